import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGNUP_ID_MAINTENANCE_MESSAGE, SIGNUP_ID_UNKNOWN_MESSAGE, SIGNUP_ID_USED_MESSAGE } from '@app/shared/customers/signup-id';
import { buildClient, buildCovgWithCode, buildEnrollment, buildUser, buildVendor } from '../../src/db/seed/factories';
import { pdfPageSize, pdfToText, renderPdfPages } from '../../src/testing/pdf-tools';
import { useTestApp } from '../support/harness';

describe('SignupID, notifications and the certificate', () => {
  const t = useTestApp();

  async function vendorClient(name = 'Signup Vendor') {
    const vendor = await buildVendor(t.app.db, { businessName: name });
    await t.app.db
      .updateTable('vendors')
      .set({ office_addr_line1: '500 Harbor Way', office_city: 'Tampa', office_state: 'FL', office_zip: '33601' })
      .where('id', '=', vendor.id)
      .execute();
    const user = await buildUser(t.app.db, { vendorId: vendor.id });
    const client = t.client();
    await client.login(user.username);
    return { vendor, client };
  }

  it('looks up the client name of a SignupID, case-insensitively', async () => {
    const hospital = await buildClient(t.app.db, { name: 'Lookup Hospital' });
    const { code } = await buildCovgWithCode(t.app.db, { clientId: hospital.id });
    const { client } = await vendorClient();
    expect((await client.get(`/services/signup-code/${code.toLowerCase()}/validate`)).body).toEqual({ clientName: 'Lookup Hospital' });
  });

  it('connects a valid SignupID: an unfinished enrolment appears among the customers', async () => {
    const hospital = await buildClient(t.app.db, { name: 'Connect Hospital' });
    const { code } = await buildCovgWithCode(t.app.db, { clientId: hospital.id });
    const { client } = await vendorClient();
    const response = await client.post(`/services/signup-code/${code}/validate`);
    expect(response.body).toEqual({ status: 'valid', message: '' });
    const customers = (await client.get('/services/customers')).body;
    expect(customers).toEqual([
      expect.objectContaining({
        customerName: 'Connect Hospital',
        enrollmentComplete: false,
        signupCode: code,
        complianceStatus: 'Not Compliant - Not Enrolled',
      }),
    ]);
    expect((await client.post(`/services/signup-code/${code}/validate`)).body.status).toBe('valid');
    expect((await client.get('/services/customers')).body).toHaveLength(1);
  });

  it('answers used-signup-code with a message for a used code, 404 for an unknown one', async () => {
    const hospital = await buildClient(t.app.db, { name: 'Used Hospital' });
    const { code } = await buildCovgWithCode(t.app.db, { clientId: hospital.id, used: true });
    const { client } = await vendorClient();
    expect((await client.post(`/services/signup-code/${code}/validate`)).body).toEqual({
      status: 'used-signup-code',
      message: SIGNUP_ID_USED_MESSAGE,
    });
    const unknown = await client.post('/services/signup-code/NOPE0000/validate');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(SIGNUP_ID_UNKNOWN_MESSAGE);
    expect((await client.get('/services/signup-code/NOPE0000/validate')).status).toBe(404);
  });

  it('refuses to connect during MAINTENANCE_MODE with the spec text', async () => {
    const hospital = await buildClient(t.app.db, { name: 'Maintenance Hospital' });
    const { code } = await buildCovgWithCode(t.app.db, { clientId: hospital.id });
    const { client } = await vendorClient();
    await t.app.db.updateTable('feature_flags').set({ enabled: true }).where('name', '=', 'MAINTENANCE_MODE').execute();
    try {
      const response = await client.post(`/services/signup-code/${code}/validate`);
      expect(response.status).toBe(503);
      expect(response.body.error.message).toBe(SIGNUP_ID_MAINTENANCE_MESSAGE);
    } finally {
      await t.app.db.updateTable('feature_flags').set({ enabled: false }).where('name', '=', 'MAINTENANCE_MODE').execute();
    }
  });

  it('refuses SignupID calls without a session (401) or the CSRF header (403)', async () => {
    expect((await t.client().post('/services/signup-code/ABCDEFGH/validate')).status).toBe(401);
    const { client } = await vendorClient();
    expect((await client.post('/services/signup-code/ABCDEFGH/validate', undefined, { csrf: false })).status).toBe(403);
  });

  it("lists the vendor's notifications and marks one seen and DISMISSED; another vendor's is 404", async () => {
    const { vendor, client } = await vendorClient();
    const note = await t.app.db
      .insertInto('user_notifications')
      .values({
        vendor_id: vendor.id,
        notification_text: 'Your payment was not approved.',
        notification_type: 'ERROR',
        kind: 'PAYMENT_NOT_APPROVED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await client.get('/services/usernotifications');
    expect(list.body).toEqual([expect.objectContaining({ id: note.id, kind: 'PAYMENT_NOT_APPROVED', seen: false, dismissStatus: null })]);
    const updated = await client.put(`/services/usernotifications/${note.id}`, { seen: true, dismissStatus: 'DISMISSED' });
    expect(updated.body).toMatchObject({ seen: true, dismissStatus: 'DISMISSED' });
    const { client: other } = await vendorClient('Other Vendor');
    expect((await other.put(`/services/usernotifications/${note.id}`, { seen: true, dismissStatus: 'DISMISSED' })).status).toBe(404);
    expect((await other.get('/services/usernotifications')).body).toEqual([]);
  });

  it('renders the certificate as one landscape US letter page named Proof of Enrollment, dated MM/DD/YYYY, and the code verifies publicly', async () => {
    const { vendor, client } = await vendorClient('Certified Supplies LLC');
    const hospital = await buildClient(t.app.db, { name: 'Certificate Hospital' });
    const enrollment = await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id, completeDate: '2025-02-10' });
    const pdf = await client.download(`/services/customers/${hospital.id}/certificate`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('filename="Proof of Enrollment.pdf"');
    expect(pdfPageSize(pdf.bytes)).toEqual({ width: 792, height: 612 });
    const text = pdfToText(pdf.bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Proof of Enrollment');
    expect(text).toContain('Certified Supplies LLC');
    expect(text).toContain('500 Harbor Way');
    expect(text).toContain('Certificate Hospital');
    expect(text).toContain('Enrolled from 02/10/2025 to present');
    expect(text).toMatch(/Issued \d{2}\/\d{2}\/\d{4}\./);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).toContain(enrollment.verification_code);
    // Without PUBLIC_URL the verification link names the host the request came to, never localhost.
    expect(text).toContain(`${t.app.baseUrl}/v2/#/verify/${enrollment.verification_code}`);
    expect(text).not.toContain('localhost');
    if (process.env.KEEP_PDF) fs.writeFileSync(process.env.KEEP_PDF, pdf.bytes);
    expect(renderPdfPages(pdf.bytes)).toHaveLength(1);

    const verification = await t.client().get(`/services/public/enrollment-verification/${enrollment.verification_code.toLowerCase()}`);
    expect(verification.body).toMatchObject({
      vendorName: 'Certified Supplies LLC',
      customerName: 'Certificate Hospital',
      enrollmentComplete: true,
      complianceStatus: 'Compliant',
    });
    expect((await t.client().get('/services/public/enrollment-verification/UNKNOWN123')).status).toBe(404);
  });

  it('refuses the certificate of an unfinished enrolment (422) and of a stranger vendor (403)', async () => {
    const { vendor, client } = await vendorClient();
    const hospital = await buildClient(t.app.db, { name: 'Unfinished Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id, complete: false });
    expect((await client.get(`/services/customers/${hospital.id}/certificate`)).status).toBe(422);
    const { client: other } = await vendorClient('Stranger');
    expect((await other.get(`/services/customers/${hospital.id}/certificate/${vendor.id}`)).status).toBe(403);
  });
});
