import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { COMPLETION_STATUS_TEXT } from '@app/shared/checklists/checklist-item';
import type { Db } from '../../platform/db/database';
import { checklistStatusSql } from './checklist-status-sql';

export function checklistQuery(db: Db, vendorId: number) {
  return db
    .selectFrom('checklist_items as i')
    .innerJoin('clients as c', 'c.id', 'i.client_id')
    .innerJoin('enrollments as e', (join) => join.onRef('e.vendor_id', '=', 'i.vendor_id').onRef('e.client_id', '=', 'i.client_id'))
    .leftJoin('evd_configurations as f', 'f.id', 'i.evd_configuration_id')
    .select([
      'i.id',
      'i.name',
      'i.type',
      'i.priority',
      'i.client_id',
      'c.name as client_name',
      'i.due_date',
      checklistStatusSql('i').as('status'),
      'i.answers',
      'i.evd_configuration_id',
      'f.view_name',
      'f.definition',
      'f.evd_name',
      'e.enrollment_complete',
    ])
    .where('i.vendor_id', '=', vendorId);
}

type Row = Awaited<ReturnType<ReturnType<typeof checklistQuery>['executeTakeFirstOrThrow']>>;

export function toSummary(row: Row): ChecklistItemSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    priority: row.priority,
    clientId: row.client_id,
    customerId: row.client_id,
    clientName: row.client_name,
    dueDate: row.due_date,
    completionStatus: { name: row.status, desc: COMPLETION_STATUS_TEXT[row.status] },
    evdViewName: row.view_name,
    configurationId: row.evd_configuration_id,
  };
}

export type ChecklistRow = Row;
