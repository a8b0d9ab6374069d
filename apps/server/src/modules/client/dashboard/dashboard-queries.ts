import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { alertSubjectInForceSql, complianceRowsSql, unenrolledGroupStatusSql } from '../../customers/compliance-status-sql';
import { checklistStatusSql } from '../../checklists/checklist-status-sql';
import { subjectNameSql } from '../../screening/alerts/subject-name';

/** Vendor groups per compliance status and per enrolment state, in one pass. */
export async function groupCounts(db: Db, clientIds: number[]) {
  const { rows } = await sql<{ compliance_status: string; enrollment: 'NONE' | 'STARTED' | 'COMPLETE'; recent: boolean; count: number }>`
    SELECT COALESCE(c.compliance_status, ${unenrolledGroupStatusSql(sql`g.id`)}) AS compliance_status,
           CASE WHEN e.enrollment_complete THEN 'COMPLETE' WHEN e.id IS NOT NULL THEN 'STARTED' ELSE 'NONE' END AS enrollment,
           COALESCE(e.enrollment_complete_date >= CURRENT_DATE - 30, false) AS recent,
           count(*)::int AS count
      FROM covgs g
      LEFT JOIN enrollments e ON e.vendor_id = g.vendor_id AND e.client_id = g.client_id
      LEFT JOIN (${complianceRowsSql({ clientIds })}) c ON c.vendor_id = g.vendor_id AND c.client_id = g.client_id
     WHERE g.client_id = ANY(${clientIds}::bigint[]) AND NOT g.trashed
     GROUP BY 1, 2, 3`.execute(db);
  return rows;
}

/** The client's to-dos of its vendor groups' vendors, counted per stored status and due date (form status is derived by the caller). */
export async function todoCounts(db: Db, clientIds: number[]) {
  const { rows } = await sql<{ status: string; due_date: string | null; count: number }>`
    SELECT ${checklistStatusSql('i')} AS status, i.due_date::text AS due_date, count(*)::int AS count
      FROM checklist_items i
     WHERE i.client_id = ANY(${clientIds}::bigint[])
       AND EXISTS (SELECT 1 FROM covgs g WHERE g.vendor_id = i.vendor_id AND g.client_id = i.client_id AND NOT g.trashed)
     GROUP BY 1, 2`.execute(db);
  return rows;
}

/** The open to-dos that fall due first (past due first). */
export async function todosDueFirst(db: Db, clientIds: number[], limit: number) {
  const { rows } = await sql<{
    id: number;
    name: string;
    status: string;
    due_date: string | null;
    covg_id: number;
    preferred_name: string;
  }>`
    SELECT i.id, i.name, ${checklistStatusSql('i')} AS status, i.due_date::text AS due_date, g.id AS covg_id, g.preferred_name
      FROM checklist_items i
      JOIN covgs g ON g.vendor_id = i.vendor_id AND g.client_id = i.client_id AND NOT g.trashed
     WHERE i.client_id = ANY(${clientIds}::bigint[]) AND ${checklistStatusSql('i')} <> 'COMPLETE' AND i.due_date IS NOT NULL
     ORDER BY i.due_date, i.id
     LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * Matches under review (OPEN or VENDOR_RESPONDED) on the client's enrolled vendors, their owners and
 * active employees, newest first, with the total: the same alerts the compliance rule counts as each
 * vendor's open alerts (`complianceRowsSql`), so the queue's total is the vendor list's sum.
 */
export async function openAlerts(db: Db, clientIds: number[], limit: number) {
  const { rows } = await sql<{
    id: number;
    vendor_id: number;
    covg_id: number;
    vendor_name: string;
    subject_type: 'VENDOR' | 'OWNER' | 'EMPLOYEE';
    subject_name: string;
    list_name: string;
    matched_name: string;
    score: number;
    reasons: string[];
    created_at: Date;
    total: number;
  }>`
    WITH mine AS (${enrolledVendorGroupsSql(clientIds)})
    SELECT a.id, a.vendor_id, m.covg_id, m.preferred_name AS vendor_name, a.subject_type,
           ${subjectNameSql('a')} AS subject_name,
           l.name AS list_name, a.matched_name, a.score, a.reasons, a.created_at,
           count(*) OVER ()::int AS total
      FROM screening_alerts a
      JOIN mine m ON m.vendor_id = a.vendor_id
      JOIN list_sources l ON l.id = a.source_id
     WHERE a.status IN ('OPEN', 'VENDOR_RESPONDED') AND ${alertSubjectInForceSql('a')}
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT ${limit}`.execute(db);
  return rows;
}

/** SQL: the clients' enrolled vendors, each with the first vendor group (COVG) the client knows it by (`vendor_id, covg_id, preferred_name`). */
export function enrolledVendorGroupsSql(clientIds: number[]): RawBuilder<{ vendor_id: number; covg_id: number; preferred_name: string }> {
  return sql`SELECT DISTINCT ON (g.vendor_id) g.vendor_id, g.id AS covg_id, g.preferred_name
      FROM covgs g
     WHERE g.client_id = ANY(${clientIds}::bigint[]) AND NOT g.trashed AND g.vendor_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM enrollments e WHERE e.vendor_id = g.vendor_id AND e.client_id = g.client_id)
     ORDER BY g.vendor_id, g.id`;
}

/** Each list source with the snapshot in force and when it was put in force. */
export async function listSnapshotsInForce(db: Db) {
  return db
    .selectFrom('list_sources as s')
    .leftJoin('list_snapshots as n', 'n.id', 's.current_snapshot_id')
    .select(['s.id', 's.name', 'n.finished_at', 'n.file_name'])
    .orderBy('s.name')
    .execute();
}
