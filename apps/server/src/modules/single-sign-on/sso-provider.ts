import * as oidc from 'openid-client';
import type { ServiceContext } from '../../platform/context';
import type { SsoConfigRow } from './sso-config-queries';

/** The field-encryption context the client secret is sealed under. */
export const CLIENT_SECRET_CONTEXT = 'sso.client-secret';
/** Where providers send the browser back; register it at the provider as the redirect URI. */
export const SSO_CALLBACK_PATH = '/services/auth/sso/callback';
/** A provider's metadata and keys are fetched again after this long (key rotation, changed endpoints). */
const DISCOVERY_TTL_MS = 10 * 60_000;

const discovered = new Map<string, { config: oidc.Configuration; fetchedAt: number }>();

export function ssoRedirectUri(ctx: ServiceContext): string {
  return `${ctx.config.publicUrl}${SSO_CALLBACK_PATH}`;
}

/**
 * The openid-client configuration of a client's provider, discovered from its issuer and kept for ten
 * minutes per saved version of the settings. Plain http issuers are allowed only outside production
 * (the tests' local provider on 127.0.0.1); saving refuses them in production.
 */
export async function providerConfiguration(ctx: ServiceContext, row: SsoConfigRow): Promise<oidc.Configuration> {
  const key = `${row.clientId}|${row.updatedAt.getTime()}`;
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.fetchedAt < DISCOVERY_TTL_MS) return cached.config;
  const secret = ctx.encryption.decrypt(row.clientSecretEncrypted, CLIENT_SECRET_CONTEXT);
  const insecure = ctx.config.NODE_ENV !== 'production' && row.issuer.startsWith('http://');
  const config = await oidc.discovery(new URL(row.issuer), row.oidcClientId, secret, undefined, {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
  for (const old of discovered.keys()) if (old.startsWith(`${row.clientId}|`)) discovered.delete(old);
  discovered.set(key, { config, fetchedAt: Date.now() });
  return config;
}
