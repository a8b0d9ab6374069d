import { describe, expect, it } from 'vitest';
import { sampleFormAnswers } from '@app/shared/disclosures/sample-form';
import { REVISION_NOTE_REQUIRED } from '@app/shared/client/reviews';
import { buildUser } from '../../src/db/seed/factories';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { hospitalWithVendors } from './client-fixtures';

describe('client reviews: revision requests and acceptances', () => {
  const t = useTestApp();
  let world: Awaited<ReturnType<typeof hospitalWithVendors>>;
  const setup = async () => (world ??= await hospitalWithVendors(t.app));

  async function vendorUserOf(vendorId: number) {
    const user = await buildUser(t.app.db, { vendorId });
    const http = t.client();
    await http.login(user.username);
    return http;
  }

  it('sends a submitted disclosure back with a note on a question; the vendor sees it, fixes the form and the client sees it complete', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const covgId = world.compliant.covg.id;
    const itemId = world.disclosure.id;
    const request = await http.post(`/services/client/vendors/${covgId}/revision-requests`, {
      type: 'EVD',
      checklistItemId: itemId,
      dataPointId: 'legalName',
      note: 'Use the legal name on your W-9.',
    });
    expect(request.status).toBe(201);
    expect(request.body.decision).toBe('REVISION_REQUESTED');

    const page = (await http.get(`/services/client/vendors/${covgId}`)).body;
    const item = page.checklist.find((i: { id: number }) => i.id === itemId);
    expect(item).toMatchObject({ status: 'REVISION_NEEDED', reviewable: false });
    expect(item.revisionNotes[0]).toMatchObject({ note: 'Use the legal name on your W-9.', completed: false, dataPointId: 'legalName' });
    expect(item.reviews[0]).toMatchObject({ decision: 'REVISION_REQUESTED', reviewerName: 'Test User' });
    expect(item.submissions[0].answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ questionId: 'legalName', value: 'Alpha Compliant Co' })]),
    );

    const vendor = await vendorUserOf(world.compliant.vendor.id);
    const todo = (await vendor.get(`/services/customers/${world.client.id}/checklist/${itemId}`)).body;
    expect(todo.completionStatus.name).toBe('REVISION_NEEDED');
    expect(todo.revisionsRequested).toEqual(['Use the legal name on your W-9.']);
    const question = todo.questionGroups
      .flatMap((g: { questions: unknown[] }) => g.questions)
      .find((q: { dataPointId: string }) => q.dataPointId === 'legalName');
    expect(question.revisionNote).toBe('Use the legal name on your W-9.');
    const notifications = (await vendor.get('/services/usernotifications')).body;
    expect(JSON.stringify(notifications)).toContain('Test Hospital asked you to revise your Vendor Disclosure Form');

    const fixed = await vendor.put(`/services/customers/${world.client.id}/evdchecklist/${itemId}?markComplete=true`, {
      answers: { ...sampleFormAnswers, legalName: 'Alpha Compliant Company LLC' },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);

    const after = (await http.get(`/services/client/vendors/${covgId}`)).body.checklist.find((i: { id: number }) => i.id === itemId);
    expect(after).toMatchObject({ status: 'COMPLETE', formStatus: 'Complete', reviewable: true });
    expect(after.revisionNotes[0].completed).toBe(true);
    expect(after.submissions).toHaveLength(2);
    expect(after.submissions[0].answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ questionId: 'legalName', value: 'Alpha Compliant Company LLC' })]),
    );

    const accepted = await http.post(`/services/client/vendors/${covgId}/acceptances`, { type: 'EVD', checklistItemId: itemId });
    expect(accepted.status).toBe(201);
    const reviews = (await http.get(`/services/client/vendors/${covgId}`)).body.checklist.find(
      (i: { id: number }) => i.id === itemId,
    ).reviews;
    expect(reviews.map((r: { decision: string }) => r.decision)).toEqual(['ACCEPTED', 'REVISION_REQUESTED']);
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('action', 'like', 'client.%').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['client.revision-requested', 'client.item-accepted']));
  });

  it('asks for company data and W-9 revisions the vendor sees on its account tabs', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const covgId = world.missing.covg.id;
    const company = await http.post(`/services/client/vendors/${covgId}/revision-requests`, {
      type: 'AccountInfo',
      vendorDataKey: 'BUSINESS_NAME',
      note: 'The business name differs from our AP file.',
    });
    expect(company.status).toBe(201);
    const vendor = await vendorUserOf(world.missing.vendor.id);
    const notes = (await vendor.get('/services/revision-request-notes?type=AccountInfo')).body;
    expect(notes).toEqual([
      expect.objectContaining({
        note: 'The business name differs from our AP file.',
        vendorData: 'BUSINESS_NAME',
        clientName: 'Test Hospital',
      }),
    ]);
    // Nothing W-9 was sent to this client yet.
    const w9 = await http.post(`/services/client/vendors/${covgId}/revision-requests`, { type: 'W9', note: 'Sign it.' });
    expect(w9.status).toBe(422);
    expect(w9.body.error.message).toBe('The vendor has not submitted this yet.');
  });

  it('refuses a blank note, an EVD request without its form and an unsubmitted form', async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const url = `/services/client/vendors/${world.compliant.covg.id}/revision-requests`;
    const blank = await http.post(url, { type: 'EVD', checklistItemId: world.disclosure.id, note: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fieldErrors.note).toBe(REVISION_NOTE_REQUIRED);
    const noForm = await http.post(url, { type: 'EVD', note: 'Fix it' });
    expect(noForm.status).toBe(400);
    expect(noForm.body.error.fieldErrors.checklistItemId).toBe('Choose the form the revision is about.');
    const control = await http.post(url, { type: 'AccountInfo', note: 'bad\u0000note' });
    expect(control.status).toBe(400);
    const missingItem = (
      await t.app.db.selectFrom('checklist_items').select('id').where('vendor_id', '=', world.missing.vendor.id).executeTakeFirstOrThrow()
    ).id;
    const other = await http.post(url, { type: 'EVD', checklistItemId: missingItem, note: 'Not this vendor’s form' });
    expect(other.status).toBe(404);
  });

  it("answers 404 for another client's vendor group, 422 for one not enrolled, and changes nothing", async () => {
    await setup();
    const { http } = await signedInClient(t.app, { clientId: world.client.id });
    const foreign = await http.post(`/services/client/vendors/${world.foreign.covg.id}/revision-requests`, {
      type: 'AccountInfo',
      note: 'Hello',
    });
    expect(foreign.status).toBe(404);
    const notEnrolled = await http.post(`/services/client/vendors/${world.notEnrolled.id}/acceptances`, { type: 'AccountInfo' });
    expect(notEnrolled.status).toBe(422);
    const notes = await t.app.db
      .selectFrom('revision_request_notes')
      .select('id')
      .where('vendor_id', '=', world.foreign.vendor.id)
      .execute();
    expect(notes).toEqual([]);
    const { http: otherClient } = await signedInClient(t.app, { clientId: world.other.id });
    expect(
      (await otherClient.post(`/services/client/vendors/${world.compliant.covg.id}/acceptances`, { type: 'AccountInfo' })).status,
    ).toBe(404);
    const { http: vendor } = await signedInVendor(t.app);
    expect((await vendor.post(`/services/client/vendors/${world.compliant.covg.id}/acceptances`, { type: 'AccountInfo' })).status).toBe(
      403,
    );
    expect((await t.client().post(`/services/client/vendors/${world.compliant.covg.id}/acceptances`, { type: 'AccountInfo' })).status).toBe(
      401,
    );
  });
});
