import { describe, expect, it } from 'vitest';
import { buildAlert, buildEmployee } from '../../src/db/seed/factories';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { hospitalWithVendors } from './client-fixtures';

describe("the client's own review of an alert (issue 30)", () => {
  const t = useTestApp();
  let world: Awaited<ReturnType<typeof hospitalWithVendors>>;
  const setup = async () => (world ??= await hospitalWithVendors(t.app));
  const path = (covgId: number, alertId: number) => `/services/client/vendors/${covgId}/alerts/${alertId}/reviews`;

  it('keeps the progress and notes of the client apart from the platform decision, newest first, audited', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const covgId = world.openAlert.covg.id;
    const first = await http.post(path(covgId, world.open.id), { progress: 'IN_PROGRESS', note: 'Asked Echo for the owner’s licence.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ progress: 'IN_PROGRESS', note: 'Asked Echo for the owner’s licence.', by: 'Test User' });
    expect((await http.post(path(covgId, world.open.id), { progress: 'RESOLVED' })).status).toBe(201);

    const page = (await http.get(`/services/client/vendors/${covgId}`)).body;
    const alert = page.alerts.find((a: { id: number }) => a.id === world.open.id);
    expect(alert.status).toBe('OPEN');
    expect(alert.clientReview.map((r: { progress: string }) => r.progress)).toEqual(['RESOLVED', 'IN_PROGRESS']);
    expect(page.openAlerts).toBe(1);
    const platform = await t.app.db
      .selectFrom('screening_alerts')
      .select('status')
      .where('id', '=', world.open.id)
      .executeTakeFirstOrThrow();
    expect(platform.status).toBe('OPEN');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'client.alert-reviewed')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('shows employees’ alerts grouped by subject and refuses an unknown progress with 400', async () => {
    await setup();
    const employee = await buildEmployee(t.app.runtime.deps, {
      vendorId: world.compliant.vendor.id,
      firstName: 'Janice',
      lastName: 'Allen',
    });
    const alert = await buildAlert(t.app.db, { vendorId: world.compliant.vendor.id, subjectType: 'EMPLOYEE', subjectId: employee.id });
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const page = (await http.get(`/services/client/vendors/${world.compliant.covg.id}`)).body;
    expect(page.alerts).toEqual([
      expect.objectContaining({ id: alert.id, subjectType: 'EMPLOYEE', subjectName: 'Janice Allen', clientReview: [] }),
    ]);
    const bad = await http.post(path(world.compliant.covg.id, alert.id), { progress: 'DONE' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toHaveProperty('progress');
  });

  it('answers 401 without a session, 403 to vendors and without the CSRF header, 404 across tenants and vendors', async () => {
    await setup();
    const own = path(world.openAlert.covg.id, world.open.id);
    expect((await t.client().post(own, { progress: 'RESOLVED' })).status).toBe(401);
    const { http: vendor } = await signedInVendor(t.app);
    expect((await vendor.post(own, { progress: 'RESOLVED' })).status).toBe(403);
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    expect((await http.post(own, { progress: 'RESOLVED' }, { csrf: false })).status).toBe(403);
    // Another client's group, and an alert of another vendor through the client's own group.
    expect((await http.post(path(world.foreign.covg.id, world.open.id), { progress: 'RESOLVED' })).status).toBe(404);
    expect((await http.post(path(world.compliant.covg.id, world.open.id), { progress: 'RESOLVED' })).status).toBe(404);
    const { http: rival } = await signedInClient(t.app, { clientId: world.other.id });
    expect((await rival.post(own, { progress: 'RESOLVED' })).status).toBe(404);
    // Admins act as the client they selected.
    const { http: admin } = await signedInAdmin(t.app);
    await admin.put('/services/current-client', { clientId: world.client.id });
    expect((await admin.post(own, { progress: 'NEEDS_REVIEW' })).status).toBe(201);
    const reviews = await t.app.db.selectFrom('client_alert_reviews').select('client_id').where('alert_id', '=', world.open.id).execute();
    expect(reviews.every((r) => r.client_id === world.client.id)).toBe(true);
  });
});
