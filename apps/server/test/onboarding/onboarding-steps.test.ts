import { describe, expect, it } from 'vitest';
import {
  EXPORT_FAILED,
  MONITOR_NOT_CLEAR,
  NOT_A_REVIEW_STEP,
  REVISIONS_STILL_OPEN,
  STEP_ALREADY_DONE,
  STEP_NOT_READY,
  STEP_NOT_STATUS_UPDATABLE,
} from '@app/shared/onboarding/onboarding';
import { REVISION_NOTE_REQUIRED } from '@app/shared/client/reviews';
import { buildOnboardingWorkflow, buildUser } from '../../src/db/seed/factories';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { hospitalWithVendors } from '../client/client-fixtures';
import { useTestApp } from '../support/harness';
import { onboardingClient, workflowFor } from './onboarding-fixtures';

describe('onboarding steps: vendor review, monitor status, export, assignees', () => {
  const t = useTestApp();

  it('reviews what the vendor submitted: a revision request moves the workflow to Revision Requested, the vendor’s fix back to Pending Review, approval to Pending Export', async () => {
    const { client, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    const flow = await workflowFor(t.app, { clientId: client.id, name: 'Review Me Co', signedUp: true });
    const reviewId = flow.item('VENDOR_REVIEW').id;

    const review = await http.get(`/services/onboarding/step/${reviewId}/vendor-review`);
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    expect(review.body.item).toMatchObject({ id: reviewId, status: 'ACTIVE', itemType: 'VendorReviewWorkflowItemBehavior' });
    expect(review.body.vendor).toMatchObject({ covgId: flow.covg.id, company: { businessName: 'Review Me Co' } });
    expect(review.body.openRevisions).toBe(0);

    const blank = await http.post(`/services/onboarding/step/${reviewId}/vendor-review/revision-requests`, {
      type: 'AccountInfo',
      note: ' ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fieldErrors.note).toBe(REVISION_NOTE_REQUIRED);
    const asked = await http.post(`/services/onboarding/step/${reviewId}/vendor-review/revision-requests`, {
      type: 'AccountInfo',
      vendorDataKey: 'phoneNumber',
      note: 'Add your office phone.',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.decision).toBe('REVISION_REQUESTED');
    expect((await http.get(`/services/onboarding/vendor/${flow.covg.id}`)).body.status).toBe('REVISION_REQUESTED');
    expect((await http.get(`/services/onboarding/step/${reviewId}`)).body.status).toBe('PENDING');
    const row = (await http.get('/services/onboarding/workflows?status=REVISION_REQUESTED')).body.content[0];
    expect(row).toMatchObject({ covgId: flow.covg.id, openItem: 'Vendor Review' });

    // The vendor sees the note on its company tab.
    const vendorUser = await buildUser(t.app.db, { vendorId: flow.vendor!.id });
    const vendorHttp = t.client();
    await vendorHttp.login(vendorUser.username);
    const notes = await vendorHttp.get('/services/revision-request-notes?type=AccountInfo');
    expect(JSON.stringify(notes.body)).toContain('Add your office phone.');

    const early = await http.post(`/services/onboarding/step/${reviewId}/vendor-review/approve`);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe(REVISIONS_STILL_OPEN);

    // The vendor's revision closes the note (as the company form's save does).
    await t.app.db.updateTable('revision_request_notes').set({ completed: true }).where('vendor_id', '=', flow.vendor!.id).execute();
    expect((await http.get(`/services/onboarding/vendor/${flow.covg.id}`)).body.status).toBe('PENDING_REVIEW');

    const accepted = await http.post(`/services/onboarding/step/${reviewId}/vendor-review/acceptances`, { type: 'AccountInfo' });
    expect(accepted.status).toBe(201);
    const approved = await http.post(`/services/onboarding/step/${reviewId}/vendor-review/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'COMPLETE', completer: 'Test User' });
    expect((await http.get(`/services/onboarding/vendor/${flow.covg.id}`)).body).toMatchObject({
      status: 'PENDING_EXPORT',
      exportable: false,
    });
    const again = await http.post(`/services/onboarding/step/${reviewId}/vendor-review/approve`);
    expect(again.body.error.message).toBe(STEP_ALREADY_DONE);
  });

  it('refuses a review before signup and on a step that is not a review', async () => {
    const { client, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    const waiting = await workflowFor(t.app, { clientId: client.id, name: 'Not Yet Co' });
    const before = await http.get(`/services/onboarding/step/${waiting.item('VENDOR_REVIEW').id}/vendor-review`);
    expect(before.status).toBe(422);
    expect(before.body.error.message).toBe('This vendor has not started enrolling with you yet, so there is nothing to review.');
    const signedUp = await workflowFor(t.app, { clientId: client.id, name: 'Wrong Step Co', signedUp: true });
    const wrong = await http.get(`/services/onboarding/step/${signedUp.item('MONITOR_STATUS').id}/vendor-review`);
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toBe(NOT_A_REVIEW_STEP);
  });

  it('completes monitor status only when Clear, bypasses it otherwise, then exports: the COV gets its vendor number and the workflow completes', async () => {
    const { client, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    const flow = await workflowFor(t.app, { clientId: client.id, name: 'Clean Vendor Co', signedUp: true });
    const monitorId = flow.item('MONITOR_STATUS').id;
    expect((await http.get(`/services/onboarding/monitor-status/${flow.covg.id}`)).body).toEqual({ status: 'Clear', alerts: [] });

    const tooEarly = await http.post(`/services/onboarding/vendor/${flow.covg.id}/export`);
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.error.message).toBe(EXPORT_FAILED);

    const done = await http.post('/services/onboarding/step/status-update', { itemId: monitorId, status: 'COMPLETE' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ id: monitorId, status: 'COMPLETE', completer: 'Test User' });
    const notUpdatable = await http.post('/services/onboarding/step/status-update', {
      itemId: flow.item('VENDOR_REVIEW').id,
      status: 'COMPLETE',
    });
    expect(notUpdatable.body.error.message).toBe(STEP_NOT_STATUS_UPDATABLE);

    await http.post(`/services/onboarding/step/${flow.item('VENDOR_REVIEW').id}/vendor-review/approve`);
    expect((await http.get(`/services/onboarding/vendor/${flow.covg.id}`)).body.exportable).toBe(true);
    const exported = await http.post(`/services/onboarding/vendor/${flow.covg.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body).toBe(true);
    const summary = (await http.get(`/services/onboarding/vendor/${flow.covg.id}`)).body;
    expect(summary).toMatchObject({ status: 'COMPLETE', exportable: false, vendorNumbers: [`OB${String(flow.covg.id).padStart(6, '0')}`] });
    const cov = await t.app.db.selectFrom('covs').selectAll().where('covg_id', '=', flow.covg.id).executeTakeFirstOrThrow();
    expect(cov).toMatchObject({ legal_name: 'Clean Vendor Co', created_by_onboarding: true, client_id: flow.covg.client_id });
    const items = (await http.get(`/services/onboarding/steps/${flow.covg.id}`)).body;
    expect(items.map((i: { status: string }) => i.status)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE', 'COMPLETE']);
    expect((await http.post(`/services/onboarding/vendor/${flow.covg.id}/export`)).status).toBe(422);
    expect((await http.get('/services/onboarding/stats')).body).toMatchObject({ complete: 1, totalOnboarding: 1 });
  });

  it('shows the alerts of a vendor with an open owner alert, refuses COMPLETE and accepts the bypass (NON_APPLICABLE)', async () => {
    const world = await hospitalWithVendors(t.app, 'Alert Hospital');
    await t.app.db
      .updateTable('clients')
      .set({ products: ['VendorProofEngage', 'Onboarding'] })
      .where('id', '=', world.client.id)
      .execute();
    const { items } = await buildOnboardingWorkflow(t.app.db, { covgId: world.openAlert.covg.id, clientId: world.client.id });
    const monitorId = items.find((i) => i.programmatic_name === 'MONITOR_STATUS')!.id;
    const { http } = await signedInClient(t.app, { clientId: world.client.id, permissions: ['Onboarding'] });

    const monitor = (await http.get(`/services/onboarding/monitor-status/${world.openAlert.covg.id}`)).body;
    expect(monitor.status).toBe('Alerts');
    expect(monitor.alerts[0]).toMatchObject({ subjectType: 'OWNER', subjectName: 'Oswin Blackthorne', status: 'OPEN' });
    const refused = await http.post('/services/onboarding/step/status-update', { itemId: monitorId, status: 'COMPLETE' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(MONITOR_NOT_CLEAR);
    const bypassed = await http.post('/services/onboarding/step/status-update', { itemId: monitorId, status: 'NON_APPLICABLE' });
    expect(bypassed.status).toBe(200);
    expect(bypassed.body.status).toBe('NON_APPLICABLE');
  });

  it('refuses a status update before signup, with a bad status, and for another client’s item (404)', async () => {
    const { client, signIn } = await onboardingClient(t.app);
    const { http } = await signIn();
    const waiting = await workflowFor(t.app, { clientId: client.id, name: 'Blocked Co' });
    const blocked = await http.post('/services/onboarding/step/status-update', {
      itemId: waiting.item('MONITOR_STATUS').id,
      status: 'NON_APPLICABLE',
    });
    expect(blocked.status).toBe(422);
    expect(blocked.body.error.message).toBe(STEP_NOT_READY);
    const bad = await http.post('/services/onboarding/step/status-update', { itemId: waiting.item('MONITOR_STATUS').id, status: 'ACTIVE' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.status).toBeDefined();
    expect((await http.get('/services/onboarding/monitor-status/' + waiting.covg.id)).body).toEqual({ status: 'Not Enrolled', alerts: [] });

    const other = await onboardingClient(t.app, 'Other Steps Hospital');
    const theirs = await workflowFor(t.app, { clientId: other.client.id, name: 'Their Co', signedUp: true });
    const foreign = await http.post('/services/onboarding/step/status-update', {
      itemId: theirs.item('MONITOR_STATUS').id,
      status: 'NON_APPLICABLE',
    });
    expect(foreign.status).toBe(404);
    const foreignReview = await http.post(`/services/onboarding/step/${theirs.item('VENDOR_REVIEW').id}/vendor-review/approve`);
    expect(foreignReview.status).toBe(404);
    const foreignAssign = await http.put(`/services/onboarding/step/${theirs.item('VENDOR_REVIEW').id}/assignees`, { userIds: [] });
    expect(foreignAssign.status).toBe(404);
    const vendor = await signedInVendor(t.app);
    expect((await vendor.http.post('/services/onboarding/step/status-update', { itemId: 1, status: 'COMPLETE' })).status).toBe(403);
    expect((await t.client().post('/services/onboarding/step/status-update', { itemId: 1, status: 'COMPLETE' })).status).toBe(401);
  });

  it('assigns items to client users; "assigned to me" and the assignee filter find the workflows whose open item is theirs', async () => {
    const { client, signIn } = await onboardingClient(t.app);
    const me = await signIn();
    const colleague = await signIn();
    const mine = await workflowFor(t.app, { clientId: client.id, name: 'Mine Co', signedUp: true });
    const theirs = await workflowFor(t.app, { clientId: client.id, name: 'Theirs Co', signedUp: true });
    await workflowFor(t.app, { clientId: client.id, name: 'Nobody Co', signedUp: true });

    const assigned = await me.http.put(`/services/onboarding/step/${mine.item('VENDOR_REVIEW').id}/assignees`, { userIds: [me.user.id] });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignees).toEqual([{ id: me.user.id, name: 'Test User' }]);
    expect(assigned.body.assignedDate).not.toBeNull();
    await me.http.put(`/services/onboarding/step/${theirs.item('VENDOR_REVIEW').id}/assignees`, { userIds: [colleague.user.id] });

    const mineOnly = (await me.http.get('/services/onboarding/workflows?showAssignedToMe=true')).body;
    expect(mineOnly.content.map((r: { preferredName: string }) => r.preferredName)).toEqual(['Mine Co']);
    expect(mineOnly.content[0].assignee).toEqual([{ id: me.user.id, name: 'Test User' }]);
    const byAssignee = (await me.http.get(`/services/onboarding/workflows?assignee=${colleague.user.id}`)).body;
    expect(byAssignee.content.map((r: { preferredName: string }) => r.preferredName)).toEqual(['Theirs Co']);

    const outsider = await signedInClient(t.app, { permissions: ['Onboarding'] });
    const refused = await me.http.put(`/services/onboarding/step/${mine.item('VENDOR_REVIEW').id}/assignees`, {
      userIds: [outsider.user.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors.userIds).toBe("Choose assignees from the client's users");
    const cleared = await me.http.put(`/services/onboarding/step/${mine.item('VENDOR_REVIEW').id}/assignees`, { userIds: [] });
    expect(cleared.body).toMatchObject({ assignees: [], assignedDate: null });
  });
});
