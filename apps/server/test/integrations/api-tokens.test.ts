import { describe, expect, it } from 'vitest';
import type { ApiToken, CreatedApiToken } from '@app/shared/integrations/api-tokens';
import { buildVendor } from '../../src/db/seed/factories';
import { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const RATE_LIMIT = 8;

describe('API tokens (issue 35)', () => {
  const t = useTestApp({ env: { API_TOKEN_MAX_PER_MINUTE: String(RATE_LIMIT) } });

  /** A client with no cookies at all: only the bearer token says who is asking. */
  function bearer(token: string) {
    const http = new TestClient(t.app.baseUrl);
    const headers = { authorization: `Bearer ${token}` };
    return {
      get: (path: string) => http.get(path, { headers }),
      post: (path: string, body: unknown) => http.request<any>('POST', path, body, { csrf: false, headers }),
      delete: (path: string) => http.request<any>('DELETE', path, undefined, { csrf: false, headers }),
    };
  }

  /** Sends without the test client's cookie/CSRF set-up, exactly as an integration would. */
  async function rawFetch(path: string, init: RequestInit) {
    const response = await fetch(new URL(path, t.app.baseUrl), init);
    return { status: response.status, setCookie: response.headers.getSetCookie(), body: await response.json().catch(() => null) };
  }

  async function vendorToken(scope?: 'read' | 'write') {
    const signedIn = await signedInVendor(t.app);
    const created = await signedIn.http.post<CreatedApiToken>('/services/api-tokens', { name: 'ERP sync', ...(scope ? { scope } : {}) });
    expect(created.status).toBe(201);
    return { ...signedIn, created: created.body };
  }

  it('creates a vp_ token shown once, stores only its hash, and lists it without the token', async () => {
    const { http, created } = await vendorToken();
    expect(created).toMatchObject({ name: 'ERP sync', scope: 'read' });
    expect(created.token).toMatch(/^vp_[A-Za-z0-9_-]{43,}$/);
    const stored = await t.app.db.selectFrom('api_tokens').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.token_hash.toString('hex')).not.toContain(created.token);
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const list = await http.get<ApiToken[]>('/services/api-tokens');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: created.id, name: 'ERP sync', scope: 'read', lastUsedAt: null })]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it('answers the routes the user may call with a bearer token alone, records the last use and audits every use', async () => {
    const { created, vendor } = await vendorToken();
    const response = await rawFetch('/services/owners', { headers: { authorization: `Bearer ${created.token}` } });
    expect(response.status).toBe(200);
    expect(response.setCookie).toEqual([]);
    const row = await t.app.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'api-token.used')
      .where('entity_id', '=', String(created.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ acting_vendor_id: vendor.id, details: { method: 'GET', route: '/services/owners', status: 200 } });
  });

  it('refuses writes with a read token (403) and allows them with a write token, without a CSRF header', async () => {
    const owner = { thisIsABusiness: false, firstName: 'Ada', lastName: 'Token', ownershipPercentage: 10 };
    const read = await vendorToken();
    const refused = await bearer(read.created.token).post('/services/owners', owner);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/only read/);

    const write = await vendorToken('write');
    const accepted = await bearer(write.created.token).post('/services/owners', owner);
    expect(accepted.status).toBe(201);
    const owners = await bearer(write.created.token).get('/services/owners');
    expect(owners.body.map((o: { lastName: string }) => o.lastName)).toEqual(['Token']);
  });

  it('answers 401 for an unknown, malformed or revoked token, the revocation taking effect at once', async () => {
    const { http, created } = await vendorToken();
    expect((await bearer('vp_not-a-real-token').get('/services/owners')).status).toBe(401);
    expect((await rawFetch('/services/owners', { headers: { authorization: 'Bearer' } })).status).toBe(401);
    expect((await bearer(created.token).get('/services/owners')).status).toBe(200);

    expect((await http.delete(`/services/api-tokens/${created.id}`)).status).toBe(204);
    const after = await bearer(created.token).get('/services/owners');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHENTICATED');
    expect((await http.get<ApiToken[]>('/services/api-tokens')).body).toEqual([]);
  });

  it("keeps a token to its tenant and role: another vendor's token sees only its own data, client routes stay 403", async () => {
    const victim = await vendorToken('write');
    await bearer(victim.created.token).post('/services/owners', {
      thisIsABusiness: false,
      firstName: 'Vic',
      lastName: 'Owner',
      ownershipPercentage: 5,
    });
    const attacker = await vendorToken('write');
    const seen = await bearer(attacker.created.token).get('/services/owners');
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([]);
    expect((await bearer(attacker.created.token).get('/services/client/users')).status).toBe(403);
    // Nor can it list or revoke the other vendor's tokens.
    const tokens = await bearer(attacker.created.token).get('/services/api-tokens');
    expect(tokens.body.map((token: ApiToken) => token.id)).toEqual([attacker.created.id]);
    expect((await bearer(attacker.created.token).delete(`/services/api-tokens/${victim.created.id}`)).status).toBe(404);
    expect((await bearer(victim.created.token).get('/services/owners')).status).toBe(200);
  });

  it('lets client users with Users access manage tokens and refuses those without it', async () => {
    const withAccess = await signedInClient(t.app, { permissions: ['UsersAccess'] });
    const created = await withAccess.http.post<CreatedApiToken>('/services/api-tokens', { name: 'GRC', scope: 'read' });
    expect(created.status).toBe(201);
    expect((await bearer(created.body.token).get('/services/client/users')).status).toBe(200);
    expect((await bearer(created.body.token).get('/services/owners')).status).toBe(403);

    const without = await signedInClient(t.app, { clientId: withAccess.clientId, permissions: [] });
    expect((await without.http.post('/services/api-tokens', { name: 'nope' })).status).toBe(403);
    expect((await without.http.get('/services/api-tokens')).status).toBe(403);
    expect((await t.client().get('/services/api-tokens')).status).toBe(401);
  });

  it("gives an admin's token the vendor picked when it was made, whatever the admin picks later", async () => {
    const { http } = await signedInAdmin(t.app);
    const first = await buildVendor(t.app.db);
    const second = await buildVendor(t.app.db);
    expect((await http.put('/services/current-vendor', { vendorId: first.id })).status).toBe(200);
    const created = await http.post<CreatedApiToken>('/services/api-tokens', { name: 'Admin', scope: 'read' });
    expect(created.status).toBe(201);
    expect((await http.put('/services/current-vendor', { vendorId: second.id })).status).toBe(200);
    const current = await bearer(created.body.token).get('/services/account/users/current');
    expect(current.body.vendorId).toBe(first.id);
  });

  it('refuses an admin with no vendor picked', async () => {
    const { http } = await signedInAdmin(t.app);
    const response = await http.post('/services/api-tokens', { name: 'Nothing picked' });
    expect(response.status).toBe(403);
  });

  it('limits each token to its per-minute rate with 429, other tokens unaffected', async () => {
    const busy = await vendorToken();
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMIT + 2; index++) statuses.push((await bearer(busy.created.token).get('/services/owners')).status);
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
    const quiet = await vendorToken();
    expect((await bearer(quiet.created.token).get('/services/owners')).status).toBe(200);
    // A new window starts a minute after the last one began.
    await t.app.db
      .updateTable('api_tokens')
      .set({ rate_window_started_at: new Date(Date.now() - 61_000) })
      .where('id', '=', busy.created.id)
      .execute();
    expect((await bearer(busy.created.token).get('/services/owners')).status).toBe(200);
  });

  it('refuses a token whose user was disabled or moved to another vendor', async () => {
    const disabled = await vendorToken();
    await t.app.db.updateTable('users').set({ disabled: true }).where('id', '=', disabled.user.id).execute();
    expect((await bearer(disabled.created.token).get('/services/owners')).status).toBe(401);

    const moved = await vendorToken();
    const elsewhere = await buildVendor(t.app.db);
    await t.app.db.updateTable('users').set({ vendor_id: elsewhere.id }).where('id', '=', moved.user.id).execute();
    expect((await bearer(moved.created.token).get('/services/owners')).status).toBe(401);
  });

  it('validates the request: a name is required and the scope is read or write', async () => {
    const { http } = await signedInVendor(t.app);
    const blank = await http.post('/services/api-tokens', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fieldErrors).toEqual({ name: 'Enter a name for the token' });
    expect((await http.post('/services/api-tokens', { name: 'x', scope: 'admin' })).status).toBe(400);
  });
});
