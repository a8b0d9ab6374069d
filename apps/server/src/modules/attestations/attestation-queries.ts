import { sql, type RawBuilder } from 'kysely';
import type { ComplianceCode } from '@app/shared/customers/compliance-code';
import { FORM_DUE_SOON_DAYS, type FormStatusCode } from '@app/shared/clients/attestations';
import type { Db } from '../../platform/db/database';
import { complianceCodeSql } from '../customers/compliance-rule';

/** What the attestation list is filtered by; the TIN arrives as its blind index. */
export interface AttestationCriteria {
  clientId: number;
  tinIndex?: string;
  status?: FormStatusCode;
  complianceStatus?: ComplianceCode;
  /** First day of a month: rows whose next completion date falls in that month. */
  nextCompletionMonth?: string;
  formName?: string;
}

export interface AttestationRecord {
  covg_id: number;
  client_id: number;
  vendor_id: number | null;
  preferred_name: string;
  form_name: string;
  status: FormStatusCode;
  next_completion_date: string | null;
  last_completion_date: string | null;
  compliance: ComplianceCode;
}

export interface CovRecord {
  covg_id: number;
  vendor_number: string;
  legal_name: string;
  tin_last4: string | null;
  manager_name: string | null;
}

/**
 * Decision 96: a to-do's form status. Not complete and past its due date → Past Due; not complete and due
 * within FORM_DUE_SOON_DAYS → Due; complete → Complete; started (INCOMPLETE, REVISION_NEEDED) → Pending;
 * otherwise Not Started. Past Due agrees with the compliance rule's Missing Forms.
 */
const formStatusSql = sql<FormStatusCode>`CASE
    WHEN ci.status <> 'COMPLETE' AND ci.due_date < CURRENT_DATE THEN 'PAST_DUE'
    WHEN ci.status <> 'COMPLETE' AND ci.due_date <= CURRENT_DATE + ${FORM_DUE_SOON_DAYS}::int THEN 'DUE'
    WHEN ci.status = 'COMPLETE' THEN 'COMPLETE'
    WHEN ci.status IN ('INCOMPLETE', 'REVISION_NEEDED') THEN 'PENDING'
    ELSE 'NOT_STARTED' END`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The attestation rows of a client (and its sub-clients) as one set-based query: one row per form of
 * each vendor group that is not trashed — the to-dos of the group's vendor with that client, or, for a
 * group whose vendor has none (not enrolled yet), the client's active disclosure forms as Not Started.
 * Every table is entered through the client's ids (indexes on client_id), so the work grows with this
 * client's vendors, not with the platform's. Compliance comes from the one rule (`complianceCodeSql`);
 * it is computed for every group only when it is filtered on, otherwise for the page's rows alone.
 */
