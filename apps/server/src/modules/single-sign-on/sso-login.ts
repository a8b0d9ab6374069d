import * as oidc from 'openid-client';
import type { SsoFailureReason } from '@app/shared/auth/single-sign-on';
import { CLIENT_ROLE } from '@app/shared/users/current-user';
import { recordAudit } from '../../platform/audit/audit-log';
import { createSession, type NewSession } from '../../platform/auth/sessions';
import type { ServiceContext } from '../../platform/context';
import { ssoConfigOfClient, ssoConfigOfDomain } from './sso-config-queries';
import { providerConfiguration, ssoRedirectUri } from './sso-provider';

/** The field-encryption context of the sealed login attempt the browser carries to the callback. */
const ATTEMPT_CONTEXT = 'sso.login-attempt';
/** A login begun longer ago than this is refused at the callback (the user starts again). */
export const ATTEMPT_MAX_AGE_SECONDS = 10 * 60;

/** What the callback needs to check the provider's answer: kept sealed in a cookie, not in the database. */
interface LoginAttempt {
  clientId: number;
  state: string;
  nonce: string;
  codeVerifier: string;
  startedAt: number;
}

/** A refused single sign-on: the reason the login page shows, and the cause for the log. */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoFailureReason,
    readonly detail?: unknown,
  ) {
    super(`single sign-on refused: ${reason}`);
  }
}

/** The lower-case domain of an e-mail address, or null when the text is not one. */
export function emailDomain(email: string): string | null {
  const match = /^[^@\s]+@([^@\s]+)$/.exec(email.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** Whether an e-mail's domain signs in through its organisation (the login page's look-up; says nothing else). */
export async function isSsoEmail(ctx: ServiceContext, email: string): Promise<boolean> {
  const domain = emailDomain(email);
  return domain !== null && (await ssoConfigOfDomain(ctx.db, domain)) !== undefined;
}

/**
 * Begins an authorization-code login with PKCE, state and nonce at the provider covering the e-mail's
 * domain. Answers the provider's address to send the browser to and the sealed attempt to keep in a
 * cookie for the callback.
 */
export async function startSsoLogin(ctx: ServiceContext, email: string): Promise<{ authorizationUrl: string; sealedAttempt: string }> {
  const domain = emailDomain(email);
  const row = domain ? await ssoConfigOfDomain(ctx.db, domain) : undefined;
  if (!row) throw new SsoRefusal('not-configured');
  const config = await providerConfiguration(ctx, row).catch((error: unknown) => {
    throw new SsoRefusal('failed', error);
  });
  const attempt: LoginAttempt = {
    clientId: row.clientId,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    startedAt: Date.now(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: ssoRedirectUri(ctx),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
    state: attempt.state,
    nonce: attempt.nonce,
    login_hint: email.trim(),
  });
  return { authorizationUrl: url.href, sealedAttempt: ctx.encryption.encrypt(JSON.stringify(attempt), ATTEMPT_CONTEXT) };
}

function openAttempt(ctx: ServiceContext, sealed: string | undefined): LoginAttempt {
  if (!sealed) throw new SsoRefusal('failed', 'no login attempt cookie');
  let attempt: LoginAttempt;
  try {
    attempt = JSON.parse(ctx.encryption.decrypt(sealed, ATTEMPT_CONTEXT)) as LoginAttempt;
  } catch (error) {
    throw new SsoRefusal('failed', error);
  }
  if (Date.now() - attempt.startedAt > ATTEMPT_MAX_AGE_SECONDS * 1000) throw new SsoRefusal('failed', 'login attempt too old');
  return attempt;
}

/**
 * Finishes a login at the callback: checks the provider's answer against the attempt (state, PKCE,
 * the ID token's signature, issuer, audience, expiry and nonce — openid-client), takes the e-mail from the
 * ID token (or the userinfo endpoint), and signs in the one enabled client user of that organisation with
 * that e-mail. Nobody is created: an unknown e-mail is refused. Refusals are audited too.
 */
export async function finishSsoLogin(
  ctx: ServiceContext,
  input: { query: string; sealedAttempt: string | undefined; userAgent: string | null },
): Promise<NewSession> {
  const attempt = openAttempt(ctx, input.sealedAttempt);
  const row = await ssoConfigOfClient(ctx.db, attempt.clientId);
  if (!row) throw new SsoRefusal('failed', 'single sign-on removed during the login');
  const email = await verifiedEmail(ctx, row, attempt, input.query);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('client_id', '=', row.clientId)
    .where('role', '=', CLIENT_ROLE)
    .where('disabled', '=', false)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .orderBy('id')
    .executeTakeFirst();
  if (!user || !row.emailDomains.includes(emailDomain(email) ?? '')) {
    await recordAudit(ctx.db, ctx, {
      action: 'auth.sso-refused',
      entityType: 'client',
      entityId: row.clientId,
      details: { email, reason: 'unknown-user' },
    });
    throw new SsoRefusal('unknown-user');
  }
  const session = await createSession(ctx.db, ctx.config, user.id, { ip: ctx.ip, userAgent: input.userAgent });
  await recordAudit(
    ctx.db,
    { ...ctx, userId: user.id, username: user.username },
    { action: 'auth.sso-login', entityType: 'user', entityId: user.id, details: { issuer: row.issuer } },
  );
  return session;
}

async function verifiedEmail(
  ctx: ServiceContext,
  row: NonNullable<Awaited<ReturnType<typeof ssoConfigOfClient>>>,
  attempt: LoginAttempt,
  query: string,
): Promise<string> {
  try {
    const config = await providerConfiguration(ctx, row);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${ssoRedirectUri(ctx)}?${query}`), {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    const email =
      typeof claims.email === 'string' ? claims.email : (await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)).email;
    if (!email) throw new Error('the provider sent no e-mail address');
    return email.trim().toLowerCase();
  } catch (error) {
    // The provider answered with an error instead of a code: it refused the user (left, blocked, cancelled).
    if (error instanceof oidc.AuthorizationResponseError) throw new SsoRefusal('refused', error);
    throw new SsoRefusal('failed', error);
  }
}
