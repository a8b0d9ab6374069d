import { describe, expect, it } from 'vitest';
import { buildChecklistItem, buildClient, buildEnrollment, buildSubscription, buildUser, buildVendor } from '../../src/db/seed/factories';
import { useTestApp } from '../support/harness';

describe('customers of a vendor', () => {
  const t = useTestApp();

  async function vendorClient() {
    const vendor = await buildVendor(t.app.db, { businessName: 'Customer Test Vendor' });
    const user = await buildUser(t.app.db, { vendorId: vendor.id });
    const client = t.client();
    await client.login(user.username);
    return { vendor, client };
  }

  it('answers 401 without a session and 403 to a client user', async () => {
    expect((await t.client().get('/services/customers')).status).toBe(401);
    const clientUser = await buildUser(t.app.db, { role: 'Client User' });
    const http = t.client();
    await http.login(clientUser.username);
    expect((await http.get('/services/customers')).status).toBe(403);
  });

  it('lists customers with the compliance status of DOMAIN.md, compliant first', async () => {
    const { vendor, client } = await vendorClient();
    const compliant = await buildClient(t.app.db, { name: 'Alpha Hospital' });
    const pending = await buildClient(t.app.db, { name: 'Beta Clinic' });
    const missing = await buildClient(t.app.db, { name: 'Gamma Health' });
    const expired = await buildClient(t.app.db, { name: 'Delta Care' });
    const rejected = await buildClient(t.app.db, { name: 'Epsilon Medical' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: compliant.id, completeDate: '2025-01-15' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: pending.id, complete: false, signupCode: null });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: missing.id });
    await buildChecklistItem(t.app.db, { vendorId: vendor.id, clientId: missing.id, name: 'Disclosure', dueDate: '2020-01-01' });
    await buildChecklistItem(t.app.db, { vendorId: vendor.id, clientId: compliant.id, name: 'Not due yet', dueDate: '2999-01-01' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: expired.id });
    await buildSubscription(t.app.db, { vendorId: vendor.id, clientId: expired.id, type: 'VP_ENGAGE', status: 'EXPIRED' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: rejected.id });
    await buildSubscription(t.app.db, { vendorId: vendor.id, clientId: rejected.id, type: 'VP_ENGAGE', status: 'WAIVER_NOT_APPROVED' });

    const response = await client.get('/services/customers');
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(
      response.body.map((c: { customerName: string; complianceStatus: string }) => [c.customerName, c.complianceStatus]),
    );
    expect(byName).toEqual({
      'Alpha Hospital': 'Compliant',
      'Beta Clinic': 'Not Compliant - Not Enrolled',
      'Gamma Health': 'Not Compliant - Missing Forms',
      'Delta Care': 'Not Compliant - Expired',
      'Epsilon Medical': 'Not Compliant - Waiver Rejected',
    });
    expect(response.body[0]).toMatchObject({
      customerName: 'Alpha Hospital',
      customerId: compliant.id,
      enrollmentComplete: true,
      enrollmentCompleteDate: '2025-01-15',
    });
  });

  it('shows Excluded when the vendor company is confirmed on a list', async () => {
    const { vendor, client } = await vendorClient();
    const hospital = await buildClient(t.app.db, { name: 'Zeta Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id });
    const snapshot = await t.app.db
      .insertInto('list_snapshots')
      .values({ source_id: 'leie', status: 'ACTIVE', mode: 'FULL', file_name: 'x.csv', file_sha256: 'x', issues: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('screening_alerts')
      .values({
        vendor_id: vendor.id,
        subject_type: 'VENDOR',
        subject_id: vendor.id,
        source_id: 'leie',
        record_id: 'r1',
        snapshot_id: snapshot.id,
        score: 0.99,
        band: 'MATCH',
        matched_name: 'X',
        evidence: '[]',
        reasons: '[]',
        record: '{}',
        record_hash: 'h',
        subject_hash: 's',
        status: 'CONFIRMED',
      })
      .execute();
    expect((await client.get('/services/customers')).body[0].complianceStatus).toBe('Not Compliant - Excluded');
  });

  it('gives the detail of one customer, and 404 for a client the vendor is not enrolled with', async () => {
    const { vendor, client } = await vendorClient();
    const hospital = await buildClient(t.app.db, { name: 'Eta Hospital' });
    const stranger = await buildClient(t.app.db, { name: 'Stranger Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id, completeDate: '2024-06-01' });
    const detail = await client.get(`/services/customers/${hospital.id}/detail`);
    expect(detail.body).toMatchObject({
      customerName: 'Eta Hospital',
      enrollmentCompleteDate: '2024-06-01',
      vendorName: 'Customer Test Vendor',
      verificationCode: expect.any(String),
    });
    expect((await client.get(`/services/customers/${stranger.id}/detail`)).status).toBe(404);
  });

  it('names the vendor of a customer detail by its DBA name when it has no legal name', async () => {
    const { vendor, client } = await vendorClient();
    await t.app.db.updateTable('vendors').set({ business_name: null, dba_name: 'Bayside Rx' }).where('id', '=', vendor.id).execute();
    const hospital = await buildClient(t.app.db, { name: 'Kappa Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id });
    expect((await client.get(`/services/customers/${hospital.id}/detail`)).body.vendorName).toBe('Bayside Rx');
  });

  it("lets a client read its own vendor's detail by vendor id, and refuses other clients and other vendors with 403", async () => {
    const vendor = await buildVendor(t.app.db, { businessName: 'Scoped Vendor' });
    const hospital = await buildClient(t.app.db, { name: 'Theta Hospital' });
    const otherHospital = await buildClient(t.app.db, { name: 'Iota Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id });
    const own = await buildUser(t.app.db, { role: 'Client User', clientId: hospital.id });
    const other = await buildUser(t.app.db, { role: 'Client User', clientId: otherHospital.id });
    const ownClient = t.client();
    await ownClient.login(own.username);
    expect((await ownClient.get(`/services/customers/${hospital.id}/detail/${vendor.id}`)).body.vendorName).toBe('Scoped Vendor');
    const otherClient = t.client();
    await otherClient.login(other.username);
    const refused = await otherClient.get(`/services/customers/${hospital.id}/detail/${vendor.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('User does not have access to the required information');
    const { client: anotherVendor } = await vendorClient();
    expect((await anotherVendor.get(`/services/customers/${hospital.id}/detail/${vendor.id}`)).status).toBe(403);
  });

  it("lets a parent client read its sub-client's vendor, and refuses a sub-client its parent's vendor with 403", async () => {
    const vendor = await buildVendor(t.app.db, { businessName: 'Sub-client Vendor' });
    const parentVendor = await buildVendor(t.app.db, { businessName: 'Parent-only Vendor' });
    const parent = await buildClient(t.app.db, { name: 'Kappa Health System' });
    const facility = await buildClient(t.app.db, { name: 'Kappa North Facility', parentClientId: parent.id });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: facility.id });
    await buildEnrollment(t.app.db, { vendorId: parentVendor.id, clientId: parent.id });
    const parentUser = t.client();
    await parentUser.login((await buildUser(t.app.db, { role: 'Client User', clientId: parent.id })).username);
    expect((await parentUser.get(`/services/vendor-info/${vendor.id}`)).body.name).toBe('Sub-client Vendor');
    expect((await parentUser.get(`/services/customers/${facility.id}/detail/${vendor.id}`)).body.customerName).toBe('Kappa North Facility');
    const facilityUser = t.client();
    await facilityUser.login((await buildUser(t.app.db, { role: 'Client User', clientId: facility.id })).username);
    const refused = await facilityUser.get(`/services/vendor-info/${parentVendor.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('User does not have access to the required information');
    expect((await facilityUser.get(`/services/customers/${parent.id}/detail/${vendor.id}`)).status).toBe(403);
  });

  it('lets an admin read any vendor by id, and asks an admin without a selected vendor to select one (403)', async () => {
    const vendor = await buildVendor(t.app.db, { businessName: 'Admin Read Vendor' });
    const admin = t.client();
    await admin.login((await buildUser(t.app.db, { role: 'PT Admin User' })).username);
    expect((await admin.get(`/services/vendor-info/${vendor.id}`)).body.name).toBe('Admin Read Vendor');
    const unselected = await admin.get('/services/vendor-info');
    expect(unselected.status).toBe(403);
    expect(unselected.body.error.message).toBe('Select a vendor to act as before doing this.');
  });

  it('gives vendor info with monitoring infos, own or by id', async () => {
    const { vendor, client } = await vendorClient();
    await buildSubscription(t.app.db, { vendorId: vendor.id, startDate: '2026-01-05' });
    const own = await client.get('/services/vendor-info');
    expect(own.body).toMatchObject({ vendorId: vendor.id, name: 'Customer Test Vendor' });
    expect(own.body.monitoringInfos.map((m: { type: string }) => m.type)).toEqual([
      'COMPANY_MONITORING',
      'OWNER_MONITORING',
      'EMPLOYEE_MONITORING',
    ]);
    expect(own.body.monitoringInfos[2]).toMatchObject({ startDate: '2026-01-05', numberOfEntities: 0, numberOfMatch: 0 });
    expect((await client.get(`/services/vendor-info/${vendor.id}`)).status).toBe(200);
    const { vendor: other } = await vendorClient();
    expect((await client.get(`/services/vendor-info/${other.id}`)).status).toBe(403);
  });
});
