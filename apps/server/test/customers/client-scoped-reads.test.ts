import { beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildEnrollment, buildVendor } from '../../src/db/seed/factories';
import { pdfToText } from '../../src/testing/pdf-tools';
import { signedInAdmin, signedInClient } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

/** Every read a client can make about a vendor shows only that client's relationship (issue 14). */
describe("client reads of a vendor's data", () => {
  const t = useTestApp();
  let vendorId: number;
  let ownClientId: number;
  let subClientId: number;
  let otherClientId: number;

  beforeAll(async () => {
    const db = t.app.db;
    vendorId = (await buildVendor(db, { businessName: 'Shared Vendor Inc' })).id;
    ownClientId = (await buildClient(db, { name: 'Own Hospital' })).id;
    subClientId = (await buildClient(db, { name: 'Own Hospital East Clinic', parentClientId: ownClientId })).id;
    otherClientId = (await buildClient(db, { name: 'Rival Hospital' })).id;
    await buildEnrollment(db, { vendorId, clientId: otherClientId, completeDate: '2024-01-15' });
    await buildEnrollment(db, { vendorId, clientId: ownClientId, completeDate: '2025-06-01' });
    await buildEnrollment(db, { vendorId, clientId: subClientId, completeDate: '2025-07-01' });
  });

  const ownClient = () => signedInClient(t.app, { clientId: ownClientId });
  const customerNames = (report: { customers: { customerName: string }[] }) => report.customers.map((c) => c.customerName).sort();

  it("shows a client only its own and its sub-clients' relationship in the compliance report and its PDF", async () => {
    const { http } = await ownClient();
    const report = (await http.get(`/services/reports/compliance?vendorId=${vendorId}`)).body;
    expect(customerNames(report)).toEqual(['Own Hospital', 'Own Hospital East Clinic']);
    const pdf = await http.download(`/services/reports/compliance/pdf?vendorId=${vendorId}`);
    expect(pdf.status).toBe(200);
    const text = pdfToText(pdf.bytes);
    expect(text).toContain('Own Hospital');
    expect(text).not.toContain('Rival Hospital');
  });

  it('lets the vendor itself and an admin acting as a vendor user see every customer', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const report = (await admin.get(`/services/reports/compliance?vendorId=${vendorId}`)).body;
    expect(customerNames(report)).toEqual(['Own Hospital', 'Own Hospital East Clinic', 'Rival Hospital']);
  });

  it("shows an admin acting as a client only that client's relationship, and refuses vendors it does not have", async () => {
    const { http } = await signedInAdmin(t.app);
    await http.put('/services/account/users/current/assumed-role', { assumedRole: 'client-user' });
    await http.put('/services/current-client', { clientId: otherClientId });
    expect(customerNames((await http.get(`/services/reports/compliance?vendorId=${vendorId}`)).body)).toEqual(['Rival Hospital']);
    expect((await http.get(`/services/customers/${ownClientId}/detail/${vendorId}`)).status).toBe(403);
    const stranger = await buildVendor(t.app.db);
    expect((await http.get(`/services/reports/compliance?vendorId=${stranger.id}`)).status).toBe(403);
  });

  it("refuses a client another client's customer detail and certificate of the same vendor (403)", async () => {
    const { http } = await ownClient();
    expect((await http.get(`/services/customers/${ownClientId}/detail/${vendorId}`)).status).toBe(200);
    expect((await http.get(`/services/customers/${subClientId}/detail/${vendorId}`)).status).toBe(200);
    expect((await http.get(`/services/customers/${otherClientId}/detail/${vendorId}`)).status).toBe(403);
    expect((await http.get(`/services/customers/${otherClientId}/certificate/${vendorId}`)).status).toBe(403);
    expect((await http.download(`/services/customers/${ownClientId}/certificate/${vendorId}`)).status).toBe(200);
  });

  it("gives a client the vendor's enrolment date with that client, not the vendor's first with anyone", async () => {
    const { http } = await ownClient();
    expect((await http.get(`/services/vendor-info/${vendorId}`)).body.enrollmentDate).toBe('2025-06-01');
    const { http: admin } = await signedInAdmin(t.app);
    expect((await admin.get(`/services/vendor-info/${vendorId}`)).body.enrollmentDate).toBe('2024-01-15');
  });

  it('refuses a client every read about a vendor not enrolled with it (403)', async () => {
    const { http } = await signedInClient(t.app, { clientName: 'Unrelated Hospital' });
    expect((await http.get(`/services/reports/compliance?vendorId=${vendorId}`)).status).toBe(403);
    expect((await http.get(`/services/vendor-info/${vendorId}`)).status).toBe(403);
    expect((await http.get(`/services/customers/${ownClientId}/detail/${vendorId}`)).status).toBe(403);
  });
});
