import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_FACILITY, FACILITY_REQUIRED, INVITE_EMAIL_REQUIRED, SIGNUP_ALREADY_COMPLETE } from '@app/shared/onboarding/onboarding';
import { buildClient } from '../../src/db/seed/factories';
import { eventually } from '../../src/testing/eventually';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import { useTestApp } from '../support/harness';
import { onboardingClient, workflowFor } from './onboarding-fixtures';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000);

describe('onboarding workflows: start, invite, list, stats, delete', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

  const newVendor = (clientId: number, facility: number | null, overrides: Record<string, unknown> = {}) => ({
    name: 'Northwind Linen',
    email: 'hello@northwind.test',
    phone: '555-010-2000',
    client: clientId,
    facility,
    category: 3,
    createdByClient: true,
    ...overrides,
  });

  it('starts onboarding: a vendor group with a code, the template items and the invite e-mail with the code and the sign-up link', async () => {
    const { client, facility, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    const started = await http.post('/services/onboarding/workflows', newVendor(client.id, facility.id));
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { covgId, signupCode } = started.body;
    expect(signupCode).toMatch(/^[A-Z2-9]{8}$/);

    const mail = await eventually(async () => smtp.mails.find((m) => m.to === 'hello@northwind.test'));
    expect(mail.text).toContain(`connect this SignupID: ${signupCode}`);
    expect(mail.text).toContain('/v2/#/vendor/create-account');
    expect(mail.text).toContain(`Test User at ${facility.name} asked us to invite Northwind Linen`);

    const items = (await http.get(`/services/onboarding/steps/${covgId}`)).body;
    expect(items.map((i: { programmaticName: string; status: string }) => [i.programmaticName, i.status])).toEqual([
      ['VENDOR_SIGNUP', 'ACTIVE'],
      ['VENDOR_REVIEW', 'BLOCKED'],
      ['MONITOR_STATUS', 'BLOCKED'],
      ['VENDOR_EXPORT', 'BLOCKED'],
    ]);
    expect(items[2]).toMatchObject({ itemType: 'MonitorStatusWorkflowItemBehavior', stepAction: 'Check Status', covgId });

    const summary = (await http.get(`/services/onboarding/vendor/${covgId}`)).body;
    expect(summary).toMatchObject({
      name: 'Northwind Linen',
      vendorNumbers: [],
      signupCode,
      vendorEmail: 'hello@northwind.test',
      creatorName: 'Test User',
      signupComplete: false,
      exportable: false,
      status: 'NOT_ENROLLED',
      facility: facility.name,
    });
    const covg = await t.app.db.selectFrom('covgs').selectAll().where('id', '=', covgId).executeTakeFirstOrThrow();
    expect(covg).toMatchObject({
      client_id: facility.id,
      category: 'Staffing',
      created_by_onboarding: true,
      contact_phone: '555-010-2000',
    });

    const list = (await http.get('/services/onboarding/workflows')).body;
    expect(list.total).toBe(1);
    expect(list.content[0]).toMatchObject({
      covgId,
      preferredName: 'Northwind Linen',
      openItem: 'Vendor Signup',
      openItemProgrammaticName: 'VENDOR_SIGNUP',
      status: 'NOT_ENROLLED',
      createdBy: 'Test User',
      age: 0,
      facility: facility.name,
      assignee: [],
    });
  });

  it('refuses the new vendor payload with the field messages of spec 002 §5', async () => {
    const { client, facility, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    const invalid = await http.post(
      '/services/onboarding/workflows',
      newVendor(client.id, facility.id, { name: ' ', email: 'nope', phone: '12' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fieldErrors).toMatchObject({
      name: 'Vendor Name is required',
      email: 'Invalid email',
      phone: 'Must be a 10 digit number',
    });
    const noFacility = await http.post('/services/onboarding/workflows', newVendor(client.id, null));
    expect(noFacility.status).toBe(400);
    expect(noFacility.body.error.fieldErrors).toEqual({ facility: FACILITY_REQUIRED });

    const other = await buildClient(t.app.db, { name: 'Elsewhere Clinic' });
    const foreignFacility = await http.post('/services/onboarding/workflows', newVendor(client.id, other.id));
    expect(foreignFacility.body.error.fieldErrors).toEqual({ facility: CHOOSE_FACILITY });
    const badCategory = await http.post('/services/onboarding/workflows', newVendor(client.id, facility.id, { category: 99 }));
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error.fieldErrors.category).toBe('Choose a vendor category from the list');
  });

  it('lets a client without facilities leave the facility out; the vendor group is the client’s own', async () => {
    const client = await buildClient(t.app.db, { name: 'Single Site Clinic', products: ['VendorProofEngage', 'Onboarding'] });
    const { http } = await signedInClient(t.app, { clientId: client.id, permissions: ['Onboarding'] });
    const started = await http.post('/services/onboarding/workflows', newVendor(client.id, null, { phone: null }));
    expect(started.status).toBe(201);
    const covg = await t.app.db.selectFrom('covgs').select('client_id').where('id', '=', started.body.covgId).executeTakeFirstOrThrow();
    expect(covg.client_id).toBe(client.id);
  });

  it('answers 401 anonymous, 403 to vendors, to client users without Onboarding and to clients without the product, 403 for another client id', async () => {
    const { client, facility, signIn } = await onboardingClient(t.app);
    expect((await t.client().get('/services/onboarding/workflows')).status).toBe(401);
    expect((await t.client().get('/services/onboarding/stats')).status).toBe(401);
    const vendor = await signedInVendor(t.app);
    expect((await vendor.http.get('/services/onboarding/stats')).status).toBe(403);
    const withoutPermission = await signIn([]);
    expect((await withoutPermission.http.get('/services/onboarding/workflows')).status).toBe(403);
    expect((await withoutPermission.http.post('/services/onboarding/workflows', newVendor(client.id, facility.id))).status).toBe(403);
    const noProduct = await signedInClient(t.app, { products: ['VendorProofEngage'], permissions: ['Onboarding'] });
    expect((await noProduct.http.get('/services/onboarding/stats')).status).toBe(403);

    const other = await onboardingClient(t.app, 'Rival Hospital');
    const { http } = await signIn();
    const foreign = await http.post('/services/onboarding/workflows', newVendor(other.client.id, other.facility.id));
    expect(foreign.status).toBe(403);
    expect(await t.app.db.selectFrom('covgs').select('id').where('client_id', '=', other.facility.id).execute()).toEqual([]);
  });

  it('resends the invite while signup is incomplete, checks the address, and refuses once the vendor signed up', async () => {
    const { client, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    const waiting = await workflowFor(t.app, { clientId: client.id, name: 'Waiting Vendor' });
    const short = await http.post(`/services/onboarding/vendor/${waiting.covg.id}/email-invitation`, { emailAddress: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.error.fieldErrors.emailAddress).toBe(INVITE_EMAIL_REQUIRED);
    const invalid = await http.post(`/services/onboarding/vendor/${waiting.covg.id}/email-invitation`, { emailAddress: 'not-an-address' });
    expect(invalid.body.error.fieldErrors.emailAddress).toBe('Invalid email');

    const sent = await http.post(`/services/onboarding/vendor/${waiting.covg.id}/email-invitation`, {
      emailAddress: 'new-contact@waiting.test',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toBe(true);
    const mail = await eventually(async () => smtp.mails.find((m) => m.to === 'new-contact@waiting.test'));
    expect(mail.text).toContain(`connect this SignupID: ${waiting.code}`);

    const signedUp = await workflowFor(t.app, { clientId: client.id, name: 'Signed Up Vendor', signedUp: true });
    const refused = await http.post(`/services/onboarding/vendor/${signedUp.covg.id}/email-invitation`, { emailAddress: 'x@signed.test' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(SIGNUP_ALREADY_COMPLETE);
  });

  it("answers 404 for another client's workflow on every per-vendor call, and for a vendor group without a workflow", async () => {
    const { signIn, client } = await onboardingClient(t.app);
    const other = await onboardingClient(t.app, 'Far Away Hospital');
    const foreign = await workflowFor(t.app, { clientId: other.client.id, name: 'Their Vendor' });
    const { http } = await signIn();
    const id = foreign.covg.id;
    expect((await http.get(`/services/onboarding/vendor/${id}`)).status).toBe(404);
    expect((await http.get(`/services/onboarding/steps/${id}`)).status).toBe(404);
    expect((await http.get(`/services/onboarding/monitor-status/${id}`)).status).toBe(404);
    expect((await http.get(`/services/onboarding/step/${foreign.item('VENDOR_REVIEW').id}`)).status).toBe(404);
    expect((await http.post(`/services/onboarding/vendor/${id}/export`)).status).toBe(404);
    expect((await http.post(`/services/onboarding/vendor/${id}/email-invitation`, { emailAddress: 'a@b.test' })).status).toBe(404);
    expect((await http.delete(`/services/onboarding/steps/${id}`)).status).toBe(404);
    expect((await http.get(`/services/clients/${other.client.id}/vendor-categories`)).status).toBe(404);
    expect(JSON.stringify((await http.get('/services/onboarding/workflows')).body)).not.toContain('Their Vendor');

    const { covg } = await workflowFor(t.app, { clientId: client.id, name: 'Plain Group' });
    await t.app.db.deleteFrom('onboarding_workflows').where('covg_id', '=', covg.id).execute();
    expect((await http.get(`/services/onboarding/vendor/${covg.id}`)).status).toBe(404);
  });

  it('filters, sorts and pages the list (zero-based; sizes 10, 25, 50 only)', async () => {
    const { client, facility, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    for (let i = 0; i < 12; i++) {
      await workflowFor(t.app, {
        clientId: client.id,
        facilityId: i % 2 ? facility.id : undefined,
        name: `Vendor ${String(i).padStart(2, '0')}`,
        createdAt: daysAgo(i),
        createdByName: i < 3 ? 'Morgan Maker' : 'Test User',
        signedUp: i >= 10,
      });
    }
    const first = (await http.get('/services/onboarding/workflows')).body;
    expect(first.total).toBe(12);
    expect(first.content).toHaveLength(10);
    expect(first.content[0].preferredName).toBe('Vendor 00');
    const second = (await http.get('/services/onboarding/workflows?page=1')).body;
    expect(second.content.map((r: { preferredName: string }) => r.preferredName)).toEqual(['Vendor 10', 'Vendor 11']);
    expect(second.content[1]).toMatchObject({ age: 11, status: 'PENDING_REVIEW', openItem: 'Vendor Review' });

    const names = async (query: string) =>
      (await http.get(`/services/onboarding/workflows?size=25&${query}`)).body.content.map(
        (r: { preferredName: string }) => r.preferredName,
      );
    expect(await names('sortBy=preferredName&sortDesc=false')).toHaveLength(12);
    expect((await names('sortBy=age&sortDesc=true'))[0]).toBe('Vendor 11');
    expect(await names('businessName=%20vendor%2001')).toEqual(['Vendor 01']);
    expect(await names('createdBy=morgan&sortBy=preferredName&sortDesc=false')).toEqual(['Vendor 00', 'Vendor 01', 'Vendor 02']);
    expect(await names('status=PENDING_REVIEW&sortBy=preferredName&sortDesc=false')).toEqual(['Vendor 10', 'Vendor 11']);
    expect(await names('openItemProgrammaticName=VENDOR_REVIEW')).toHaveLength(2);
    expect(await names(`facilityId=${facility.id}`)).toHaveLength(6);
    expect(await names('email=vendor.05')).toEqual(['Vendor 05']);

    const badSize = await http.get('/services/onboarding/workflows?size=20');
    expect(badSize.status).toBe(400);
    expect(badSize.body.error.fieldErrors.size).toBe('Page size must be 10, 25 or 50');
    expect((await http.get('/services/onboarding/workflows?status=DONE')).status).toBe(400);
    expect((await http.get('/services/onboarding/workflows?page=-1')).status).toBe(400);
  });

  it('counts open workflows by stage and age bucket, with the average days to complete and the ring totals', async () => {
    const { client, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    await workflowFor(t.app, { clientId: client.id, name: 'Fresh', createdAt: daysAgo(1) });
    await workflowFor(t.app, { clientId: client.id, name: 'Week', createdAt: daysAgo(7) });
    await workflowFor(t.app, { clientId: client.id, name: 'Old', createdAt: daysAgo(30), signedUp: true });
    const done = await workflowFor(t.app, { clientId: client.id, name: 'Done', createdAt: daysAgo(20), signedUp: true });
    await t.app.db
      .updateTable('onboarding_workflow_items')
      .set({ status: 'COMPLETE' })
      .where('workflow_id', '=', done.workflow.id)
      .execute();
    await t.app.db
      .updateTable('onboarding_workflows')
      .set({ completed_at: new Date(done.workflow.created_at.getTime() + 4 * 86_400_000) })
      .where('id', '=', done.workflow.id)
      .execute();

    const stats = (await http.get('/services/onboarding/stats')).body;
    expect(stats).toMatchObject({ totalOnboarding: 4, enrolled: 2, complete: 1, averageDaysToCompleteOnboarding: 4 });
    expect(stats.agingStats).toHaveLength(16);
    const count = (stage: string, bucket: number) =>
      stats.agingStats.find((s: { stage: string; ageBucket: number }) => s.stage === stage && s.ageBucket === bucket).count;
    expect(count('NOT_ENROLLED', 0)).toBe(1);
    expect(count('NOT_ENROLLED', 2)).toBe(1);
    expect(count('PENDING_REVIEW', 3)).toBe(1);
    expect(stats.agingStats.reduce((sum: number, s: { count: number }) => sum + s.count, 0)).toBe(3);

    const empty = await onboardingClient(t.app, 'Quiet Hospital');
    const none = (await (await empty.signIn()).http.get('/services/onboarding/stats')).body;
    expect(none).toMatchObject({ totalOnboarding: 0, enrolled: 0, complete: 0, averageDaysToCompleteOnboarding: null });
  });

  it('deletes the onboarding information; a group the vendor never joined is trashed with it', async () => {
    const { client, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    const waiting = await workflowFor(t.app, { clientId: client.id, name: 'Never Joined' });
    const joined = await workflowFor(t.app, { clientId: client.id, name: 'Joined Vendor', signedUp: true });
    const deleted = await http.delete(`/services/onboarding/steps/${waiting.covg.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ name: 'Never Joined' });
    expect((await http.get(`/services/onboarding/vendor/${waiting.covg.id}`)).status).toBe(404);
    const trashed = await t.app.db.selectFrom('covgs').select('trashed').where('id', '=', waiting.covg.id).executeTakeFirstOrThrow();
    expect(trashed.trashed).toBe(true);

    expect((await http.delete(`/services/onboarding/steps/${joined.covg.id}`)).status).toBe(200);
    const kept = await t.app.db.selectFrom('covgs').select('trashed').where('id', '=', joined.covg.id).executeTakeFirstOrThrow();
    expect(kept.trashed).toBe(false);
    expect((await http.get('/services/onboarding/workflows')).body.total).toBe(0);
  });

  it("gives the template, the open-item options, the client's sub-clients, vendor categories and assignable users", async () => {
    const { client, facility, signIn } = await onboardingClient(t.app);
    const { http, user } = await signIn();
    const steps = (await http.get('/services/onboarding/template-workflow/steps')).body;
    expect(steps.map((s: { name: string }) => s.name)).toEqual([
      'Vendor Signup',
      'Vendor Review',
      'Monitor Status',
      'Export to Vendor Master',
    ]);
    const options = (await http.get('/services/onboarding/open-item-options')).body;
    expect(options[1]).toEqual({ programmaticName: 'VENDOR_REVIEW', name: 'Vendor Review' });
    expect((await http.get('/services/clients/selected/subclients')).body).toEqual([{ id: facility.id, name: facility.name }]);
    const categories = (await http.get(`/services/clients/${facility.id}/vendor-categories`)).body;
    expect(categories[2]).toEqual({ id: 3, name: 'Staffing' });
    const assignees = (await http.get('/services/onboarding/assignee-options')).body;
    expect(assignees).toEqual([{ id: user.id, name: 'Test User' }]);
    expect((await http.get(`/services/clients/${client.id}/vendor-categories`)).status).toBe(200);
  });

  it('lets an admin acting as the client start onboarding', async () => {
    const { client, facility } = await onboardingClient(t.app);
    const { http } = await signedInAdmin(t.app);
    await http.put('/services/current-client', { clientId: client.id });
    const started = await http.post(
      '/services/onboarding/workflows',
      newVendor(client.id, facility.id, { email: 'admin-made@vendor.test' }),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
  });
});
