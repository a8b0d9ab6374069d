import { sql } from 'kysely';
import type { Db, DbTransaction } from '../../platform/db/database';
import { complianceRowsSql, unenrolledGroupStatusSql } from '../customers/compliance-status-sql';

/** A pg-boss job row as the Jobs list reads it (live table and archive). */
export interface QueueJobRow {
  id: string;
  name: string;
  state: string;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  error: string | null;
}

/**
 * The latest `limit` pg-boss jobs (queued, running and archived), newest first, without `skipName`'s
 * (shown from their own table). None before pg-boss has created its schema.
 */
export async function latestQueueJobs(db: Db, limit: number, skipName: string): Promise<QueueJobRow[]> {
  const { rows } = await sql<{
    ready: boolean;
  }>`SELECT to_regclass('pgboss.job') IS NOT NULL AND to_regclass('pgboss.archive') IS NOT NULL AS ready`.execute(db);
  if (!rows[0]?.ready) return [];
  const columns = sql`id::text AS id, name, state::text AS state, created_on, started_on, completed_on,
                      CASE WHEN state = 'failed' THEN left(output->>'message', 500) END AS error`;
  const result = await sql<QueueJobRow>`
    SELECT * FROM (
      (SELECT ${columns} FROM pgboss.job WHERE name <> ${skipName} AND name NOT LIKE '\\_\\_%' ORDER BY created_on DESC LIMIT ${limit})
      UNION ALL
      (SELECT ${columns} FROM pgboss.archive WHERE name <> ${skipName} AND name NOT LIKE '\\_\\_%' ORDER BY created_on DESC LIMIT ${limit})
    ) j ORDER BY created_on DESC LIMIT ${limit}`.execute(db);
  return result.rows;
}

/** How many COVGs an eligibility audit of the client goes through (the trashed ones are left alone). */
export async function countClientCovgs(db: Db | DbTransaction, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('covgs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', clientId)
    .where('trashed', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Audits the next `size` COVGs of the client after `afterCovgId` (in id order) in one statement: computes
 * each one's status with the compliance rule, records those that differ from the status last recorded
 * (once per audit: a repeated batch finds them recorded and equal) and records the new status. A COVG
 * whose vendor is not enrolled with the client is Not Enrolled.
 */
export async function auditCovgBatch(
  trx: DbTransaction,
  input: { auditId: number; clientId: number; afterCovgId: number; size: number },
): Promise<{ audited: number; lastCovgId: number | null }> {
  const { rows } = await sql<{ audited: number; last_covg_id: string | null }>`
    WITH batch AS (
      SELECT g.id, g.recorded_compliance_status AS old_status,
             COALESCE(c.compliance_status, ${unenrolledGroupStatusSql(sql`g.id`)}) AS new_status
        FROM covgs g
        LEFT JOIN (${complianceRowsSql({ clientIds: [input.clientId] })}) c ON c.vendor_id = g.vendor_id AND c.client_id = g.client_id
       WHERE g.client_id = ${input.clientId} AND NOT g.trashed AND g.id > ${input.afterCovgId}
       ORDER BY g.id
       LIMIT ${input.size}
         FOR UPDATE OF g
    ), recorded AS (
      INSERT INTO eligibility_audit_items (audit_id, covg_id, old_status, new_status)
      SELECT ${input.auditId}, b.id, b.old_status, b.new_status FROM batch b WHERE b.old_status IS DISTINCT FROM b.new_status
      ON CONFLICT (audit_id, covg_id) DO NOTHING
    ), updated AS (
      UPDATE covgs g SET recorded_compliance_status = b.new_status
        FROM batch b
       WHERE g.id = b.id AND g.recorded_compliance_status IS DISTINCT FROM b.new_status
    )
    SELECT count(*)::int AS audited, max(id)::text AS last_covg_id FROM batch`.execute(trx);
  const row = rows[0]!;
  return { audited: row.audited, lastCovgId: row.last_covg_id === null ? null : Number(row.last_covg_id) };
}
