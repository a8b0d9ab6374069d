import { sql } from 'kysely';
import type { Db, DbTransaction } from '../../../platform/db/database';
import { complianceRowsSql } from '../../customers/compliance-status-sql';
import { emitEvent } from './emit-event';

/**
 * vendor.compliance_changed (decision 302). Compliance is computed, not stored (and issue 30 reworks how),
 * so the status last told is kept per enrolment and compared at the few places it can change (an alert
 * decided, a payment, a form submitted). Only enrolments whose client has a webhook subscribed are
 * computed; a client subscribing starts from the statuses as they are then (baselineClientCompliance).
 */
export async function emitComplianceChanges(db: Db | DbTransaction, vendorId: number): Promise<void> {
  const listening = await db
    .selectFrom('webhooks as w')
    .innerJoin('enrollments as e', 'e.client_id', 'w.client_id')
    .select('w.client_id')
    .distinct()
    .where('e.vendor_id', '=', vendorId)
    .where('w.disabled_at', 'is', null)
    .where(sql<boolean>`'vendor.compliance_changed' = ANY(w.events)`)
    .execute();
  if (!listening.length) return;
  const clientIds = new Set(listening.map((row) => row.client_id));
  const { rows } = await sql<{ client_id: number; compliance_status: string; previous: string | null }>`
    SELECT c.client_id, c.compliance_status, s.status AS previous
      FROM (${complianceRowsSql({ vendorId })}) c
      LEFT JOIN webhook_compliance_states s ON s.vendor_id = c.vendor_id AND s.client_id = c.client_id`.execute(db);
  for (const row of rows) {
    if (!clientIds.has(row.client_id) || row.previous === row.compliance_status) continue;
    await db
      .insertInto('webhook_compliance_states')
      .values({ vendor_id: vendorId, client_id: row.client_id, status: row.compliance_status })
      .onConflict((oc) => oc.columns(['vendor_id', 'client_id']).doUpdateSet({ status: row.compliance_status, updated_at: new Date() }))
      .execute();
    if (row.previous === null) continue;
    await emitEvent(db, {
      type: 'vendor.compliance_changed',
      vendorId,
      clientId: row.client_id,
      data: { clientId: row.client_id, previousStatus: row.previous, status: row.compliance_status },
    });
  }
}

/** Records the current compliance of every vendor of a client as what its webhooks were last told. */
export async function baselineClientCompliance(trx: DbTransaction, clientId: number): Promise<void> {
  await sql`
    INSERT INTO webhook_compliance_states (vendor_id, client_id, status)
    SELECT c.vendor_id, c.client_id, c.compliance_status FROM (${complianceRowsSql({ clientIds: [clientId] })}) c
    ON CONFLICT (vendor_id, client_id) DO UPDATE SET status = EXCLUDED.status, updated_at = now()`.execute(trx);
}
