import { describe, expect, it } from 'vitest';
import { buildChecklistItem, buildClient, buildEnrollment } from '../../src/db/seed/factories';
import { signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe('W-9', () => {
  const t = useTestApp();

  const vendorClient = () => signedInVendor(t.app);

  async function uploadW9(http: ReturnType<typeof t.client>, content: Buffer = PDF) {
    return http.upload('/services/files', [{ filename: 'w9-2026.pdf', content }], {
      headers: { 'directory-name': 'w9', 'user-type': 'vendor' },
    });
  }

  it('records an uploaded PDF as a W-9, lists it, downloads it and closes W-9 revision requests', async () => {
    const { vendor, http } = await vendorClient();
    const hospital = await buildClient(t.app.db, { name: 'W9 Hospital' });
    await t.app.db
      .insertInto('revision_request_notes')
      .values({ vendor_id: vendor.id, client_id: hospital.id, type: 'W9', note: 'Please sign the W-9.' })
      .execute();
    const file = await uploadW9(http);
    const created = await http.post(`/services/account/w9?fileId=${file.body.id}`);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ filename: 'w9-2026.pdf', customerNames: [] });
    expect((await http.get('/services/account/w9')).body).toHaveLength(1);
    const download = await http.download(`/services/account/w9/${created.body.id}`);
    expect(download.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await http.get('/services/revision-request-notes?type=W9&incompleteOnly=true')).body).toEqual([]);
  });

  it('refuses a file that is not a PDF or image (checked by content) at upload', async () => {
    const { http } = await vendorClient();
    const response = await uploadW9(http, Buffer.from('just text pretending to be a pdf'));
    expect(response.status).toBe(415);
  });

  it('submits the latest W-9 to a customer and completes its W-9 to-do', async () => {
    const { vendor, http } = await vendorClient();
    const hospital = await buildClient(t.app.db, { name: 'Submit Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id });
    const todo = await buildChecklistItem(t.app.db, { vendorId: vendor.id, clientId: hospital.id, type: 'W9', name: 'W-9' });
    expect((await http.post(`/services/account/w9/submit?clientId=${hospital.id}`)).status).toBe(404);
    const file = await uploadW9(http);
    await http.post(`/services/account/w9?fileId=${file.body.id}`);
    expect((await http.post(`/services/account/w9/submit?clientId=${hospital.id}`)).body).toEqual({ submitted: true });
    expect((await http.get('/services/account/w9')).body[0].customerNames).toEqual(['Submit Hospital']);
    const item = await t.app.db.selectFrom('checklist_items').select('status').where('id', '=', todo.id).executeTakeFirstOrThrow();
    expect(item.status).toBe('COMPLETE');
  });

  it("keeps one vendor's W-9s from another (404) and needs a vendor session", async () => {
    const owner = await vendorClient();
    const file = await uploadW9(owner.http);
    const created = await owner.http.post(`/services/account/w9?fileId=${file.body.id}`);
    const intruder = await vendorClient();
    expect((await intruder.http.get(`/services/account/w9/${created.body.id}`)).status).toBe(404);
    expect((await intruder.http.post(`/services/account/w9?fileId=${file.body.id}`)).status).toBe(404);
    expect((await t.client().get('/services/account/w9')).status).toBe(401);
  });
});
