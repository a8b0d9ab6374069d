import { sql } from 'kysely';
import type { Actor } from '../../platform/context';
import type { DbTransaction } from '../../platform/db/database';

/** The COVs named by a file that exist, locked until the import's transaction ends. */
export async function lockCovs(trx: DbTransaction, ids: number[]): Promise<Set<number>> {
  const { rows } = await sql<{ id: string }>`
    SELECT id::text AS id FROM covs WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx);
  return new Set(rows.map((row) => Number(row.id)));
}

/** Sets each COV's enrolment due date in one statement, with an audit entry per COV (the date before and after). */
export async function setEnrollmentDueDates(
  trx: DbTransaction,
  who: { actor: Actor; requestId: string; ip: string | null; fileId: number },
  rows: { covIds: number[]; dueDates: string[] },
): Promise<void> {
  const { actor } = who;
  await sql`
    WITH input AS (
      SELECT * FROM unnest(${rows.covIds}::bigint[], ${rows.dueDates}::date[]) AS t(id, due_date)
    ), old AS (
      SELECT v.id, v.enrollment_due_date AS from_date, i.due_date AS to_date FROM covs v JOIN input i ON i.id = v.id
    ), updated AS (
      UPDATE covs v SET enrollment_due_date = o.to_date FROM old o WHERE v.id = o.id
    )
    INSERT INTO audit_log (user_id, username, acting_role, acting_vendor_id, acting_client_id, action, entity_type, entity_id, details, request_id, ip)
    SELECT ${actor.userId}, ${actor.username}, ${actor.assumedRole ?? actor.role}, ${actor.vendorId}::bigint, ${actor.clientId}::bigint,
           'cov.enrollment-due-date-set', 'cov', o.id::text,
           jsonb_build_object('from', o.from_date, 'to', o.to_date, 'fileId', ${who.fileId}::bigint), ${who.requestId}, ${who.ip}
      FROM old o`.execute(trx);
}
