import { describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, PASSWORD_EXPIRED_MESSAGE } from '@app/shared/auth/login-request';
import { buildUser } from '../../src/db/seed/factories';
import { useTestApp } from '../support/harness';

describe('POST /services/auth/login', () => {
  const t = useTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_PER_IP_PER_MINUTE: '50' } });

  it('refuses a login without the CSRF header with 403', async () => {
    const user = await buildUser(t.app.db);
    const response = await t.client().post('/services/auth/login', { username: user.username, password: 'DemoPass!2026' }, { csrf: false });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CSRF_REJECTED');
  });

  it('refuses a CSRF header that differs from the cookie', async () => {
    const client = t.client();
    await client.get('/services/auth/csrf');
    const response = await client.post(
      '/services/auth/login',
      { username: 'x', password: 'y' },
      { csrf: false, headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(response.status).toBe(403);
  });

  it('answers 400 with field errors when the username is missing', async () => {
    const response = await t.client().post('/services/auth/login', { password: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.fieldErrors.username).toBe('Username is required');
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.client().post('/services/auth/login', '{not json');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('The request body is not valid JSON.');
  });

  it('signs in with the right password, sets an HttpOnly session cookie and the readable expiry cookie', async () => {
    const user = await buildUser(t.app.db);
    const client = t.client();
    const response = await client.post('/services/auth/login', { username: user.username, password: 'DemoPass!2026' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'authenticated', messages: [] });
    const setCookies = response.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/SESSION=[^;]+;.*HttpOnly/);
    expect(setCookies).toMatch(/SameSite=Lax/);
    expect(Number(client.cookie('auth-expiry'))).toBeGreaterThan(Date.now());
    expect((await client.get('/services/account/users/current')).status).toBe(200);
  });

  it('accepts the username in any letter case', async () => {
    const user = await buildUser(t.app.db);
    const response = await t.client().post('/services/auth/login', { username: user.username.toUpperCase(), password: 'DemoPass!2026' });
    expect(response.body.status).toBe('authenticated');
  });

  it('gives the same 401 message for a wrong password and for an unknown username', async () => {
    const user = await buildUser(t.app.db);
    const wrongPassword = await t.client().post('/services/auth/login', { username: user.username, password: 'Wrong!Pass123' });
    const unknownUser = await t.client().post('/services/auth/login', { username: 'no-such-user-x', password: 'Wrong!Pass123' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ status: 'other', messages: [INVALID_CREDENTIALS_MESSAGE] });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('refuses a disabled account with the same message as a wrong password', async () => {
    const user = await buildUser(t.app.db, { disabled: true });
    const response = await t.client().post('/services/auth/login', { username: user.username, password: 'DemoPass!2026' });
    expect(response.status).toBe(401);
    expect(response.body.messages).toEqual([INVALID_CREDENTIALS_MESSAGE]);
  });

  it('locks the account after repeated failures, even for the right password, and does so for unknown usernames alike', async () => {
    const user = await buildUser(t.app.db);
    for (let i = 0; i < 2; i++) {
      expect((await t.client().post('/services/auth/login', { username: user.username, password: 'Wrong!Pass123' })).status).toBe(401);
    }
    const third = await t.client().post('/services/auth/login', { username: user.username, password: 'Wrong!Pass123' });
    expect(third.status).toBe(429);
    expect(third.body.messages).toEqual([ACCOUNT_LOCKED_MESSAGE]);
    const rightPassword = await t.client().post('/services/auth/login', { username: user.username, password: 'DemoPass!2026' });
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body.messages).toEqual([ACCOUNT_LOCKED_MESSAGE]);

    for (let i = 0; i < 2; i++) await t.client().post('/services/auth/login', { username: 'ghost-user', password: 'Wrong!Pass123' });
    const ghost = await t.client().post('/services/auth/login', { username: 'ghost-user', password: 'Wrong!Pass123' });
    expect(ghost.status).toBe(429);
    expect(ghost.body.messages).toEqual([ACCOUNT_LOCKED_MESSAGE]);
  });

  it('answers expired without a session when the password is older than PASSWORD_MAX_AGE_DAYS', async () => {
    const user = await buildUser(t.app.db, { passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) });
    const client = t.client();
    const response = await client.post('/services/auth/login', { username: user.username, password: 'DemoPass!2026' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'expired', messages: [PASSWORD_EXPIRED_MESSAGE] });
    expect(client.cookie('SESSION')).toBeUndefined();
    expect((await client.get('/services/account/users/current')).status).toBe(401);
  });

  it('records successful logins in the audit log', async () => {
    const user = await buildUser(t.app.db);
    await t.client().login(user.username);
    const entry = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('action', '=', 'auth.login')
      .executeTakeFirst();
    expect(entry?.username).toBe(user.username);
  });
});

describe('login rate limit per network address', () => {
  const t = useTestApp({ env: { LOGIN_MAX_FAILURES: '100', LOGIN_MAX_PER_IP_PER_MINUTE: '4' } });

  it('answers 429 once one address has failed too often in a minute, whatever the username', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.client().post('/services/auth/login', { username: `someone-${i}`, password: 'Wrong!Pass123' })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('login lock-out per address and username', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true', LOGIN_MAX_FAILURES: '3', LOGIN_MAX_PER_IP_PER_MINUTE: '8' } });

  const loginFrom = (address: string, username: string, password: string) =>
    t.client().post('/services/auth/login', { username, password }, { headers: { 'x-forwarded-for': address } });

  it('locks a username at the address its failures came from, even for the right password', async () => {
    const user = await buildUser(t.app.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await loginFrom('203.0.113.10', user.username, 'Wrong!Pass123')).status);
    expect(statuses).toEqual([401, 401, 429, 429]);
    const rightPassword = await loginFrom('203.0.113.10', user.username, 'DemoPass!2026');
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body.messages).toEqual([ACCOUNT_LOCKED_MESSAGE]);
  });

  it('lets the user log in from another address while failures from one address lock it there', async () => {
    const user = await buildUser(t.app.db);
    for (let i = 0; i < 3; i++) await loginFrom('203.0.113.20', user.username, 'Wrong!Pass123');
    expect((await loginFrom('203.0.113.20', user.username, 'DemoPass!2026')).status).toBe(429);
    expect((await loginFrom('198.51.100.20', user.username, 'DemoPass!2026')).body.status).toBe('authenticated');
  });

  it('lets another user log in from the same address after more failures of one user there than the burst cap', async () => {
    const [victim, colleague] = [await buildUser(t.app.db), await buildUser(t.app.db)];
    for (let i = 0; i < 12; i++) await loginFrom('203.0.113.30', victim.username, 'Wrong!Pass123');
    expect((await loginFrom('203.0.113.30', colleague.username, 'DemoPass!2026')).body.status).toBe('authenticated');
  });

  it('answers 429 to everyone behind an address once failures from it burst over LOGIN_MAX_PER_IP_PER_MINUTE', async () => {
    const user = await buildUser(t.app.db);
    for (let i = 0; i < 8; i++) await loginFrom('203.0.113.40', `sprayed-${i}`, 'Wrong!Pass123');
    const locked = await loginFrom('203.0.113.40', user.username, 'DemoPass!2026');
    expect(locked.status).toBe(429);
    expect((await loginFrom('198.51.100.40', user.username, 'DemoPass!2026')).body.status).toBe('authenticated');
  });
});
