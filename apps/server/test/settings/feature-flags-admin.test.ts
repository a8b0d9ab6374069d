import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

interface Flag {
  id: number;
  name: string;
  enabled: boolean;
  initialState: boolean;
  irreversible: boolean;
  productionReady: boolean;
}

describe('admin feature flags (spec 002 §2, §4)', () => {
  const t = useTestApp();

  async function flagNamed(admin: TestClient, name: string): Promise<Flag> {
    const flags = (await admin.get<Flag[]>('/services/admin/feature-flags')).body;
    const flag = flags.find((row) => row.name === name);
    if (!flag) throw new Error(`no flag ${name}`);
    return flag;
  }

  const auditOf = (flagId: number) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type', 'details', 'username'])
      .where('entity_type', '=', 'feature_flag')
      .where('entity_id', '=', String(flagId))
      .orderBy('id')
      .execute();

  /** A PUT as the signed-in `client` that reached the app by `host` (fetch cannot set Host). */
  async function putWithHost(client: TestClient, path: string, body: unknown, host: string) {
    await client.get('/services/auth/csrf');
    const cookie = ['SESSION', 'XSRF-TOKEN'].map((name) => `${name}=${client.cookie(name)}`).join('; ');
    const payload = JSON.stringify(body);
    return new Promise<{ status: number; body: { error: { code: string; message: string } } }>((resolve, reject) => {
      const request = http.request(
        `${t.app.baseUrl}${path}`,
        {
          method: 'PUT',
          headers: {
            host,
            cookie,
            'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  it('GET /services/admin/feature-flags gives admins every full row, with documents', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const response = await admin.get('/services/admin/feature-flags');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({
      id: expect.any(Number),
      name: 'TEST_IRREVERSIBLE_FEATURE',
      description: expect.stringContaining('irreversible'),
      enabled: false,
      initialState: false,
      irreversible: true,
      productionReady: false,
      hidden: false,
      createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      documents: [{ name: 'API reference: feature flag calls', link: '/services/docs' }],
    });
    expect(response.body.map((flag: Flag) => flag.name)).toEqual(
      expect.arrayContaining(['MAINTENANCE_MODE', 'INDIVIDUAL_AUDIT_REPORT', 'FDR_AUDIT_TAB', 'TEST_FEATURE']),
    );
  });

  it('GET /services/admin/feature-flags answers 401 anonymous and 403 to vendors and clients', async () => {
    expect((await t.client().get('/services/admin/feature-flags')).status).toBe(401);
    expect((await (await signedInVendor(t.app)).http.get('/services/admin/feature-flags')).status).toBe(403);
    expect((await (await signedInClient(t.app)).http.get('/services/admin/feature-flags')).status).toBe(403);
  });

  it('GET /services/feature-flags keeps the feature/enabled pairs for everyone', async () => {
    const response = await t.client().get('/services/feature-flags');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({ feature: 'TEST_IRREVERSIBLE_FEATURE', enabled: false });
    expect(Object.keys(response.body[0]).sort()).toEqual(['enabled', 'feature']);
  });

  it('PUT /services/feature-flags/{id} turns a flag on and off, shows it in the public list and audits each change', async () => {
    const { http: admin, user } = await signedInAdmin(t.app);
    const flag = await flagNamed(admin, 'FDR_AUDIT_TAB');
    const on = await admin.put(`/services/feature-flags/${flag.id}`, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: flag.id, name: 'FDR_AUDIT_TAB', enabled: true });
    expect((await t.client().get('/services/feature-flags')).body).toContainEqual({ feature: 'FDR_AUDIT_TAB', enabled: true });
    expect((await admin.put(`/services/feature-flags/${flag.id}`, { enabled: false })).body.enabled).toBe(false);
    expect(await auditOf(flag.id)).toEqual([
      {
        action: 'feature-flag.enabled',
        entity_type: 'feature_flag',
        details: expect.objectContaining({ name: 'FDR_AUDIT_TAB', from: false, to: true }),
        username: user.username,
      },
      {
        action: 'feature-flag.disabled',
        entity_type: 'feature_flag',
        details: expect.objectContaining({ from: true, to: false }),
        username: user.username,
      },
    ]);
  });

  it('setting the state a flag already has changes nothing and records nothing', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const flag = await flagNamed(admin, 'INDIVIDUAL_AUDIT_REPORT');
    expect((await admin.put(`/services/feature-flags/${flag.id}`, { enabled: true })).body.enabled).toBe(true);
    expect(await auditOf(flag.id)).toEqual([]);
  });

  it('an irreversible flag changes once, then refuses a second change with 409 and stays as it was', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const flag = await flagNamed(admin, 'TEST_IRREVERSIBLE_FEATURE');
    expect((await admin.put(`/services/feature-flags/${flag.id}`, { enabled: true })).status).toBe(200);
    const again = await admin.put(`/services/feature-flags/${flag.id}`, { enabled: false });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'CONFLICT',
      message: 'TEST_IRREVERSIBLE_FEATURE is irreversible and was already changed from its initial state.',
    });
    expect((await flagNamed(admin, 'TEST_IRREVERSIBLE_FEATURE')).enabled).toBe(true);
    expect((await auditOf(flag.id)).map((entry) => entry.action)).toEqual(['feature-flag.enabled']);
  });

  it('a flag that is not production-ready is refused in production (by host name) and toggles elsewhere', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const flag = await flagNamed(admin, 'TEST_FEATURE');
    expect(flag.productionReady).toBe(false);
    const refused = await putWithHost(admin, `/services/feature-flags/${flag.id}`, { enabled: true }, 'app.vendorproof.com');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('TEST_FEATURE is not production-ready and cannot be toggled in production.');
    expect((await flagNamed(admin, 'TEST_FEATURE')).enabled).toBe(false);
    expect(await auditOf(flag.id)).toEqual([]);

    const staging = await putWithHost(admin, `/services/feature-flags/${flag.id}`, { enabled: true }, 'qa.vendorproof.com');
    expect(staging.status).toBe(200);
    expect((await admin.put(`/services/feature-flags/${flag.id}`, { enabled: false })).status).toBe(200);
  });

  it('a production-ready flag toggles in production', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const flag = await flagNamed(admin, 'MAINTENANCE_MODE');
    expect((await putWithHost(admin, `/services/feature-flags/${flag.id}`, { enabled: true }, 'app.vendorproof.com')).status).toBe(200);
    expect((await admin.put(`/services/feature-flags/${flag.id}`, { enabled: false })).status).toBe(200);
  });

  it('PUT /services/feature-flags/{id} validates the body and the id, and answers 404 for an unknown flag', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const flag = await flagNamed(admin, 'FDR_AUDIT_TAB');
    const missing = await admin.put(`/services/feature-flags/${flag.id}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { enabled: expect.any(String) } });
    expect((await admin.put(`/services/feature-flags/${flag.id}`, { enabled: 'yes' })).status).toBe(400);
    expect((await admin.put('/services/feature-flags/abc', { enabled: true })).body.error.fieldErrors).toEqual({ id: expect.any(String) });
    const unknown = await admin.put('/services/feature-flags/999999', { enabled: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Feature flag not found.');
  });

  it('PUT /services/feature-flags/{id} answers 401 anonymous, 403 to vendors and clients, 403 without CSRF, changing nothing', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const flag = await flagNamed(admin, 'MAINTENANCE_MODE');
    expect((await t.client().put(`/services/feature-flags/${flag.id}`, { enabled: true })).status).toBe(401);
    expect((await (await signedInVendor(t.app)).http.put(`/services/feature-flags/${flag.id}`, { enabled: true })).status).toBe(403);
    expect((await (await signedInClient(t.app)).http.put(`/services/feature-flags/${flag.id}`, { enabled: true })).status).toBe(403);
    expect((await admin.put(`/services/feature-flags/${flag.id}`, { enabled: true }, { csrf: false })).status).toBe(403);
    expect((await flagNamed(admin, 'MAINTENANCE_MODE')).enabled).toBe(false);
  });
});
