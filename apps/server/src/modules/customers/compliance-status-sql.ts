import { sql, type RawBuilder } from 'kysely';
import { COMPLIANCE_STATUS, type ComplianceStatusText } from '@app/shared/customers/compliance-status';
import { checklistStatusSql } from '../checklists/checklist-status-sql';

/** One enrolment's compliance: the vendor, the client, the status text and its rank in DOMAIN.md's order. */
export interface ComplianceRow {
  vendor_id: number;
  client_id: number;
  compliance_status: ComplianceStatusText;
  /** 0 = Not Enrolled … 6 = Compliant: the order the rule tests them in (worst first). */
  compliance_rank: number;
  /** Matches still undecided (OPEN or VENDOR_RESPONDED) on the vendor, its owners and active employees: "under review". */
  open_alerts: number;
}

/** The statuses in DOMAIN.md's order: the first that applies wins. */
export const COMPLIANCE_ORDER: readonly ComplianceStatusText[] = [
  COMPLIANCE_STATUS.NOT_ENROLLED,
  COMPLIANCE_STATUS.EXCLUDED,
  COMPLIANCE_STATUS.OWNER_EXCLUDED,
  COMPLIANCE_STATUS.EXPIRED,
  COMPLIANCE_STATUS.WAIVER_REJECTED,
  COMPLIANCE_STATUS.MISSING_FORMS,
  COMPLIANCE_STATUS.COMPLIANT,
];

/** Whose enrolments: one vendor's (its customers) or every vendor of some clients (a client and its facilities). */
export type ComplianceScope = { vendorId: number } | { clientIds: number[] };

/**
 * SQL: the compliance of vendor group `groupId` whose vendor has no enrolment with the group's client
 * (not signed up, or not connected): Not Enrolled, unless the group's enrolment due date (the earliest of
 * its COVs', Enrollment Due Date Import) is today or later — then nothing is held against it yet
 * (Compliant), as a to-do counts only once past its due date.
 */
export function unenrolledGroupStatusSql(groupId: RawBuilder<unknown>): RawBuilder<ComplianceStatusText> {
  return sql<ComplianceStatusText>`CASE WHEN ${groupEnrollmentDueSql(groupId)} >= CURRENT_DATE
    THEN ${sql.lit(COMPLIANCE_STATUS.COMPLIANT)} ELSE ${sql.lit(COMPLIANCE_STATUS.NOT_ENROLLED)} END`;
}

/** SQL: the rank (COMPLIANCE_ORDER) of `unenrolledGroupStatusSql`. */
export function unenrolledGroupRankSql(groupId: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`CASE WHEN ${groupEnrollmentDueSql(groupId)} >= CURRENT_DATE THEN 6 ELSE 0 END`;
}

/** SQL: the earliest enrolment due date of a group's COVs (null: none set). */
function groupEnrollmentDueSql(groupId: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql`(SELECT min(v.enrollment_due_date) FROM covs v WHERE v.covg_id = ${groupId} AND NOT v.trashed)`;
}

/**
 * SQL: whether an alert's subject still counts for the vendor's compliance: the vendor itself, an owner
 * not deleted, an employee not terminated (issue 30: a terminated employee's exclusion no longer makes
 * the vendor Excluded, and their open matches are no longer under review for the clients).
 */
export function alertSubjectInForceSql(alertAlias: string): RawBuilder<boolean> {
  const type = sql.ref(`${alertAlias}.subject_type`);
  const id = sql.ref(`${alertAlias}.subject_id`);
  return sql<boolean>`(${type} = 'VENDOR'
    OR (${type} = 'OWNER' AND EXISTS (SELECT 1 FROM owners o WHERE o.id = ${id} AND o.deleted_at IS NULL))
    OR (${type} = 'EMPLOYEE' AND EXISTS (SELECT 1 FROM employees m WHERE m.id = ${id} AND m.terminated_at IS NULL)))`;
}

/**
 * The compliance status of every enrolment in `scope`, as a subquery (DOMAIN.md and issue 30: Not Enrolled →
 * Excluded (the vendor, or an active — not terminated — employee, confirmed on a list) → Owner Excluded → Expired (the client's subscription
 * expired and none of that type is active, paid or waived or with a waiver pending) → Waiver Rejected → Missing Forms (a required to-do not
 * complete past its due date) → Compliant). An unfinished enrolment is Not Enrolled only once the
 * enrolment due date of the vendor's groups with the client (the earliest of their COVs') has passed, or
 * at once when none is set. Set-based: each fact is aggregated once for the whole scope
 * and hash-joined, so 5,000 vendors of a client cost one pass over their rows, not 5,000 probes.
 */
