import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_ONLY_MESSAGE } from '@app/shared/auth/single-sign-on';
import { buildClient, buildUser } from '../../src/db/seed/factories';
import { startOidcTestProvider, type OidcTestProvider } from '../../src/testing/oidc-test-provider';
import { signedInUser } from '../../src/testing/signed-in';
import { freePort } from '../../src/platform/db/free-port';
import { useTestApp } from '../support/harness';

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider) on 127.0.0.1: the app's callback
 * address must be real, so the app listens on a port chosen before it starts (PUBLIC_URL names it).
 */
describe('single sign-on with an organisation’s OpenID Connect provider', () => {
  let port = 0;
  let provider: OidcTestProvider;
  beforeAll(async () => {
    port = await freePort();
    provider = await startOidcTestProvider({ redirectUri: `http://127.0.0.1:${port}/services/auth/sso/callback` });
  });
  afterAll(async () => {
    await provider?.close();
  });
  const t = useTestApp(() => ({ port, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } }));

  let domainCount = 0;
  /** A client organisation whose single sign-on (set through the admin route) covers a domain of its own. */
  async function ssoOrganisation(options: { passwordLoginDisabled?: boolean } = {}) {
    const client = await buildClient(t.app.db);
    const domain = `hospital${++domainCount}.org`;
    const { http: admin } = await signedInUser(t.app, { role: 'PT Admin User' });
    const saved = await admin.put(`/services/admin/sso/${client.id}`, {
      issuer: provider.issuer,
      oidcClientId: provider.clientId,
      clientSecret: provider.clientSecret,
      emailDomains: [domain],
      passwordLoginDisabled: options.passwordLoginDisabled ?? false,
    });
    expect(saved.status).toBe(200);
    return { client, domain, admin };
  }

  /** The browser's round trip: start at the app, sign in at the provider as `email`, come back to the callback. */
  async function signInWithOrganisation(typedEmail: string, providerEmail = typedEmail) {
    const browser = t.client();
    const start = await browser.get(`/services/auth/sso/start?email=${encodeURIComponent(typedEmail)}`);
    expect(start.status).toBe(302);
    const authorization = new URL(start.headers.get('location')!);
    expect(authorization.origin).toBe(provider.issuer);
    const back = await provider.signIn(authorization.href, providerEmail);
    const callback = await browser.get(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    return { browser, authorization, landing: callback.headers.get('location'), back };
  }

  it('signs a matched client user in with the normal session and sends them to their dashboard', async () => {
    const { client, domain } = await ssoOrganisation();
    const user = await buildUser(t.app.db, { role: 'Client User', clientId: client.id, email: `Nurse.Jones@${domain}` });
    provider.addAccount(`nurse.jones@${domain}`);

    const { browser, authorization, landing } = await signInWithOrganisation(`nurse.jones@${domain}`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(landing).toBe('/v2/#/client/dashboard');
    expect(browser.cookie('SESSION')).toBeTruthy();
    const current = await browser.get('/services/account/users/current');
    expect(current.status).toBe(200);
    expect(current.body.username).toBe(user.username);
    // The session works for writes with the same CSRF machinery as a password login.
    expect((await browser.post('/services/auth/logout')).status).toBe(204);
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('user_id', '=', user.id).execute();
    expect(audit.map((entry) => entry.action)).toContain('auth.sso-login');
  });

  it.each([
    { spoiled: 'an ID token issued for another audience', mode: 'wrong-audience' as const, local: 'aud' },
    { spoiled: 'an expired ID token', mode: 'expired' as const, local: 'late' },
  ])('refuses $spoiled', async ({ mode, local }) => {
    const { client, domain } = await ssoOrganisation();
    await buildUser(t.app.db, { role: 'Client User', clientId: client.id, email: `${local}@${domain}` });
    provider.addAccount(`${local}@${domain}`);
    provider.tamperIdTokens(mode);
    try {
      const { browser, landing } = await signInWithOrganisation(`${local}@${domain}`);
      expect(landing).toBe('/v2/#/client/login?sso=failed');
      expect((await browser.get('/services/account/users/current')).status).toBe(401);
    } finally {
      provider.tamperIdTokens(null);
    }
  });

  it('refuses a person the provider signs in but who has no account of that organisation here, creating nobody', async () => {
    const { domain } = await ssoOrganisation();
    const other = await ssoOrganisation();
    // The same e-mail as a user of another client organisation: not a match either.
    await buildUser(t.app.db, { role: 'Client User', clientId: other.client.id, email: `stranger@${domain}` });
    provider.addAccount(`stranger@${domain}`);
    const usersBefore = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    const { browser, landing } = await signInWithOrganisation(`stranger@${domain}`);
    expect(landing).toBe('/v2/#/client/login?sso=unknown-user');
    expect((await browser.get('/services/account/users/current')).status).toBe(401);
    const usersAfter = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(usersAfter.n).toBe(usersBefore.n);
    const refusal = await t.app.db.selectFrom('audit_log').select('details').where('action', '=', 'auth.sso-refused').execute();
    expect(refusal.map((entry) => entry.details)).toContainEqual({ email: `stranger@${domain}`, reason: 'unknown-user' });
  });

  it('refuses, at the next login, a user the organisation removed at its provider', async () => {
    const { client, domain } = await ssoOrganisation();
    await buildUser(t.app.db, { role: 'Client User', clientId: client.id, email: `leaver@${domain}` });
    provider.addAccount(`leaver@${domain}`);
    expect((await signInWithOrganisation(`leaver@${domain}`)).landing).toBe('/v2/#/client/dashboard');

    provider.removeAccount(`leaver@${domain}`);
    const { browser, back, landing } = await signInWithOrganisation(`leaver@${domain}`);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(landing).toBe('/v2/#/client/login?sso=refused');
    expect((await browser.get('/services/account/users/current')).status).toBe(401);
  });

  it('refuses a callback the browser did not start (no login attempt of its own: login CSRF)', async () => {
    const { client, domain } = await ssoOrganisation();
    await buildUser(t.app.db, { role: 'Client User', clientId: client.id, email: `victim@${domain}` });
    provider.addAccount(`victim@${domain}`);
    const attacker = t.client();
    const start = await attacker.get(`/services/auth/sso/start?email=victim@${domain}`);
    const back = await provider.signIn(start.headers.get('location')!, `victim@${domain}`);

    const victim = t.client();
    const callback = await victim.get(`${back.pathname}${back.search}`);
    expect(callback.headers.get('location')).toBe('/v2/#/client/login?sso=failed');
    expect((await victim.get('/services/account/users/current')).status).toBe(401);
  });

  it('refuses password login for users of an organisation that switched it off, pointing to single sign-on', async () => {
    const { client, domain, admin } = await ssoOrganisation({ passwordLoginDisabled: true });
    const user = await buildUser(t.app.db, { role: 'Client User', clientId: client.id, email: `pw@${domain}` });
    const byUsername = await t.client().post('/services/auth/login', { username: user.username, password: 'DemoPass!2026' });
    expect(byUsername.status).toBe(403);
    expect(byUsername.body.error.message).toBe(SSO_ONLY_MESSAGE);
    // Typed as an e-mail of the domain, the pointer comes before any password check.
    const byEmail = await t.client().post('/services/auth/login', { username: `anyone@${domain}`, password: 'wrong' });
    expect(byEmail.status).toBe(403);
    expect(byEmail.body.error.message).toBe(SSO_ONLY_MESSAGE);
    expect((await t.client().get('/services/account/users/current')).status).toBe(401);

    // Switched back on, the same password works again.
    const current = (await admin.get(`/services/admin/sso/${client.id}`)).body;
    await admin.put(`/services/admin/sso/${client.id}`, {
      issuer: current.issuer,
      oidcClientId: current.oidcClientId,
      emailDomains: current.emailDomains,
      passwordLoginDisabled: false,
    });
    const allowed = await t.client().post('/services/auth/login', { username: user.username, password: 'DemoPass!2026' });
    expect(allowed.body.status).toBe('authenticated');
  });

  it('tells the login page only whether an e-mail domain signs in with its organisation', async () => {
    const { domain } = await ssoOrganisation();
    const ask = async (email: string) => (await t.client().get(`/services/auth/sso/discovery?email=${encodeURIComponent(email)}`)).body;
    expect(await ask(`nobody-here@${domain.toUpperCase()}`)).toEqual({ singleSignOn: true });
    expect(await ask('someone@elsewhere.org')).toEqual({ singleSignOn: false });
    expect(await ask('plain-username')).toEqual({ singleSignOn: false });
    const start = await t.client().get('/services/auth/sso/start?email=someone@elsewhere.org');
    expect(start.headers.get('location')).toBe('/v2/#/client/login?sso=not-configured');
  });
});
