import { sql } from 'kysely';
import type { DbTransaction } from '../../../platform/db/database';

/**
 * A record that left its list (reinstated, waived or dropped from a full file) no longer excludes
 * anyone: its alerts that are not already cleared are closed, each with a history entry.
 */
export async function closeAlertsOfRemovedRecords(trx: DbTransaction, sourceId: string, recordIds: string[]): Promise<number> {
  const { rows } = await sql<{ id: number; previous: string }>`
    WITH closed AS (
      SELECT id, status AS previous FROM screening_alerts
       WHERE source_id = ${sourceId} AND record_id = ANY(${recordIds}::text[]) AND status <> 'CLEARED'
       FOR UPDATE)
    UPDATE screening_alerts a SET status = 'CLEARED', status_changed_at = now(), updated_at = now()
      FROM closed WHERE a.id = closed.id
    RETURNING a.id, closed.previous`.execute(trx);
  if (rows.length) {
    await trx
      .insertInto('screening_alert_history')
      .values(
        rows.map((row) => ({
          alert_id: row.id,
          from_status: row.previous as 'OPEN' | 'VENDOR_RESPONDED' | 'CONFIRMED',
          to_status: 'CLEARED' as const,
          reason: 'RECORD_REMOVED',
          note: 'The list record was removed from the list (reinstated or no longer listed).',
        })),
      )
      .execute();
  }
  return rows.length;
}
