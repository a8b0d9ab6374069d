import { effectiveItemStatuses, isItemDone, WORKFLOW_ITEM_TYPE_OF } from '@app/shared/onboarding/onboarding-rules';
import type { WorkflowItem } from '@app/shared/onboarding/onboarding';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db, DbTransaction } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { assigneesOf, itemsOfWorkflow, openRevisionCount, signupCodesOf, workflowOfItem, workflowState } from './onboarding-queries';

export const WORKFLOW_NOT_FOUND = 'Onboarding workflow not found.';
export const STEP_NOT_FOUND = 'Onboarding step not found.';

/** The client's users are named as the histories show them. */
export function actorName(ctx: ServiceContext): string {
  const actor = requireActor(ctx);
  return [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.username;
}

/**
 * One of the acting client's onboarding workflows (by COVG) with its items as they show: 404 for a COVG
 * of another client, a trashed one or one without a workflow, so ids of other clients stay unknown.
 */
export async function loadWorkflow(ctx: ServiceContext, covgId: number, db: Db | DbTransaction = ctx.db) {
  // On the caller's connection too: a transaction that waited for a second one from the pool could
  // wait for ever once as many transactions as connections ran at once (issue 29).
  const scope = await readableClientScope({ ...ctx, db });
  const state = await workflowState(db, scope.clientIds, covgId);
  if (!state) throw notFound(WORKFLOW_NOT_FOUND);
  const covg = await db.selectFrom('covgs').selectAll().where('id', '=', covgId).executeTakeFirstOrThrow();
  const signupComplete = covg.vendor_id !== null;
  const openRevisions = await openRevisionCount(db, covg.vendor_id, covg.client_id);
  const rows = await itemsOfWorkflow(db, state.id);
  const codes = await signupCodesOf(db, covgId);
  const used = codes.find((code) => code.used);
  const statuses = effectiveItemStatuses(
    rows.map((row) => ({ programmaticName: row.programmatic_name, stored: row.status })),
    { signupComplete, openRevisions: openRevisions > 0 },
  );
  const assignees = await assigneesOf(
    db,
    rows.map((row) => row.id),
  );
  const items: WorkflowItem[] = rows.map((row, index) => {
    const signup = row.programmatic_name === 'VENDOR_SIGNUP';
    return {
      id: row.id,
      covgId,
      name: row.name,
      programmaticName: row.programmatic_name,
      status: statuses[index]!,
      assignedDate: row.assigned_date?.toISOString() ?? null,
      completionDate: signup ? (used?.used_time?.toISOString() ?? null) : (row.completion_date?.toISOString() ?? null),
      assignees: assignees.get(row.id) ?? [],
      completer: signup ? (used?.used_username ?? null) : row.completer_name,
      itemType: WORKFLOW_ITEM_TYPE_OF[row.programmatic_name],
      stepAction: row.step_action,
    };
  });
  return { scope, state, covg, items, codes, signupComplete, openRevisions };
}

export type LoadedWorkflow = Awaited<ReturnType<typeof loadWorkflow>>;

/** The workflow of one item, for the acting client; 404 for an item of another client's workflow. */
export async function loadWorkflowOfItem(ctx: ServiceContext, itemId: number, db: Db | DbTransaction = ctx.db) {
  const owner = await workflowOfItem(db, itemId);
  if (!owner) throw notFound(STEP_NOT_FOUND);
  let workflow: LoadedWorkflow;
  try {
    workflow = await loadWorkflow(ctx, owner.covg_id, db);
  } catch (error) {
    if (error instanceof Error && error.message === WORKFLOW_NOT_FOUND) throw notFound(STEP_NOT_FOUND);
    throw error;
  }
  const item = workflow.items.find((candidate) => candidate.id === itemId)!;
  return { ...workflow, item };
}

/** Whether the workflow may be exported now: its export item is open and everything before it done. */
export function isExportable(workflow: Pick<LoadedWorkflow, 'items'>): boolean {
  const exportItem = workflow.items.find((item) => item.programmaticName === 'VENDOR_EXPORT');
  return exportItem?.status === 'ACTIVE';
}

/** Marks the workflow complete when every item is done (after any item is resolved), in the caller's transaction. */
export async function completeIfDone(trx: DbTransaction, workflow: { state: { id: number }; items: WorkflowItem[] }) {
  if (!workflow.items.every((item) => isItemDone(item.status))) return;
  await trx
    .updateTable('onboarding_workflows')
    .set({ completed_at: new Date() })
    .where('id', '=', workflow.state.id)
    .where('completed_at', 'is', null)
    .execute();
}
