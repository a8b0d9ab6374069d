import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInClient, signedInUser, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

describe('settings endpoints', () => {
  const t = useTestApp();

  it('GET /services/feature-flags lists the product flags as feature/enabled pairs without a session', async () => {
    const response = await t.client().get('/services/feature-flags');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      expect.arrayContaining([
        { feature: 'MAINTENANCE_MODE', enabled: false },
        { feature: 'INDIVIDUAL_AUDIT_REPORT', enabled: true },
        { feature: 'FDR_AUDIT_TAB', enabled: false },
        { feature: 'TEST_FEATURE', enabled: false },
      ]),
    );
  });

  it('GET /services/util/environment derives production from the host name the app was reached by (spec 000 §9)', async () => {
    expect((await t.client().get('/services/util/environment')).body).toEqual({ production: false, decidedBy: 'host' });
    // fetch may not set Host; a plain request can, as a browser reaching the public name would.
    const byHost = (host: string) =>
      new Promise<unknown>((resolve, reject) => {
        const request = http.get(`${t.app.baseUrl}/services/util/environment`, { headers: { host } }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(JSON.parse(text)));
        });
        request.on('error', reject);
      });
    expect(await byHost('app.vendorproof.com')).toEqual({ production: true, decidedBy: 'host' });
    expect(await byHost('qa.vendorproof.com')).toEqual({ production: false, decidedBy: 'host' });
  });

  it('GET /services/util/address-suggestions suggests US places to signed-in users (spec 001 §2)', async () => {
    const { http: vendor } = await signedInVendor(t.app);
    const { status, body } = await vendor.get('/services/util/address-suggestions?query=Beverly%20Hi');
    expect(status).toBe(200);
    expect(body).toContainEqual(
      expect.objectContaining({ line1: null, city: 'Beverly Hills', state: 'CA', zip: expect.stringMatching(/^902\d\d$/) }),
    );
    expect((await vendor.get('/services/util/address-suggestions?query=a')).status).toBe(400);
    expect((await t.client().get('/services/util/address-suggestions?query=Beverly')).status).toBe(401);
  });

  it('GET /services/util/zip/{zip} gives the city and state of a US ZIP code, 404 for none, 400 for a malformed one', async () => {
    const { http: client } = await signedInClient(t.app);
    expect((await client.get('/services/util/zip/60601')).body).toEqual({ zip: '60601', city: 'Chicago', state: 'IL' });
    const missing = await client.get('/services/util/zip/00000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('00000 is not a US Zip Code.');
    expect((await client.get('/services/util/zip/6060')).body.error.fieldErrors).toEqual({ zip: 'Zip Code must be 5 digits' });
    expect((await t.client().get('/services/util/zip/60601')).status).toBe(401);
  });

  it('GET /services/util/states lists every state, DC and the territories', async () => {
    const { body } = await t.client().get('/services/util/states');
    expect(body).toHaveLength(57);
    expect(body).toContainEqual({ state: 'District of Columbia', code: 'DC' });
    expect(body).toContainEqual({ state: 'Puerto Rico', code: 'PR' });
    expect(body).toContainEqual({ state: 'Guam', code: 'GU' });
  });

  it('GET /services/util/countries lists all ISO 3166 countries with names', async () => {
    const { body } = await t.client().get('/services/util/countries');
    expect(body).toHaveLength(249);
    expect(body).toContainEqual({ code: 'US', name: 'United States' });
    expect(body).toContainEqual({ code: 'DE', name: 'Germany' });
  });

  it('GET /services/admin/analytics/daily counts each event per day for admins only', async () => {
    const { http: vendor } = await signedInVendor(t.app);
    await vendor.post('/services/analytic', { eventName: 'Download Certificate Clicked', eventProperties: {} });
    await vendor.post('/services/analytic', { eventName: 'Download Certificate Clicked', eventProperties: {} });
    await t.app.db
      .insertInto('analytics_events')
      .values({ event_name: 'Download Certificate Clicked', event_properties: '{}', occurred_at: new Date(Date.now() - 40 * 86_400_000) })
      .execute();
    const { http: admin } = await signedInAdmin(t.app);
    const today = new Date().toISOString().slice(0, 10);
    const { status, body } = await admin.get('/services/admin/analytics/daily?days=7');
    expect(status).toBe(200);
    expect(body).toContainEqual({ day: today, eventName: 'Download Certificate Clicked', count: 2 });
    expect((body as { day: string }[]).every((row) => row.day >= new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10))).toBe(
      true,
    );

    expect((await vendor.get('/services/admin/analytics/daily')).status).toBe(403);
    expect((await t.client().get('/services/admin/analytics/daily')).status).toBe(401);
    expect((await admin.get('/services/admin/analytics/daily?days=0')).status).toBe(400);
  });

  it('POST /services/analytic stores the event with the signed-in user', async () => {
    const { user, http: client } = await signedInUser(t.app);
    const response = await client.post('/services/analytic', { eventName: 'Reports Landing', eventProperties: { tab: 'compliance' } });
    expect(response.status).toBe(204);
    const row = await t.app.db.selectFrom('analytics_events').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.event_name).toBe('Reports Landing');
    expect(row.event_properties).toEqual({ tab: 'compliance' });
  });

  it('POST /services/analytic accepts anonymous UI errors (e.g. a failed login) without a user', async () => {
    const response = await t.client().post('/services/analytic', { eventName: 'UI Error', eventProperties: { errorType: 'Client Error' } });
    expect(response.status).toBe(204);
  });

  it('POST /services/analytic refuses a missing event name and oversized properties', async () => {
    expect((await t.client().post('/services/analytic', { eventProperties: {} })).status).toBe(400);
    const big = await t.client().post('/services/analytic', { eventName: 'Big', eventProperties: { blob: 'x'.repeat(20_000) } });
    expect(big.status).toBe(413);
  });

  it('POST /services/analytic needs the CSRF header', async () => {
    expect((await t.client().post('/services/analytic', { eventName: 'X' }, { csrf: false })).status).toBe(403);
  });
});

