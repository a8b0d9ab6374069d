import { sql } from 'kysely';
import type { AlertStatus, SubjectType } from '../../../db/schema';
import type { Actor } from '../../../platform/context';
import type { DbTransaction } from '../../../platform/db/database';

/** The current status of the alerts named by a file, locked until the upload's transaction ends. */
export async function lockAlerts(trx: DbTransaction, ids: number[]): Promise<Map<number, AlertStatus>> {
  const { rows } = await sql<{ id: string; status: AlertStatus }>`
    SELECT id::text AS id, status FROM screening_alerts WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx);
  return new Map(rows.map((row) => [Number(row.id), row.status]));
}

/** A vendor's decisions of one outcome in the upload, for its notification. */
export interface DecidedGroup {
  vendorId: number;
  outcome: 'CLEARED' | 'CONFIRMED';
  count: number;
  /** One of the alerts (the notification of a single decision names it). */
  alertId: number;
  subjectType: SubjectType;
  sourceName: string;
  note: string | null;
}

/**
 * Applies every row in one statement (the single resolve's steps, set-based): the status of each alert
 * whose status changes, a RESOLVED history entry with the note for every row, an `alert.resolved` audit
 * entry per alert. Answers the decisions (CLEARED / CONFIRMED reached now) per vendor and outcome.
 */
export async function applyAlertDecisions(
  trx: DbTransaction,
  who: { actor: Actor; requestId: string; ip: string | null; fileId: number },
  rows: { ids: number[]; statuses: string[]; notes: Array<string | null> },
): Promise<DecidedGroup[]> {
  const { actor } = who;
  const { rows: groups } = await sql<{
    vendor_id: string;
    outcome: 'CLEARED' | 'CONFIRMED' | null;
    count: number;
    alert_id: string;
    subject_type: SubjectType;
    source_name: string;
    note: string | null;
  }>`
    WITH input AS (
      SELECT * FROM unnest(${rows.ids}::bigint[], ${rows.statuses}::text[], ${rows.notes}::text[]) AS t(id, status, note)
    ), old AS (
      SELECT a.id, a.vendor_id, a.subject_type, a.source_id, a.status AS from_status, i.status AS to_status, i.note
        FROM screening_alerts a JOIN input i ON i.id = a.id
    ), updated AS (
      UPDATE screening_alerts a SET status = o.to_status, status_changed_at = now(), updated_at = now()
        FROM old o
       WHERE a.id = o.id AND a.status <> o.to_status
    ), history AS (
      INSERT INTO screening_alert_history (alert_id, user_id, username, from_status, to_status, note, reason)
      SELECT o.id, ${actor.userId}, ${actor.username}, o.from_status, o.to_status, o.note, 'RESOLVED' FROM old o
    ), audit AS (
      INSERT INTO audit_log (user_id, username, acting_role, acting_vendor_id, acting_client_id, action, entity_type, entity_id, details, request_id, ip)
      SELECT ${actor.userId}, ${actor.username}, ${actor.assumedRole ?? actor.role}, ${actor.vendorId}::bigint, ${actor.clientId}::bigint,
             'alert.resolved', 'screening-alert', o.id::text,
             jsonb_build_object('from', o.from_status, 'to', o.to_status, 'fileId', ${who.fileId}::bigint),
             ${who.requestId}, ${who.ip}
        FROM old o
    )
    SELECT o.vendor_id::text AS vendor_id,
           CASE WHEN o.from_status <> o.to_status AND o.to_status <> 'OPEN' THEN o.to_status END AS outcome,
           count(*)::int AS count, min(o.id)::text AS alert_id, min(o.subject_type) AS subject_type,
           min(s.name) AS source_name, min(o.note) AS note
      FROM old o JOIN list_sources s ON s.id = o.source_id
     GROUP BY 1, 2`.execute(trx);
  return groups.flatMap((g) =>
    g.outcome
      ? [
          {
            vendorId: Number(g.vendor_id),
            outcome: g.outcome,
            count: g.count,
            alertId: Number(g.alert_id),
            subjectType: g.subject_type,
            sourceName: g.source_name,
            note: g.note,
          },
        ]
      : [],
  );
}
