import { describe, expect, it } from 'vitest';
import { buildUser } from '../../src/db/seed/factories';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { hospitalWithVendors } from './client-fixtures';

type Row = {
  covgId: number;
  preferredName: string;
  complianceStatus: string;
  vendorNumbers: string[];
  maskedTins: string[];
  openAlerts: number;
  enrollment: string;
  facilities: Array<{ name: string }>;
};

describe('client vendor list and vendor page', () => {
  const t = useTestApp();
  let world: Awaited<ReturnType<typeof hospitalWithVendors>>;
  const setup = async () => (world ??= await hospitalWithVendors(t.app));
  const names = (rows: Row[]) => rows.map((r) => r.preferredName);

  it('answers 401 without a session and 403 to a vendor user on every client call', async () => {
    await setup();
    const { http: vendor } = await signedInVendor(t.app);
    for (const path of [
      '/services/client/vendors',
      `/services/client/vendors/${world.compliant.covg.id}`,
      '/services/client/dashboard/all',
      '/services/client/facilities',
    ]) {
      expect((await t.client().get(path)).status).toBe(401);
      expect((await vendor.get(path)).status).toBe(403);
    }
    expect(
      (await vendor.post(`/services/client/vendors/${world.compliant.covg.id}/revision-requests`, { type: 'AccountInfo', note: 'x' }))
        .status,
    ).toBe(403);
  });

  it("lists the client's vendor groups (its own and its facilities') with their compliance status, never another client's", async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const response = await http.get('/services/client/vendors?size=100');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(7);
    const byName = Object.fromEntries((response.body.content as Row[]).map((r) => [r.preferredName, r.complianceStatus]));
    expect(byName).toEqual({
      'Alpha Compliant Co': 'Compliant',
      'Bravo Missing Forms Co': 'Not Compliant - Missing Forms',
      'Charlie Expired Co': 'Not Compliant - Expired',
      'Delta Owner Excluded Co': 'Not Compliant - Owner Excluded',
      'Echo Open Alert Co': 'Compliant',
      'Foxtrot Enrolling Co': 'Not Compliant - Not Enrolled',
      'Golf Not Enrolled Co': 'Not Compliant - Not Enrolled',
    });
    const alpha = (response.body.content as Row[]).find((r) => r.preferredName === 'Alpha Compliant Co')!;
    expect(alpha).toMatchObject({ vendorNumbers: ['AP-1001'], maskedTins: ['**-***6789'], enrollment: 'COMPLETE' });
    expect(JSON.stringify(response.body)).not.toContain('123456789');
    const echo = (response.body.content as Row[]).find((r) => r.preferredName === 'Echo Open Alert Co')!;
    expect(echo.openAlerts).toBe(1);
    expect((response.body.content as Row[]).find((r) => r.preferredName === 'Golf Not Enrolled Co')!.enrollment).toBe('NOT_STARTED');
  });

  it('filters by compliance status (spec filter values), facility and search by name, vendor number or whole TIN', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    expect(names((await http.get('/services/client/vendors?complianceStatus=OWNER_EXCLUDED')).body.content)).toEqual([
      'Delta Owner Excluded Co',
    ]);
    expect(names((await http.get('/services/client/vendors?complianceStatus=SUBSCRIPTION_EXPIRED')).body.content)).toEqual([
      'Charlie Expired Co',
    ]);
    expect(names((await http.get(`/services/client/vendors?facilityId=${world.facility.id}`)).body.content)).toEqual([
      'Bravo Missing Forms Co',
      'Golf Not Enrolled Co',
    ]);
    expect(names((await http.get('/services/client/vendors?search=ap-1001')).body.content)).toEqual(['Alpha Compliant Co']);
    expect(names((await http.get('/services/client/vendors?search=123-45-6789')).body.content)).toEqual(['Alpha Compliant Co']);
    expect(names((await http.get('/services/client/vendors?search=echo')).body.content)).toEqual(['Echo Open Alert Co']);
    expect(names((await http.get('/services/client/vendors?search=100%25')).body.content)).toEqual([]);
    // A facility of another client filters to nothing rather than showing its vendors.
    const foreignFacility = await http.get(`/services/client/vendors?facilityId=${world.other.id}`);
    expect(foreignFacility.body).toEqual({ content: [], total: 0 });
  });

  it('sorts and pages on the server with the total of the filtered set', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const worstFirst = await http.get('/services/client/vendors?sortBy=complianceStatus&size=2');
    expect(worstFirst.body.total).toBe(7);
    expect(worstFirst.body.content.map((r: Row) => r.complianceStatus)).toEqual([
      'Not Compliant - Not Enrolled',
      'Not Compliant - Not Enrolled',
    ]);
    const last = await http.get('/services/client/vendors?sortBy=preferredName&sortDesc=true&page=3&size=2');
    expect(names(last.body.content)).toEqual(['Alpha Compliant Co']);
    const past = await http.get('/services/client/vendors?page=9&size=2');
    expect(past.body).toEqual({ content: [], total: 7 });
  });

  it('refuses bad paging, sorting and filters with field errors', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const bad = await http.get('/services/client/vendors?size=1000&sortBy=password&complianceStatus=Compliant');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fieldErrors)).toEqual(expect.arrayContaining(['size', 'sortBy', 'complianceStatus']));
    expect((await http.get('/services/client/vendors/abc')).status).toBe(400);
  });

  it('lets an admin acting as the client see that client, and refuses an admin who picked none', async () => {
    await setup();
    const { http: admin } = await signedInAdmin(t.app);
    expect((await admin.get('/services/client/vendors')).status).toBe(403);
    expect((await admin.put('/services/current-client', { clientId: world.client.id })).status).toBe(200);
    const response = await admin.get('/services/client/vendors?size=100');
    expect(response.body.total).toBe(7);
    expect((await admin.get(`/services/client/vendors/${world.foreign.covg.id}`)).status).toBe(404);
  });

  it('opens the vendor page with records, owners and their screening, alerts with evidence and history, and no employee data', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const response = await http.get(`/services/client/vendors/${world.ownerExcluded.covg.id}`);
    expect(response.status).toBe(200);
    const page = response.body;
    expect(page.complianceStatus).toBe('Not Compliant - Owner Excluded');
    expect(page.owners).toEqual([expect.objectContaining({ name: 'Helga Quartermaine', screeningStatus: 'EXCLUDED' })]);
    expect(page.company).toMatchObject({ businessName: 'Delta Owner Excluded Co', screeningStatus: 'COMPLIANT' });
    const [alert] = page.alerts;
    expect(alert).toMatchObject({
      subjectType: 'OWNER',
      subjectName: 'Helga Quartermaine',
      status: 'CONFIRMED',
      listName: expect.stringContaining('LEIE'),
    });
    expect(alert.reasons.length).toBeGreaterThan(0);
    expect(alert.history[0]).toMatchObject({ toStatus: 'CONFIRMED', note: 'Same person: DOB and address agree' });
    expect(page.employeeMonitoring).toEqual({ subscribed: false, monitoredCount: 0, openAlerts: 0 });
    expect(page.complianceReportUrl).toBe(`/services/reports/compliance/pdf?vendorId=${world.ownerExcluded.vendor.id}`);
    expect(page.records[0]).toMatchObject({ facility: 'Test Hospital', maskedTin: expect.stringMatching(/^\*\*-\*\*\*\d{4}$/) });
  });

  it("shows a not-yet-enrolled group's records and nothing of a vendor", async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const page = (await http.get(`/services/client/vendors/${world.notEnrolled.id}`)).body;
    expect(page).toMatchObject({ complianceStatus: 'Not Compliant - Not Enrolled', company: null, enrollment: { state: 'NOT_STARTED' } });
    expect(page.records[0].facility).toBe('Test Hospital East Campus');
  });

  it("answers 404 for another client's vendor group and for an unknown id, even to a user of a sub-client", async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    expect((await http.get(`/services/client/vendors/${world.foreign.covg.id}`)).status).toBe(404);
    expect((await http.get('/services/client/vendors/999999999')).status).toBe(404);
    const facilityUser = await buildUser(t.app.db, { role: 'Client User', clientId: world.facility.id });
    const facilityHttp = t.client();
    await facilityHttp.login(facilityUser.username);
    // A facility's user reads the facility's groups only: the parent's are not its own.
    expect((await facilityHttp.get(`/services/client/vendors/${world.compliant.covg.id}`)).status).toBe(404);
  });

  it('lists the client and its facilities for the facility filter', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    expect((await http.get('/services/client/facilities')).body.map((f: { name: string }) => f.name)).toEqual([
      'Test Hospital',
      'Test Hospital East Campus',
    ]);
  });
});
