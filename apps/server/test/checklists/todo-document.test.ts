import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@app/shared/files/uploads';
import { buildChecklistItem, buildClient, buildCovgWithCode, buildEnrollment } from '../../src/db/seed/factories';
import { onePagePdf } from '../../src/platform/files/one-page-pdf';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

describe('a Certificate of Insurance handed in as a document (issue 33)', () => {
  const t = useTestApp();

  /** A vendor enrolled with a hospital that asks for a Certificate of Insurance, with the hospital's vendor group. */
  async function setup() {
    const { vendor, http } = await signedInVendor(t.app);
    const hospital = await buildClient(t.app.db, { name: 'Insurance Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id });
    const { covg } = await buildCovgWithCode(t.app.db, { clientId: hospital.id, vendorId: vendor.id, used: true });
    const item = await buildChecklistItem(t.app.db, {
      vendorId: vendor.id,
      clientId: hospital.id,
      type: 'OTHER',
      name: 'Certificate of Insurance',
    });
    return { vendor, hospital, covg, item, http, url: `/services/customers/${hospital.id}/document-checklist/${item.id}` };
  }

  const upload = (http: Awaited<ReturnType<typeof setup>>['http'], content: Buffer | string, filename = 'insurance.pdf') =>
    http.upload('/services/files', [{ filename, content }], { headers: { 'directory-name': 'todoDocument', 'user-type': 'vendor' } });

  it('hands the PDF in, waits for the customer (Pending), lets the customer download it and completes on acceptance, all audited', async () => {
    const { hospital, covg, item, http, url } = await setup();
    const pdf = onePagePdf('Certificate of Insurance');
    const file = await upload(http, pdf);
    expect(file.status).toBe(201);

    const saved = await http.put(url, { fileEntityId: file.body.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      completionStatus: { name: 'INCOMPLETE' },
      document: { fileEntityId: file.body.id, filename: 'insurance.pdf' },
    });

    const client = await signedInClient(t.app, { clientId: hospital.id });
    const page = (await client.http.get(`/services/client/vendors/${covg.id}`)).body;
    const row = page.checklist.find((entry: { id: number }) => entry.id === item.id);
    expect(row).toMatchObject({ formStatus: 'Pending', reviewable: true, document: { filename: 'insurance.pdf' } });
    const download = await client.http.get(`/services/client/vendors/${covg.id}/checklist/${item.id}/document`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');

    const accepted = await client.http.post(`/services/client/vendors/${covg.id}/acceptances`, { type: 'EVD', checklistItemId: item.id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect((await http.get(`/services/customers/${hospital.id}/checklist/${item.id}`)).body.completionStatus.name).toBe('COMPLETE');

    const audit = await t.app.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(item.id)).execute();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['checklist-item.document-submitted', 'client.item-accepted']),
    );
  });

  it('refuses a file that is not a PDF or an image by its content, and one over the size limit, before anything is stored', async () => {
    const { http, url } = await setup();
    const renamed = await upload(http, 'name,date\nAlpha,01/01/2026\n', 'looks-like.pdf');
    expect(renamed.status).toBe(415);
    expect(renamed.body.error.message).toBe('File type not recognized: please upload a PDF, JPG or PNG file.');
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(UPLOAD_MAX_BYTES.todoDocument)]);
    expect((await upload(http, huge)).status).toBe(413);
    const missing = await http.put(url, { fileEntityId: 999_999_999 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErrors).toEqual({ fileEntityId: 'Upload the document first' });
    expect((await http.put(url, { fileEntityId: 'x' })).status).toBe(400);
  });

  it('answers 401 signed out, 403 to a client user, and 404 across tenants (another vendor, another client)', async () => {
    const owner = await setup();
    const file = await upload(owner.http, onePagePdf('COI'));
    await owner.http.put(owner.url, { fileEntityId: file.body.id });

    expect((await t.client().put(owner.url, { fileEntityId: file.body.id })).status).toBe(401);
    const documentUrl = `/services/client/vendors/${owner.covg.id}/checklist/${owner.item.id}/document`;
    expect((await t.client().get(documentUrl)).status).toBe(401);
    const client = await signedInClient(t.app, { clientId: owner.hospital.id });
    expect((await client.http.put(owner.url, { fileEntityId: file.body.id })).status).toBe(403);
    expect((await owner.http.get(documentUrl)).status).toBe(403);

    const intruder = await setup();
    // Another vendor can neither hand in for this to-do nor use this vendor's file for its own.
    expect((await intruder.http.put(owner.url, { fileEntityId: file.body.id })).status).toBe(404);
    expect((await intruder.http.put(intruder.url, { fileEntityId: file.body.id })).status).toBe(400);
    // Another client cannot read it.
    const otherClient = await signedInClient(t.app, { clientId: intruder.hospital.id });
    expect((await otherClient.http.get(documentUrl)).status).toBe(404);
  });
});
