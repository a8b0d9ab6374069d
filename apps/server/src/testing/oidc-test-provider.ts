import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** How the provider spoils the ID tokens it issues (re-signed with its own key, so only the claim is wrong). */
export type IdTokenTampering = 'wrong-audience' | 'expired' | null;

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds a person who can sign in at the provider with this e-mail. */
  addAccount(email: string): void;
  /** The organisation removes the person (they left): the provider no longer signs them in. */
  removeAccount(email: string): void;
  tamperIdTokens(mode: IdTokenTampering): void;
  /**
   * Follows an authorization request through the provider as a browser would, signing in as `email` on its
   * login form, and answers where the provider sends the browser back (the redirect URI with code or error).
   */
  signIn(authorizationUrl: string, email: string): Promise<URL>;
  close(): Promise<void>;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for tests and journeys: one confidential
 * client with the given redirect URI, a login form that takes an e-mail (accounts are added and removed
 * by the test), consent given without asking (a first-party client, as hospitals configure it).
 */
export async function startOidcTestProvider(options: { redirectUri: string }): Promise<OidcTestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, string>(); // account id → e-mail
  const clientId = 'vendorproof-test';
  const clientSecret = randomUUID();
  let tampering: IdTokenTampering = null;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomUUID()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    // Short lives stated, so the provider does not print a notice per default it falls back to.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const email = accounts.get(id);
      return email ? { accountId: id, claims: () => ({ sub: id, email, email_verified: true }) } : undefined;
    },
    loadExistingGrant: async (ctx: Parameters<Parameters<Provider['use']>[0]>[0]) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && tampering && body?.id_token) ctx.body = { ...body, id_token: spoil(body.id_token, tampering) };
  });

  const spoil = (idToken: string, mode: Exclude<IdTokenTampering, null>) => {
    const [header, payload] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const changed =
      mode === 'wrong-audience' ? { ...claims, aud: 'some-other-application' } : { ...claims, iat: now - 7200, exp: now - 3600 };
    const signingInput = `${header}.${base64url(changed)}`;
    return `${signingInput}.${sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url')}`;
  };

  const providerCallback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return providerCallback(req, res);
    void handleInteraction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  /** The provider's own login page: an e-mail field; an unknown e-mail is refused (access_denied). */
  async function handleInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><html lang="en"><head><title>Hospital sign-in</title></head><body><main><h1>Hospital sign-in</h1>` +
          `<form method="post" action="/interaction/${details.uid}"><label>Work e-mail <input name="email" type="email"></label>` +
          `<button type="submit">Sign in</button></form></main></body></html>`,
      );
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const email = new URLSearchParams(raw).get('email')?.trim().toLowerCase() ?? '';
    const accountId = [...accounts].find(([, known]) => known === email)?.[0];
    const result = accountId
      ? { login: { accountId } }
      : { error: 'access_denied', error_description: 'This person cannot sign in at the organisation.' };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (email) => accounts.set(randomUUID(), email.toLowerCase()),
    removeAccount: (email) => {
      for (const [id, known] of accounts) if (known === email.toLowerCase()) accounts.delete(id);
    },
    tamperIdTokens: (mode) => {
      tampering = mode;
    },
    async signIn(authorizationUrl, email) {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      let form: string | undefined;
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          method: form ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: form,
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider answered ${response.status} without a redirect at ${url.pathname}`);
        url = new URL(location, url);
        // The provider's login page: fill in the e-mail and submit, as the person would.
        form = url.pathname.startsWith('/interaction/') ? new URLSearchParams({ email }).toString() : undefined;
      }
      throw new Error('the provider redirected too often');
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