describe('user preferences', () => {
  const t = useTestApp();

  it('answers 401 without a session', async () => {
    expect((await t.client().get('/services/user/preferences?key=attestationColumns')).status).toBe(401);
    expect((await t.client().put('/services/user/preferences?key=attestationColumns', { value: '[]' })).status).toBe(401);
  });

  it('stores, reads back and replaces a JSON value per key', async () => {
    const { http: client } = await signedInClient(t.app);
    expect((await client.get('/services/user/preferences?key=attestationColumns')).body).toEqual({
      key: 'attestationColumns',
      value: null,
    });
    const value = JSON.stringify([{ value: 'tins', visible: false }]);
    expect((await client.put('/services/user/preferences?key=attestationColumns', { value })).status).toBe(200);
    expect((await client.get('/services/user/preferences?key=attestationColumns')).body.value).toBe(value);
    await client.put('/services/user/preferences?key=attestationColumns', { value: '[]' });
    expect((await client.get('/services/user/preferences?key=attestationColumns')).body.value).toBe('[]');
  });

  it("keeps one user's preferences invisible to another", async () => {
    const { http: ownerClient } = await signedInUser(t.app);
    await ownerClient.put('/services/user/preferences?key=layout', { value: '{"dense":true}' });
    const { http: otherClient } = await signedInUser(t.app);
    expect((await otherClient.get('/services/user/preferences?key=layout')).body.value).toBeNull();
  });

  it('refuses a value that is not JSON and a key with odd characters', async () => {
    const { http: client } = await signedInUser(t.app);
    const notJson = await client.put('/services/user/preferences?key=layout', { value: 'not json' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.fieldErrors.value).toBe('The preference value must be JSON');
    expect((await client.get('/services/user/preferences?key=bad%20key!')).status).toBe(400);
  });
});
