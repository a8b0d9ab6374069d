import { sql, type RawBuilder } from 'kysely';
import type { CompletionStatusName } from '@app/shared/checklists/checklist-item';

/**
 * SQL: a to-do's status as everyone sees it (issue 33, decision 338). A proof-of-monitoring to-do
 * (POM, MONTHLY_POM) is Complete while its vendor has an active Employee Monitoring subscription, whatever
 * is stored: the subscription is the proof, so paying for it never leaves the to-do Incomplete, and the
 * to-do falls back to its stored status (an attestation, or open) once the subscription lapses.
 * `alias` names the checklist_items row.
 */
export function checklistStatusSql(alias: string): RawBuilder<CompletionStatusName> {
  const item = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<CompletionStatusName>`(CASE WHEN ${item('type')} IN ('POM', 'MONTHLY_POM') AND EXISTS (
      SELECT 1 FROM subscriptions pom_s
       WHERE pom_s.vendor_id = ${item('vendor_id')} AND pom_s.subscription_type = 'VP_EMPLOYEE_MONITORING' AND pom_s.status = 'ACTIVE')
    THEN 'COMPLETE' ELSE ${item('status')} END)`;
}
