import type { z } from 'zod';
import {
  CHOOSE_ASSIGNEES,
  MONITOR_NOT_CLEAR,
  STEP_ALREADY_DONE,
  STEP_NOT_READY,
  STEP_NOT_STATUS_UPDATABLE,
  type MonitorStatus,
  type StepStatusUpdate,
  type WorkflowItem,
} from '@app/shared/onboarding/onboarding';
import { isItemDone } from '@app/shared/onboarding/onboarding-rules';
import { recordAudit } from '../../platform/audit/audit-log';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db, DbTransaction } from '../../platform/db/database';
import { businessRule, validationFailed } from '../../platform/errors';
import { clientUsersOf, unclearedAlerts } from './onboarding-queries';
import { actorName, completeIfDone, loadWorkflow, loadWorkflowOfItem } from './workflow';
import { emitOnboardingStepCompleted } from '../integrations/webhooks/hook-points';

/** GET /onboarding/step/{id}: one item of the client's workflows. */
export async function workflowItem(ctx: ServiceContext, input: { id: number }): Promise<WorkflowItem> {
  return (await loadWorkflowOfItem(ctx, input.id)).item;
}

async function monitorStatusOf(db: Db | DbTransaction, vendorId: number | null): Promise<MonitorStatus> {
  if (vendorId === null) return { status: 'Not Enrolled', alerts: [] };
  const alerts = await unclearedAlerts(db, vendorId);
  return {
    status: alerts.length ? 'Alerts' : 'Clear',
    alerts: alerts.map((alert) => ({
      id: alert.id,
      subjectType: alert.subject_type as 'VENDOR' | 'OWNER',
      subjectName: alert.subject_name,
      listName: alert.list_name,
      matchedName: alert.matched_name,
      band: alert.band,
      status: alert.status,
      createdAt: alert.created_at.toISOString(),
    })),
  };
}

/** GET /onboarding/monitor-status/{covgId}: Clear, or the alerts not cleared on the company and its owners. */
export async function monitorStatus(ctx: ServiceContext, input: { covgId: number }): Promise<MonitorStatus> {
  const workflow = await loadWorkflow(ctx, input.covgId);
  return monitorStatusOf(ctx.db, workflow.covg.vendor_id);
}

/**
 * POST /onboarding/step/status-update: resolves the monitor-status step. COMPLETE only while the monitor
 * status reads Clear; NON_APPLICABLE is the bypass (the web asks first with the spec's warning). Other
 * steps complete through their own actions (signup by itself, review by approval, export by Export).
 */
export async function updateStepStatus(ctx: ServiceContext, input: z.output<typeof StepStatusUpdate>): Promise<WorkflowItem> {
  const actor = requireActor(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const workflow = await loadWorkflowOfItem(ctx, input.itemId, trx);
    const { item } = workflow;
    if (item.programmaticName !== 'MONITOR_STATUS') throw businessRule(STEP_NOT_STATUS_UPDATABLE);
    if (isItemDone(item.status)) throw businessRule(STEP_ALREADY_DONE);
    if (item.status === 'BLOCKED') throw businessRule(STEP_NOT_READY);
    if (input.status === 'COMPLETE') {
      const monitor = await monitorStatusOf(trx, workflow.covg.vendor_id);
      if (monitor.status !== 'Clear') throw businessRule(MONITOR_NOT_CLEAR);
    }
    // Conditional on the item still being open: of requests that all passed the checks above at once,
    // the first update wins and the others, which wait for its row lock and then find it done, are refused.
    const resolved = await trx
      .updateTable('onboarding_workflow_items')
      .set({ status: input.status, completion_date: new Date(), completed_by: actor.userId, completer_name: actorName(ctx) })
      .where('id', '=', item.id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (resolved.numUpdatedRows === 0n) throw businessRule(STEP_ALREADY_DONE);
    const after = await loadWorkflowOfItem(ctx, item.id, trx);
    await completeIfDone(trx, after);
    if (input.status === 'COMPLETE') await emitOnboardingStepCompleted(trx, item.id);
    await recordAudit(trx, ctx, {
      action: input.status === 'COMPLETE' ? 'onboarding.step-completed' : 'onboarding.step-bypassed',
      entityType: 'onboarding-item',
      entityId: item.id,
      details: { covgId: workflow.covg.id },
    });
    return after.item;
  });
}

/** GET /onboarding/assignee-options: the client users items can be assigned to (the acting client's). */
export async function assigneeOptions(ctx: ServiceContext) {
  const scope = await readableClientScope(ctx);
  return clientUsersOf(ctx.db, scope.clientIds);
}

/** PUT /onboarding/step/{id}/assignees: who the item is assigned to (replaces the list; empty unassigns). */
export async function assignStep(ctx: ServiceContext, input: { id: number; userIds: number[] }): Promise<WorkflowItem> {
  return ctx.db.transaction().execute(async (trx) => {
    const workflow = await loadWorkflowOfItem(ctx, input.id, trx);
    const userIds = [...new Set(input.userIds)];
    const allowed = new Set((await clientUsersOf(trx, workflow.scope.clientIds)).map((user) => user.id));
    if (userIds.some((id) => !allowed.has(id))) throw validationFailed(CHOOSE_ASSIGNEES, { userIds: CHOOSE_ASSIGNEES });
    await trx.deleteFrom('onboarding_item_assignees').where('item_id', '=', input.id).execute();
    if (userIds.length) {
      await trx
        .insertInto('onboarding_item_assignees')
        .values(userIds.map((userId) => ({ item_id: input.id, user_id: userId })))
        .execute();
    }
    await trx
      .updateTable('onboarding_workflow_items')
      .set({ assigned_date: userIds.length ? new Date() : null })
      .where('id', '=', input.id)
      .execute();
    await recordAudit(trx, ctx, {
      action: 'onboarding.step-assigned',
      entityType: 'onboarding-item',
      entityId: input.id,
      details: { userIds },
    });
    return (await loadWorkflowOfItem(ctx, input.id, trx)).item;
  });
}
