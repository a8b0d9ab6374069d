import { describe, expect, it } from 'vitest';
import { buildVendor } from '../../src/db/seed/factories';
import { screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import { signedInUser } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leieBusinessRow } from './list-fixtures';

describe('admin screening endpoints', () => {
  const t = useTestApp();

  async function signedIn(role: 'PT Admin User' | 'Vendor User' | 'Client User') {
    return (await signedInUser(t.app, { role })).http;
  }

  async function importAsAdmin(admin: ReturnType<typeof t.client>, fileName: string, rows: string[]) {
    const upload = await admin.upload('/services/files', [{ filename: fileName, content: `${[LEIE_HEADER, ...rows].join('\r\n')}\r\n` }], {
      headers: { 'directory-name': 'listImport' },
    });
    expect(upload.status).toBe(201);
    return admin.post('/services/admin/screening/imports', { sourceId: 'leie', fileId: upload.body.id });
  }

  it('imports an uploaded LEIE file and shows it as the source snapshot in force', async () => {
    const admin = await signedIn('PT Admin User');
    const response = await importAsAdmin(admin, '1601EXCL.csv', [leieBusinessRow('ORCHID HOME HEALTH LLC')]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ACTIVE', added: 1, recordCount: 1 });
    const sources = await admin.get('/services/admin/screening/sources');
    const leie = sources.body.find((s: { id: string }) => s.id === 'leie');
    expect(leie).toMatchObject({ recordCount: 1, currentSnapshot: { fileName: '1601EXCL.csv', status: 'ACTIVE', addedCount: 1 } });
    const snapshots = await admin.get('/services/admin/screening/snapshots?sourceId=leie');
    expect(snapshots.body[0].id).toBe(response.body.snapshotId);
  });

  it('answers DUPLICATE when the same file is imported again', async () => {
    const admin = await signedIn('PT Admin User');
    await importAsAdmin(admin, '1602EXCL.csv', [leieBusinessRow('LOTUS CARE GROUP')]);
    const again = await importAsAdmin(admin, '1602EXCL.csv', [leieBusinessRow('LOTUS CARE GROUP')]);
    expect(again.body.status).toBe('DUPLICATE');
  });

  it('refuses an unknown source with 400 and a missing upload with 404', async () => {
    const admin = await signedIn('PT Admin User');
    const bad = await admin.post('/services/admin/screening/imports', { sourceId: 'interpol', fileId: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.sourceId).toBe('Unknown list source');
    expect((await admin.post('/services/admin/screening/imports', { sourceId: 'leie', fileId: 999_999 })).status).toBe(404);
  });

  it('lists, shows and resolves alerts, keeping every decision in the history', async () => {
    const admin = await signedIn('PT Admin User');
    await importAsAdmin(admin, '1603EXCL.csv', [leieBusinessRow('MAGNOLIA MEDICAL TRANSPORT')]);
    const vendor = await buildVendor(t.app.db, { businessName: 'Magnolia Medical Transport' });
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);

    const page = await admin.get(`/services/admin/screening/alerts?status=OPEN&vendorId=${vendor.id}`);
    expect(page.body.total).toBe(1);
    const alert = page.body.content[0];
    expect(alert).toMatchObject({
      vendorName: 'Magnolia Medical Transport',
      subjectType: 'VENDOR',
      sourceName: expect.stringContaining('LEIE'),
      status: 'OPEN',
    });

    const resolved = await admin.put(`/services/admin/screening/alerts/${alert.id}`, {
      status: 'CLEARED',
      note: 'Different company: other state and owner.',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.status).toBe('CLEARED');
    expect(resolved.body.history.map((h: { reason: string }) => h.reason)).toEqual(['CREATED', 'RESOLVED']);
    expect(resolved.body.history[1]).toMatchObject({
      fromStatus: 'OPEN',
      toStatus: 'CLEARED',
      note: 'Different company: other state and owner.',
    });
    expect(resolved.body.evidence.length).toBeGreaterThan(0);

    const same = await admin.put(`/services/admin/screening/alerts/${alert.id}`, { status: 'CLEARED' });
    expect(same.status).toBe(422);
    expect((await admin.put(`/services/admin/screening/alerts/${alert.id}`, { status: 'MAYBE' })).status).toBe(400);
    expect((await admin.put('/services/admin/screening/alerts/999999', { status: 'CLEARED' })).status).toBe(404);
  });

  it('filters the alert queue by list, band and age, and names who imported a snapshot', async () => {
    const { http: admin, user } = await signedInUser(t.app, { role: 'PT Admin User' });
    const imported = await importAsAdmin(admin, '1604EXCL.csv', [leieBusinessRow('WISTERIA WELLNESS PARTNERS')]);
    const snapshots = await admin.get('/services/admin/screening/snapshots?sourceId=leie');
    expect(snapshots.body.find((s: { id: number }) => s.id === imported.body.snapshotId).importedBy).toBe(user.username);
    const vendor = await buildVendor(t.app.db, { businessName: 'Wisteria Wellness Partners' });
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);

    const query = (extra: string) => admin.get(`/services/admin/screening/alerts?vendorId=${vendor.id}&${extra}`);
    const onLeie = await query('sourceId=leie');
    expect(onLeie.body.total).toBe(1);
    const band = onLeie.body.content[0].band as 'MATCH' | 'POSSIBLE';
    expect((await query(`sourceId=leie&band=${band}`)).body.total).toBe(1);
    expect((await query(`band=${band === 'MATCH' ? 'POSSIBLE' : 'MATCH'}`)).body.total).toBe(0);
    expect((await query('sourceId=sam')).body.total).toBe(0);
    expect((await query('minAgeDays=0')).body.total).toBe(1);
    expect((await query('minAgeDays=7')).body.total).toBe(0);

    const bad = await admin.get('/services/admin/screening/alerts?band=MAYBE&minAgeDays=-1');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fieldErrors)).toEqual(expect.arrayContaining(['band', 'minAgeDays']));
  });

  it('refuses every admin screening call to vendor and client users (403) and to anonymous callers (401)', async () => {
    for (const role of ['Vendor User', 'Client User'] as const) {
      const client = await signedIn(role);
      expect((await client.get('/services/admin/screening/sources')).status).toBe(403);
      expect((await client.get('/services/admin/screening/alerts')).status).toBe(403);
      expect((await client.put('/services/admin/screening/alerts/1', { status: 'CLEARED' })).status).toBe(403);
      expect((await client.post('/services/admin/screening/imports', { sourceId: 'leie', fileId: 1 })).status).toBe(403);
      const upload = await client.upload('/services/files', [{ filename: 'x.csv', content: 'a,b\n' }], {
        headers: { 'directory-name': 'listImport' },
      });
      expect(upload.status).toBe(403);
    }
    expect((await t.client().get('/services/admin/screening/runs')).status).toBe(401);
  });
});
