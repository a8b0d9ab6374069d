import { EXPORT_FAILED, INVITE_FAILED, SIGNUP_ALREADY_COMPLETE, type WorkflowSummary } from '@app/shared/onboarding/onboarding';
import { sql } from 'kysely';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { businessRule } from '../../platform/errors';
import { sealCovTin } from '../client/vendors/cov-tin';
import { VENDOR_TIN_CONTEXT } from '../company/vendor-tin';
import { sendVendorInvite } from '../vendor-setup/invite-vendor';
import { actorName, completeIfDone, isExportable, loadWorkflow } from './workflow';
import { emitOnboardingStepCompleted } from '../integrations/webhooks/hook-points';

/** GET /onboarding/vendor/{covgId}: the workflow page's summary (spec 002 §3). */
export async function workflowSummary(ctx: ServiceContext, input: { covgId: number }): Promise<WorkflowSummary> {
  const workflow = await loadWorkflow(ctx, input.covgId);
  const covs = await ctx.db
    .selectFrom('covs')
    .select('vendor_number')
    .where('covg_id', '=', input.covgId)
    .where('trashed', '=', false)
    .orderBy('vendor_number')
    .execute();
  const code = workflow.codes.find((row) => row.used) ?? workflow.codes[0];
  return {
    covgId: input.covgId,
    name: workflow.covg.preferred_name,
    vendorNumbers: covs.map((cov) => cov.vendor_number),
    signupCode: code?.code ?? null,
    vendorEmail: workflow.covg.contact_email,
    creatorName: workflow.state.created_by_name,
    creationDate: workflow.state.created_at.toISOString(),
    signupComplete: workflow.signupComplete,
    exportable: isExportable(workflow),
    status: workflow.state.status,
    facility: workflow.state.facility,
  };
}

/** GET /onboarding/steps/{covgId}: the workflow's items in template order. */
export async function workflowItems(ctx: ServiceContext, input: { covgId: number }) {
  return (await loadWorkflow(ctx, input.covgId)).items;
}

/**
 * DELETE /onboarding/steps/{covgId}: removes the onboarding information (the workflow and its items).
 * A COVG the onboarding created that the vendor never joined and no record (COV) refers to is trashed
 * with it, so its signup code stops working; a vendor that has signed up stays the client's vendor.
 */
export async function deleteWorkflow(ctx: ServiceContext, input: { covgId: number }) {
  const workflow = await loadWorkflow(ctx, input.covgId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('onboarding_workflows').where('id', '=', workflow.state.id).execute();
    const records = await trx.selectFrom('covs').select('id').where('covg_id', '=', input.covgId).limit(1).execute();
    const trash = !workflow.signupComplete && workflow.covg.created_by_onboarding && records.length === 0;
    if (trash) await trx.updateTable('covgs').set({ trashed: true }).where('id', '=', input.covgId).execute();
    await recordAudit(trx, ctx, {
      action: 'onboarding.deleted',
      entityType: 'covg',
      entityId: input.covgId,
      details: { workflowId: workflow.state.id, covgTrashed: trash },
    });
  });
  return { name: workflow.covg.preferred_name };
}

/** POST /onboarding/vendor/{covgId}/email-invitation: the invite again, to the given address, while signup is incomplete. */
export async function resendInvite(ctx: ServiceContext, input: { covgId: number; emailAddress: string }) {
  const workflow = await loadWorkflow(ctx, input.covgId);
  if (workflow.signupComplete) throw businessRule(SIGNUP_ALREADY_COMPLETE);
  const code = workflow.codes.find((row) => !row.used);
  if (!code) throw businessRule(INVITE_FAILED);
  await ctx.db.transaction().execute(async (trx) => {
    await sendVendorInvite(ctx, trx, {
      to: input.emailAddress,
      facilityName: workflow.state.facility,
      businessName: workflow.covg.preferred_name,
      inviterName: actorName(ctx),
      code: code.code,
    });
    await recordAudit(trx, ctx, {
      action: 'onboarding.invite-resent',
      entityType: 'covg',
      entityId: input.covgId,
      details: { emailAddress: input.emailAddress },
    });
  });
  return true;
}

/**
 * POST /onboarding/vendor/{covgId}/export: the reviewed vendor joins the client's vendor master. A group
 * without a record (COV) gets one at its facility with the vendor's legal name and TIN and a vendor
 * number `OB` + the COVG id (six digits); a group with records keeps their numbers. The export item
 * completes and, with it, the workflow. Not exportable (an earlier item open, already exported): 422.
 */
export async function exportVendor(ctx: ServiceContext, input: { covgId: number }) {
  const actor = requireActor(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    // The client's own workflow (404 otherwise), then its row locked so two clicks export once.
    const { state } = await loadWorkflow(ctx, input.covgId, trx);
    await sql`SELECT 1 FROM onboarding_workflows WHERE id = ${state.id} FOR UPDATE`.execute(trx);
    const workflow = await loadWorkflow(ctx, input.covgId, trx);
    const exportItem = workflow.items.find((item) => item.programmaticName === 'VENDOR_EXPORT');
    if (!exportItem || !isExportable(workflow) || workflow.covg.vendor_id === null) throw businessRule(EXPORT_FAILED);
    const existing = await trx.selectFrom('covs').select('id').where('covg_id', '=', input.covgId).where('trashed', '=', false).execute();
    if (!existing.length) {
      const vendor = await trx
        .selectFrom('vendors')
        .select(['business_name', 'tin_type', 'tin_encrypted'])
        .where('id', '=', workflow.covg.vendor_id)
        .executeTakeFirstOrThrow();
      const digits = vendor.tin_encrypted ? ctx.encryption.decrypt(vendor.tin_encrypted, VENDOR_TIN_CONTEXT).replace(/\D/g, '') : '';
      await trx
        .insertInto('covs')
        .values({
          covg_id: input.covgId,
          client_id: workflow.covg.client_id,
          vendor_number: `OB${String(input.covgId).padStart(6, '0')}`,
          legal_name: vendor.business_name ?? workflow.covg.preferred_name,
          tin_type: digits.length === 9 ? vendor.tin_type : 'UNKNOWN',
          ...(digits.length === 9 ? sealCovTin(ctx.encryption, digits) : {}),
          category: workflow.covg.category,
          created_by_onboarding: true,
        })
        .execute();
    }
    await trx
      .updateTable('onboarding_workflow_items')
      .set({ status: 'COMPLETE', completion_date: new Date(), completed_by: actor.userId, completer_name: actorName(ctx) })
      .where('id', '=', exportItem.id)
      .execute();
    await trx.updateTable('onboarding_workflows').set({ exported_at: new Date() }).where('id', '=', workflow.state.id).execute();
    await completeIfDone(trx, await loadWorkflow(ctx, input.covgId, trx));
    await emitOnboardingStepCompleted(trx, exportItem.id);
    await recordAudit(trx, ctx, { action: 'onboarding.exported', entityType: 'covg', entityId: input.covgId, details: {} });
  });
  return true;
}
