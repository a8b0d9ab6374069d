import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { alertSubjectInForceSql, complianceRowsSql } from '../../customers/compliance-status-sql';
import { subjectNameSql } from '../../screening/alerts/subject-name';
import { enrolledVendorGroupsSql } from '../dashboard/dashboard-queries';

/** The week a digest covers: [from, to) as calendar days (UTC), Monday to the next Monday. */
export interface DigestWindow {
  from: string;
  to: string;
}

/** Client users who want the digest and have not been sent this week's (`weekStart`), by client. */
export async function digestRecipients(db: Db, weekStart: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('clients as c', 'c.id', 'u.client_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.client_id', 'c.name as client_name'])
    .where('u.role', '=', 'Client User')
    .where('u.disabled', '=', false)
    .where('u.weekly_digest', '=', true)
    .where('u.email', 'is not', null)
    .where('u.email', '<>', '')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('weekly_digest_deliveries as d')
            .select('d.id')
            .whereRef('d.user_id', '=', 'u.id')
            .where('d.week_start', '=', weekStart),
        ),
      ),
    )
    .orderBy('u.client_id')
    .orderBy('u.id')
    .execute();
}

/** A client and its sub-clients (facilities): whose vendors its users read, as the client area does. */
export async function clientAndFacilities(db: Db, clientId: number): Promise<number[]> {
  const children = await db.selectFrom('clients').select('id').where('parent_client_id', '=', clientId).execute();
  return [clientId, ...children.map((child) => child.id)];
}

/**
 * Records this week's compliance of every enrolment of the clients, keeping last digest week's status
 * as the previous one. The first run of a week moves the week on; later runs of the same week leave the
 * rows alone, so every run of a week reports the same changes.
 */
export async function recordComplianceWeek(db: Db, clientIds: number[], weekStart: string): Promise<void> {
  await sql`
    INSERT INTO digest_compliance_states (vendor_id, client_id, week_start, status)
    SELECT c.vendor_id, c.client_id, ${weekStart}::date, c.compliance_status FROM (${complianceRowsSql({ clientIds })}) c
    ON CONFLICT (vendor_id, client_id) DO UPDATE
       SET previous_status = digest_compliance_states.status, status = EXCLUDED.status, week_start = EXCLUDED.week_start
     WHERE digest_compliance_states.week_start < EXCLUDED.week_start`.execute(db);
}

/** The vendor group (COVG) a client reads a vendor through: its first, for the link and the name it knows. */
const groupOf = (vendor: string, client: string) => sql`(SELECT g.id FROM covgs g
   WHERE g.vendor_id = ${sql.ref(vendor)} AND g.client_id = ${sql.ref(client)} AND NOT g.trashed ORDER BY g.id LIMIT 1)`;

/** Enrolments whose status differs from the one at the previous digest (none on a client's first digest). */
export async function statusChanges(db: Db, clientIds: number[], weekStart: string) {
  const { rows } = await sql<{ covg_id: number; vendor_name: string; previous_status: string; status: string }>`
    SELECT g.id AS covg_id, g.preferred_name AS vendor_name, s.previous_status, s.status
      FROM digest_compliance_states s
      JOIN covgs g ON g.id = ${groupOf('s.vendor_id', 's.client_id')}
     WHERE s.client_id = ANY(${clientIds}::bigint[]) AND s.week_start = ${weekStart}::date
       AND s.previous_status IS NOT NULL AND s.previous_status <> s.status
     ORDER BY lower(g.preferred_name), g.id`.execute(db);
  return rows;
}

/**
 * Alerts raised in the week on the clients' enrolled vendors, their owners and active employees (the
 * subjects the compliance rule counts): the subject's name and role, the list and the alert's status;
 * never the person's SSN or date of birth.
 */
export async function newAlerts(db: Db, clientIds: number[], window: DigestWindow) {
  const { rows } = await sql<{
    id: number;
    covg_id: number;
    vendor_name: string;
    subject_type: 'VENDOR' | 'OWNER' | 'EMPLOYEE';
    subject_name: string;
    list_name: string;
    status: 'OPEN' | 'VENDOR_RESPONDED' | 'CONFIRMED' | 'CLEARED';
  }>`
    WITH mine AS (${enrolledVendorGroupsSql(clientIds)})
    SELECT a.id, m.covg_id, m.preferred_name AS vendor_name, a.subject_type, ${subjectNameSql('a')} AS subject_name,
           l.name AS list_name, a.status
      FROM screening_alerts a
      JOIN mine m ON m.vendor_id = a.vendor_id
      JOIN list_sources l ON l.id = a.source_id
     WHERE a.created_at >= ${window.from}::date AND a.created_at < ${window.to}::date AND ${alertSubjectInForceSql('a')}
     ORDER BY lower(m.preferred_name), a.created_at, a.id`.execute(db);
  return rows;
}

/**
 * The clients' open to-dos that fell past due in the week (due date inside it, not complete), and how
 * many are past due in all (as the dashboard's Past Due figure counts them; 0 when none fell due this week).
 */
export async function formsPastDue(db: Db, clientIds: number[], window: DigestWindow) {
  const { rows } = await sql<{ covg_id: number; vendor_name: string; name: string; due_date: string; total: number }>`
    WITH past_due AS (
      SELECT i.id, i.name, i.due_date, g.id AS covg_id, g.preferred_name
        FROM checklist_items i
        JOIN covgs g ON g.vendor_id = i.vendor_id AND g.client_id = i.client_id AND NOT g.trashed
       WHERE i.client_id = ANY(${clientIds}::bigint[]) AND i.status <> 'COMPLETE' AND i.due_date < CURRENT_DATE)
    SELECT p.covg_id, p.preferred_name AS vendor_name, p.name, p.due_date::text AS due_date,
           (SELECT count(*) FROM past_due)::int AS total
      FROM past_due p
     WHERE p.due_date >= ${window.from}::date AND p.due_date < ${window.to}::date
     ORDER BY p.due_date, lower(p.preferred_name), p.id`.execute(db);
  return { items: rows, total: rows[0]?.total ?? 0 };
}