export function complianceRowsSql(scope: ComplianceScope): RawBuilder<ComplianceRow> {
  const enrolments = 'vendorId' in scope ? sql`e.vendor_id = ${scope.vendorId}` : sql`e.client_id = ANY(${scope.clientIds}::bigint[])`;
  const own = (alias: string) =>
    'vendorId' in scope
      ? sql`${sql.ref(`${alias}.vendor_id`)} = ${scope.vendorId}`
      : sql`${sql.ref(`${alias}.client_id`)} = ANY(${scope.clientIds}::bigint[])`;
  const status = (index: number) => sql.lit(COMPLIANCE_ORDER[index]!);
  const notEnrolled = sql`NOT e.enrollment_complete AND (d.due_date IS NULL OR d.due_date < CURRENT_DATE)`;
  return sql<ComplianceRow>`
    SELECT e.vendor_id, e.client_id,
           CASE WHEN ${notEnrolled} THEN ${status(0)}
                WHEN x.vendor_excluded THEN ${status(1)}
                WHEN x.owner_excluded THEN ${status(2)}
                WHEN s.subscription_expired THEN ${status(3)}
                WHEN s.waiver_rejected THEN ${status(4)}
                WHEN f.vendor_id IS NOT NULL THEN ${status(5)}
                ELSE ${status(6)} END AS compliance_status,
           CASE WHEN ${notEnrolled} THEN 0
                WHEN x.vendor_excluded THEN 1
                WHEN x.owner_excluded THEN 2
                WHEN s.subscription_expired THEN 3
                WHEN s.waiver_rejected THEN 4
                WHEN f.vendor_id IS NOT NULL THEN 5
                ELSE 6 END AS compliance_rank,
           COALESCE(x.open_alerts, 0)::int AS open_alerts
      FROM enrollments e
      LEFT JOIN (SELECT a.vendor_id,
                        bool_or(a.status = 'CONFIRMED' AND a.subject_type IN ('VENDOR', 'EMPLOYEE')) AS vendor_excluded,
                        bool_or(a.status = 'CONFIRMED' AND a.subject_type = 'OWNER') AS owner_excluded,
                        count(*) FILTER (WHERE a.status IN ('OPEN', 'VENDOR_RESPONDED')) AS open_alerts
                   FROM screening_alerts a
                  WHERE a.status <> 'CLEARED' AND a.vendor_id IN (SELECT e.vendor_id FROM enrollments e WHERE ${enrolments})
                    AND ${alertSubjectInForceSql('a')}
                  GROUP BY a.vendor_id) x ON x.vendor_id = e.vendor_id
      LEFT JOIN (SELECT t.vendor_id, t.client_id,
                        bool_or(t.expired AND NOT t.active) AS subscription_expired,
                        bool_or(t.rejected) AS waiver_rejected
                   FROM (SELECT s.vendor_id, s.client_id, s.subscription_type,
                                bool_or(s.status = 'EXPIRED') AS expired,
                                bool_or(s.status IN ('ACTIVE', 'WAIVER_PENDING', 'WAIVER_APPROVED')) AS active,
                                bool_or(s.status = 'WAIVER_NOT_APPROVED') AS rejected
                           FROM subscriptions s
                          WHERE ${own('s')}
                          GROUP BY s.vendor_id, s.client_id, s.subscription_type) t
                  GROUP BY t.vendor_id, t.client_id) s ON s.vendor_id = e.vendor_id AND s.client_id = e.client_id
      LEFT JOIN (SELECT DISTINCT c.vendor_id, c.client_id
                   FROM checklist_items c
                  WHERE ${own('c')} AND c.required AND ${checklistStatusSql('c')} <> 'COMPLETE' AND c.due_date < CURRENT_DATE) f
             ON f.vendor_id = e.vendor_id AND f.client_id = e.client_id
      LEFT JOIN (SELECT g.vendor_id, g.client_id, min(v.enrollment_due_date) AS due_date
                   FROM covgs g JOIN covs v ON v.covg_id = g.id AND NOT v.trashed
                  WHERE ${own('g')} AND NOT g.trashed AND v.enrollment_due_date IS NOT NULL
                  GROUP BY g.vendor_id, g.client_id) d ON d.vendor_id = e.vendor_id AND d.client_id = e.client_id
     WHERE ${enrolments}`;
}
