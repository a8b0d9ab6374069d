import { describe, expect, it } from 'vitest';
import { sampleForm } from '@app/shared/disclosures/sample-form';
import { buildUser } from '../../src/db/seed/factories';
import { signedInClient } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { hospitalWithVendors } from './client-fixtures';

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe('client form review: answers in form order, dates MM/DD/YYYY, attached files downloadable by that client only', () => {
  const t = useTestApp();
  let world: Awaited<ReturnType<typeof hospitalWithVendors>> & {
    attached: number;
    unattached: number;
    vendorHttp: ReturnType<typeof t.client>;
  };

  /** Alpha's vendor user uploads two PDFs through the real upload; the disclosure it submitted to the hospital holds the first. */
  const setup = async () => {
    if (world) return world;
    const base = await hospitalWithVendors(t.app);
    const vendorUser = await buildUser(t.app.db, { vendorId: base.compliant.vendor.id });
    const vendorHttp = t.client();
    await vendorHttp.login(vendorUser.username);
    const upload = async (filename: string) => {
      const response = await vendorHttp.upload('/services/files', [{ filename, content: PDF }], { headers: { 'directory-name': 'evd' } });
      expect(response.status).toBe(201);
      return response.body.id as number;
    };
    const attached = await upload('staffing-license.pdf');
    const unattached = await upload('not-sent.pdf');
    // Keys in an order the form does not have: the signature first, the file answer's id as text.
    await t.app.db
      .updateTable('evd_submissions')
      .set({
        answers: JSON.stringify({
          signature: { name: 'Jane Doe', signedAt: '2026-01-15T10:30:00Z' },
          staffingLicense: [{ id: String(attached), name: 'staffing-license.pdf' }],
          staffingLicenseExpiry: '2027-06-30',
          legalName: 'Alpha Compliant Co',
        }),
      })
      .where('checklist_item_id', '=', base.disclosure.id)
      .execute();
    world = { ...base, attached, unattached, vendorHttp };
    return world;
  };

  it("lists the answers in the form's order with the signature last, dates as MM/DD/YYYY and the file with its id", async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const page = (await http.get(`/services/client/vendors/${world.compliant.covg.id}`)).body;
    const answers = page.checklist.find((i: { id: number }) => i.id === world.disclosure.id).submissions[0].answers;
    const formOrder = sampleForm.questionGroups.flatMap((g) => g.questions.map((q) => q.dataPointId));
    const ids = answers.map((a: { questionId: string }) => a.questionId);
    expect(ids).toEqual([...ids].sort((a, b) => formOrder.indexOf(a) - formOrder.indexOf(b)));
    expect(ids.at(-1)).toBe('signature');
    const byId = Object.fromEntries(answers.map((a: { questionId: string }) => [a.questionId, a]));
    expect(byId.signature.value).toBe('Signed by Jane Doe on 01/15/2026');
    expect(byId.staffingLicenseExpiry.value).toBe('06/30/2027');
    expect(byId.staffingLicense.files).toEqual([{ id: world.attached, name: 'staffing-license.pdf' }]);
    expect(byId.legalName.files).toEqual([]);
  });

  it('downloads the attached file for the client, as an attachment with its name', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const file = await http.download(`/services/client/vendors/${world.compliant.covg.id}/form-files/${world.attached}`);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('filename="staffing-license.pdf"');
  });

  it('answers 401 signed out and 403 to a vendor user', async () => {
    await setup();
    const path = `/services/client/vendors/${world.compliant.covg.id}/form-files/${world.attached}`;
    expect((await t.client().download(path)).status).toBe(401);
    expect((await world.vendorHttp.download(path)).status).toBe(403);
  });

  it("answers 404 for another client's vendor group, a vendor file not sent in a disclosure, and a file of another vendor group", async () => {
    await setup();
    const { http: rival } = await signedInClient(t.app, { clientId: world.other.id });
    expect((await rival.download(`/services/client/vendors/${world.compliant.covg.id}/form-files/${world.attached}`)).status).toBe(404);
    expect((await rival.download(`/services/client/vendors/${world.foreign.covg.id}/form-files/${world.attached}`)).status).toBe(404);
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    expect((await http.download(`/services/client/vendors/${world.compliant.covg.id}/form-files/${world.unattached}`)).status).toBe(404);
    expect((await http.download(`/services/client/vendors/${world.missing.covg.id}/form-files/${world.attached}`)).status).toBe(404);
  });
});
