import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { alertSubjectInForceSql, complianceRowsSql, unenrolledGroupStatusSql } from '../../customers/compliance-status-sql';
import { checklistStatusSql } from '../../checklists/checklist-status-sql';
import { subjectNameSql } from '../../screening/alerts/subject-name';
import { alertLevelSql } from '../../screening/alerts/subject-status';
import { anyOf } from '../../../platform/db/any-of';

/** The enrolment and compliance of one vendor with one client (null enrolment: not started). */
export async function enrolmentOf(db: Db, vendorId: number, clientId: number) {
  const enrollment = await db
    .selectFrom('enrollments')
    .select(['customer_since', 'enrollment_complete', 'enrollment_complete_date', 'signup_code'])
    .where('vendor_id', '=', vendorId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  const { rows } = await sql<{ compliance_status: string; open_alerts: number }>`
    SELECT r.compliance_status, r.open_alerts FROM (${complianceRowsSql({ vendorId })}) r WHERE r.client_id = ${clientId}`.execute(db);
  return { enrollment: enrollment ?? null, complianceStatus: rows[0]?.compliance_status ?? null, openAlerts: rows[0]?.open_alerts ?? 0 };
}

/** The compliance of a group whose vendor has no enrolment with the client: Not Enrolled, or Compliant before its enrolment due date. */
export async function unenrolledGroupStatus(db: Db, covgId: number): Promise<string> {
  const { rows } = await sql<{ status: string }>`SELECT ${unenrolledGroupStatusSql(sql`${covgId}::bigint`)} AS status`.execute(db);
  return rows[0]!.status;
}

export async function recordsOfGroup(db: Db, covgId: number) {
  return db
    .selectFrom('covs as v')
    .innerJoin('clients as c', 'c.id', 'v.client_id')
    .select(['v.id', 'v.vendor_number', 'v.legal_name', 'v.tin_last_four', 'v.tin_type', 'v.manager_name', 'c.name as facility'])
    .where('v.covg_id', '=', covgId)
    .where('v.trashed', '=', false)
    .orderBy('v.vendor_number')
    .execute();
}

export async function companyOf(db: Db, vendorId: number) {
  return db
    .selectFrom('vendors as v')
    .selectAll('v')
    .select(alertLevelSql('VENDOR', sql.ref('v.id')).as('alert_level'))
    .where('v.id', '=', vendorId)
    .executeTakeFirstOrThrow();
}

export async function ownersOf(db: Db, vendorId: number) {
  return db
    .selectFrom('owners as o')
    .select([
      'o.id',
      'o.this_is_a_business',
      'o.business_name',
      'o.first_name',
      'o.last_name',
      'o.ownership_percentage',
      'o.tax_id_encrypted',
    ])
    .select(alertLevelSql('OWNER', sql.ref('o.id')).as('alert_level'))
    .where('o.vendor_id', '=', vendorId)
    .where('o.deleted_at', 'is', null)
    .orderBy('o.ownership_percentage', 'desc')
    .orderBy('o.id')
    .execute();
}

export async function checklistOf(db: Db, vendorId: number, clientId: number) {
  return (
    db
      .selectFrom('checklist_items as i')
      .leftJoin('evd_configurations as f', 'f.id', 'i.evd_configuration_id')
      // A to-do completed by a document keeps the handed-in file's id in its answers (todo-document.ts).
      .leftJoin('files as d', (join) => join.on(sql<boolean>`i.type = 'OTHER' AND d.id = (i.answers->>'documentFileId')::bigint`))
      .select([
        'i.id',
        'i.type',
        'i.name',
        checklistStatusSql('i').as('status'),
        'i.required',
        'i.due_date',
        'i.completed_at',
        'f.definition',
      ])
      .select(['d.id as document_file_id', 'd.filename as document_filename', 'd.created_at as document_uploaded_at'])
      .where('i.vendor_id', '=', vendorId)
      .where('i.client_id', '=', clientId)
      .orderBy('i.priority')
      .orderBy('i.id')
      .execute()
  );
}

export async function submissionsOf(db: Db, vendorId: number, clientId: number) {
  return db
    .selectFrom('evd_submissions as s')
    .innerJoin('evd_configurations as f', 'f.id', 's.evd_configuration_id')
    .select(['s.id', 's.checklist_item_id', 's.submitted_at', 's.username', 's.answers', 'f.definition'])
    .where('s.vendor_id', '=', vendorId)
    .where('s.client_id', '=', clientId)
    .orderBy('s.submitted_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

export async function revisionNotesOf(db: Db, vendorId: number, clientId: number) {
  return db
    .selectFrom('revision_request_notes')
    .select(['id', 'type', 'checklist_item_id', 'note', 'completed', 'data_point_id', 'vendor_data_key', 'created_at'])
    .where('vendor_id', '=', vendorId)
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function reviewsOf(db: Db, vendorId: number, clientId: number) {
  return db
    .selectFrom('client_reviews')
    .select(['item_type', 'checklist_item_id', 'decision', 'note', 'reviewer_name', 'reviewed_at'])
    .where('vendor_id', '=', vendorId)
    .where('client_id', '=', clientId)
    .orderBy('reviewed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function w9SubmissionsOf(db: Db, vendorId: number, clientId: number) {
  return db
    .selectFrom('w9_submissions as s')
    .innerJoin('w9_forms as w', 'w.id', 's.w9_id')
    .innerJoin('files as f', 'f.id', 'w.file_id')
    .select(['w.id as w9_id', 'f.filename', 's.submitted_at'])
    .where('w.vendor_id', '=', vendorId)
    .where('s.client_id', '=', clientId)
    .orderBy('s.submitted_at', 'desc')
    .execute();
}

/**
 * Every alert of the vendor, its owners and its active employees (a terminated employee or deleted owner
 * no longer concerns the client), with the list's name and the subject's name only: the employee's SSN
 * and date of birth never leave the server (issue 30).
 */
export async function vendorAlerts(db: Db, vendorId: number) {
  const alerts = await db
    .selectFrom('screening_alerts as a')
    .innerJoin('list_sources as l', 'l.id', 'a.source_id')
    .select([
      'a.id',
      'a.subject_type',
      'a.subject_id',
      'a.source_id',
      'l.name as list_name',
      'a.record_id',
      'a.matched_name',
      'a.score',
      'a.band',
      'a.status',
      'a.reasons',
      'a.evidence',
      'a.record',
      'a.created_at',
      'a.status_changed_at',
      subjectNameSql('a').as('subject_name'),
    ])
    .where('a.vendor_id', '=', vendorId)
    .where(alertSubjectInForceSql('a'))
    .orderBy(sql`CASE a.status WHEN 'CONFIRMED' THEN 0 WHEN 'CLEARED' THEN 2 ELSE 1 END`)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const history = alerts.length
    ? await db
        .selectFrom('screening_alert_history')
        .select(['alert_id', 'occurred_at', 'username', 'from_status', 'to_status', 'note', 'reason'])
        .where('alert_id', '=', anyOf(alerts.map((a) => a.id)))
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  return { alerts, history };
}

export async function employeeMonitoringOf(db: Db, vendorId: number) {
  const { rows } = await sql<{ subscribed: boolean; monitored: number; open_alerts: number }>`
    SELECT EXISTS (SELECT 1 FROM subscriptions s WHERE s.vendor_id = ${vendorId} AND s.subscription_type = 'VP_EMPLOYEE_MONITORING' AND s.status = 'ACTIVE') AS subscribed,
           (SELECT count(*) FROM employees e WHERE e.vendor_id = ${vendorId} AND e.terminated_at IS NULL)::int AS monitored,
           (SELECT count(*) FROM screening_alerts a WHERE a.vendor_id = ${vendorId} AND a.subject_type = 'EMPLOYEE'
               AND a.status IN ('OPEN', 'VENDOR_RESPONDED') AND ${alertSubjectInForceSql('a')})::int AS open_alerts`.execute(db);
  return rows[0]!;
}

/** The vendor's subscriptions that concern this client: the client's own (Engage) and the vendor's platform-wide ones. */
export async function subscriptionsOf(db: Db, vendorId: number, clientId: number) {
  return db
    .selectFrom('subscriptions as s')
    .leftJoin('clients as c', 'c.id', 's.client_id')
    .select(['s.subscription_type', 's.status', 's.start_date', 's.renewal_date', 'c.name as client_name'])
    .where('s.vendor_id', '=', vendorId)
    .where((eb) => eb.or([eb('s.client_id', '=', clientId), eb('s.client_id', 'is', null)]))
    .orderBy('s.start_date', 'desc')
    .execute();
}