function attestationRows(criteria: AttestationCriteria) {
  const groupFilters: RawBuilder<unknown>[] = [sql`g.client_id IN (SELECT id FROM cl)`, sql`NOT g.trashed`];
  if (criteria.tinIndex) {
    groupFilters.push(
      sql`EXISTS (SELECT 1 FROM covs t WHERE t.covg_id = g.id AND t.client_id = g.client_id AND t.tin_index = ${criteria.tinIndex} AND NOT t.trashed)`,
    );
  }
  const compliance = complianceCodeSql(sql.ref('g.vendor_id'), sql.ref('g.client_id'), sql.ref('e.enrollment_complete'));
  if (criteria.complianceStatus) groupFilters.push(sql`${compliance} = ${criteria.complianceStatus}`);

  const rowFilters: RawBuilder<unknown>[] = [sql`true`];
  if (criteria.status) rowFilters.push(sql`r.status = ${criteria.status}`);
  if (criteria.formName) rowFilters.push(sql`r.form_name ILIKE ${`%${escapeLike(criteria.formName)}%`}`);
  if (criteria.nextCompletionMonth) {
    rowFilters.push(
      sql`r.next_completion_date >= ${criteria.nextCompletionMonth}::date AND r.next_completion_date < ${criteria.nextCompletionMonth}::date + interval '1 month'`,
    );
  }

  return sql`
    WITH cl AS (SELECT id FROM clients WHERE id = ${criteria.clientId} OR parent_client_id = ${criteria.clientId}),
    g AS MATERIALIZED (
      SELECT g.id AS covg_id, g.client_id, g.vendor_id, g.preferred_name, e.enrollment_complete
             ${criteria.complianceStatus ? sql`, ${compliance} AS compliance` : sql``}
        FROM covgs g
        LEFT JOIN enrollments e ON e.vendor_id = g.vendor_id AND e.client_id = g.client_id AND e.client_id IN (SELECT id FROM cl)
       WHERE ${sql.join(groupFilters, sql` AND `)}),
    forms AS (
      SELECT DISTINCT ON (f.client_id, f.evd_id) f.client_id, f.evd_name
        FROM evd_configurations f
       WHERE f.active AND f.client_id IN (SELECT id FROM cl)
       ORDER BY f.client_id, f.evd_id, f.id DESC),
    r AS (
      SELECT g.*, ci.name AS form_name, ${formStatusSql} AS status,
             ci.due_date AS next_completion_date, ci.completed_at::date AS last_completion_date
        FROM g JOIN checklist_items ci ON ci.vendor_id = g.vendor_id AND ci.client_id = g.client_id
       WHERE ci.client_id IN (SELECT id FROM cl)
      UNION ALL
      SELECT g.*, f.evd_name, 'NOT_STARTED', NULL::date, NULL::date
        FROM g JOIN forms f ON f.client_id = g.client_id
       WHERE NOT EXISTS (SELECT 1 FROM checklist_items x WHERE x.vendor_id = g.vendor_id AND x.client_id = g.client_id))
    SELECT r.* FROM r WHERE ${sql.join(rowFilters, sql` AND `)}`;
}

const PAGE_ORDER = sql`a.next_completion_date ASC NULLS LAST, a.preferred_name, a.form_name, a.covg_id`;
const EXPORT_ORDER = sql`a.preferred_name, a.covg_id, a.form_name`;

function pageOfRows(criteria: AttestationCriteria, order: RawBuilder<unknown>, page: { offset: number; limit: number }) {
  const compliance = criteria.complianceStatus
    ? sql`p.compliance`
    : complianceCodeSql(sql.ref('p.vendor_id'), sql.ref('p.client_id'), sql.ref('p.enrollment_complete'));
  return sql<AttestationRecord>`
    SELECT p.covg_id, p.client_id, p.vendor_id, p.preferred_name, p.form_name, p.status,
           p.next_completion_date::text, p.last_completion_date::text, ${compliance} AS compliance
      FROM (SELECT a.* FROM (${attestationRows(criteria)}) a ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}) p`;
}

/**
 * One page of rows and the number of all matching rows. The page is a top-N sort (no window over every
 * row); the count runs beside it on another connection and sorts nothing.
 */
export async function selectAttestationPage(db: Db, criteria: AttestationCriteria, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    pageOfRows(criteria, PAGE_ORDER, page).execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM (${attestationRows(criteria)}) a`.execute(db),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** Every matching row in a stable order, a chunk at a time (the CSV export streams them). */
export async function* selectAllAttestations(
  db: Db,
  criteria: AttestationCriteria,
  chunkSize = 2_000,
): AsyncGenerator<AttestationRecord[]> {
  for (let offset = 0; ; offset += chunkSize) {
    const { rows } = await pageOfRows(criteria, EXPORT_ORDER, { offset, limit: chunkSize }).execute(db);
    if (rows.length) yield rows;
    if (rows.length < chunkSize) return;
  }
}

/** The COVs (vendor numbers, names, TIN endings, managers) of some vendor groups, in one query. */
export async function selectCovs(db: Db, covgIds: number[]): Promise<CovRecord[]> {
  if (!covgIds.length) return [];
  return db
    .selectFrom('covs')
    .select(['covg_id', 'vendor_number', 'legal_name', 'tin_last4', 'manager_name'])
    .where('covg_id', 'in', covgIds)
    .where('trashed', '=', false)
    .orderBy('covg_id')
    .orderBy('vendor_number')
    .execute();
}
