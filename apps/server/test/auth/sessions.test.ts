import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../src/db/seed/factories';
import { signedInUser } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

describe('sessions and logout', () => {
  const t = useTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' } });

  it('POST /services/auth/logout ends the session and clears the session cookies', async () => {
    const { http: client } = await signedInUser(t.app);
    const token = client.cookie('SESSION')!;
    const response = await client.post('/services/auth/logout');
    expect(response.status).toBe(204);
    expect(client.cookie('SESSION')).toBeUndefined();
    expect(client.cookie('auth-expiry')).toBe('0');
    const reuse = t.client();
    reuse.setCookie('SESSION', token);
    expect((await reuse.get('/services/account/users/current')).status).toBe(401);
  });

  it("shares one session look-up among a page's simultaneous calls with one session cookie", async () => {
    const { http: client } = await signedInUser(t.app);
    // The sessions table held locked, so the first call's look-up is still under way when the others arrive.
    const locker = new pg.Client({ connectionString: t.app.runtime.deps.config.DATABASE_URL });
    await locker.connect();
    const lookups = vi.spyOn(pg.Pool.prototype, 'query');
    let arrived = 0;
    const countArrival = () => arrived++;
    t.app.runtime.app.server.on('request', countArrival);
    try {
      await locker.query('BEGIN; LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
      const paths = [
        '/services/account/users/current',
        '/services/current-vendor',
        '/services/usernotifications',
        '/services/checklist-items',
      ];
      const answers = Promise.all(paths.map(async (path) => client.get(path)));
      await vi.waitFor(() => expect(arrived).toBe(paths.length));
      await locker.query('COMMIT');
      expect((await answers).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const sessionLookups = lookups.mock.calls.filter(([query]) => (query as { name?: string }).name === 'identity-by-session');
      expect(sessionLookups).toHaveLength(1);
    } finally {
      t.app.runtime.app.server.off('request', countArrival);
      lookups.mockRestore();
      await locker.end();
    }
  });

  it('refuses a logout without the CSRF header with 403 and the session keeps working', async () => {
    const { http: client } = await signedInUser(t.app);
    const response = await client.post('/services/auth/logout', undefined, { csrf: false });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CSRF_REJECTED');
    expect((await client.get('/services/account/users/current')).status).toBe(200);
  });

  it('answers a logout without a session with 204', async () => {
    expect((await t.client().post('/services/auth/logout')).status).toBe(204);
  });

  it("GET /csarf/logoutPage (the spec's logout address) only forwards to the log-out page; the session keeps working", async () => {
    const { http: client } = await signedInUser(t.app);
    const response = await client.get('/csarf/logoutPage');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/v2/#/logout');
    expect((await client.get('/services/account/users/current')).status).toBe(200);
  });

  it('ends a session that has been idle longer than SESSION_IDLE_MINUTES', async () => {
    const { user, http: client } = await signedInUser(t.app);
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.get('/services/account/users/current')).status).toBe(401);
    expect(await t.app.db.selectFrom('sessions').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });

  it('ends a session past its absolute lifetime even when in use', async () => {
    const { user, http: client } = await signedInUser(t.app);
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.get('/services/account/users/current')).status).toBe(401);
  });

  it('sets the auth-expiry cookie on every answer, failures included, while signed in', async () => {
    const user = await buildUser(t.app.db);
    const client = t.client();
    await client.login(user.username);
    const failure = await client.get('/services/current-vendor/options?text=');
    expect(failure.status).toBe(403);
    expect(failure.headers.getSetCookie().some((c) => c.startsWith('auth-expiry='))).toBe(true);
    expect(Number(client.cookie('auth-expiry'))).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('stores only a hash of the session token', async () => {
    const user = await buildUser(t.app.db);
    const client = t.client();
    await client.login(user.username);
    const row = await t.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.token_hash.toString('base64url')).not.toBe(client.cookie('SESSION'));
    expect(row.token_hash).toHaveLength(32);
  });
});
