import type { z } from 'zod';
import type { AcceptRequest, RevisionRequest } from '@app/shared/client/reviews';
import {
  NOT_A_REVIEW_STEP,
  REVISIONS_STILL_OPEN,
  STEP_ALREADY_DONE,
  type VendorReview,
  type WorkflowItem,
} from '@app/shared/onboarding/onboarding';
import { isItemDone } from '@app/shared/onboarding/onboarding-rules';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db, DbTransaction } from '../../platform/db/database';
import { businessRule } from '../../platform/errors';
import { acceptItem } from '../client/reviews/accept-item';
import { requestRevision } from '../client/reviews/request-revision';
import { NOT_ENROLLED_MESSAGE } from '../client/reviews/review-target';
import { clientVendorDetail } from '../client/vendors/vendor-detail';
import { actorName, completeIfDone, loadWorkflowOfItem } from './workflow';
import { emitOnboardingStepCompleted } from '../integrations/webhooks/hook-points';

/** The review step of the client's workflow, open for decisions: a review item, not done, the vendor signed up. */
async function openReviewStep(ctx: ServiceContext, itemId: number, db: Db | DbTransaction = ctx.db) {
  const workflow = await loadWorkflowOfItem(ctx, itemId, db);
  if (workflow.item.programmaticName !== 'VENDOR_REVIEW') throw businessRule(NOT_A_REVIEW_STEP);
  if (!workflow.signupComplete) throw businessRule(NOT_ENROLLED_MESSAGE);
  return workflow;
}

/**
 * GET /onboarding/step/{id}/vendor-review: everything the vendor submitted at signup, as the client's
 * vendor page reads it (company, owners, W-9s, disclosure answers, subscriptions for the payment state,
 * with revision notes and decisions), beside the step itself.
 */
export async function vendorReview(ctx: ServiceContext, input: { id: number }): Promise<VendorReview> {
  const workflow = await openReviewStep(ctx, input.id);
  const vendor = await clientVendorDetail(ctx, { covgId: workflow.covg.id });
  return { item: workflow.item, openRevisions: workflow.openRevisions, vendor };
}

/** POST /onboarding/step/{id}/vendor-review/acceptances: accepts one submission (the client review feature's own path). */
export async function acceptReviewItem(ctx: ServiceContext, input: { id: number } & z.output<typeof AcceptRequest>) {
  const workflow = await openReviewStep(ctx, input.id);
  if (isItemDone(workflow.item.status)) throw businessRule(STEP_ALREADY_DONE);
  const { id: _itemId, ...request } = input;
  return acceptItem(ctx, { ...request, covgId: workflow.covg.id });
}

/**
 * POST /onboarding/step/{id}/vendor-review/revision-requests: sends one submission back with a note (the
 * vendor's to-dos show it); the workflow reads Revision Requested until the vendor has revised it.
 */
export async function requestReviewRevision(ctx: ServiceContext, input: { id: number } & z.output<typeof RevisionRequest>) {
  const workflow = await openReviewStep(ctx, input.id);
  if (isItemDone(workflow.item.status)) throw businessRule(STEP_ALREADY_DONE);
  const { id: _itemId, ...request } = input;
  return requestRevision(ctx, { ...request, covgId: workflow.covg.id });
}

/**
 * POST /onboarding/step/{id}/vendor-review/approve: the client approves what the vendor submitted and the
 * review step completes; refused while a revision the client asked for is still open.
 */
export async function approveReview(ctx: ServiceContext, input: { id: number }): Promise<WorkflowItem> {
  const actor = requireActor(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const workflow = await openReviewStep(ctx, input.id, trx);
    if (isItemDone(workflow.item.status)) throw businessRule(STEP_ALREADY_DONE);
    if (workflow.openRevisions > 0) throw businessRule(REVISIONS_STILL_OPEN);
    await trx
      .updateTable('onboarding_workflow_items')
      .set({ status: 'COMPLETE', completion_date: new Date(), completed_by: actor.userId, completer_name: actorName(ctx) })
      .where('id', '=', input.id)
      .execute();
    const after = await loadWorkflowOfItem(ctx, input.id, trx);
    await completeIfDone(trx, after);
    await emitOnboardingStepCompleted(trx, input.id);
    await recordAudit(trx, ctx, {
      action: 'onboarding.review-approved',
      entityType: 'onboarding-item',
      entityId: input.id,
      details: { covgId: workflow.covg.id },
    });
    return after.item;
  });
}
