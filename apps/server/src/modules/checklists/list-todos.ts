import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { checklistQuery, toSummary } from './checklist-queries';
import { checklistStatusSql } from './checklist-status-sql';
import { preparedRows } from '../../platform/db/prepared-query';

/**
 * To-dos across customers: open items of finished enrolments only (spec 000 §4: to-dos of customers
 * whose enrolment is unfinished are hidden), soonest due first, then by priority.
 */
export async function listTodos(ctx: ServiceContext): Promise<ChecklistItemSummary[]> {
  const rows = await preparedRows(
    ctx.db,
    checklistQuery(ctx.db, actingVendorId(requireActor(ctx)))
      .where('e.enrollment_complete', '=', true)
      .where(checklistStatusSql('i'), '<>', 'COMPLETE')
      .orderBy((eb) => eb.fn.coalesce('i.due_date', eb.val('9999-12-31')))
      .orderBy('i.priority')
      .orderBy('i.id'),
  );
  return rows.map(toSummary);
}

/** Every to-do of one customer (complete ones included), for the customer's To-Dos tab. */
export async function listCustomerChecklist(ctx: ServiceContext, input: { clientId: number }): Promise<ChecklistItemSummary[]> {
  const rows = await checklistQuery(ctx.db, actingVendorId(requireActor(ctx)))
    .where('i.client_id', '=', input.clientId)
    .orderBy('i.priority')
    .orderBy('i.id')
    .execute();
  return rows.map(toSummary);
}
