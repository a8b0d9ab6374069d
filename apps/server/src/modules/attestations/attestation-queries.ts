import { sql, type RawBuilder } from 'kysely';
import { COMPLIANCE_FILTER, type ComplianceFilter } from '@app/shared/client/vendor-list';
import type { FormStatusCode } from '@app/shared/clients/attestations';
import { DUE_SOON_DAYS } from '@app/shared/client/dashboard';
import type { ComplianceStatusText } from '@app/shared/customers/compliance-status';
import type { Db } from '../../platform/db/database';
import { complianceRowsSql, unenrolledGroupStatusSql } from '../customers/compliance-status-sql';
import { checklistStatusSql } from '../checklists/checklist-status-sql';
import { anyOf } from '../../platform/db/any-of';

/** What the attestation list is filtered by; the TIN arrives as its blind index. */
export interface AttestationCriteria {
  /** The acting client and its sub-clients (`readableClientScope`). */
  clientIds: number[];
  tinIndex?: string;
  status?: FormStatusCode;
  complianceStatus?: ComplianceFilter;
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
  compliance: ComplianceStatusText;
}

export interface CovRecord {
  covg_id: number;
  vendor_number: string;
  legal_name: string;
  tin_last_four: string | null;
  tin_type: 'SSN' | 'EIN' | 'UNKNOWN';
  manager_name: string | null;
}

/**
 * Decision 96/93: a to-do's form status, the SQL twin of `formStatusOf` (@app/shared/client/dashboard,
 * the dashboard's and vendor page's rule) so the list can filter on it: Complete; Past Due once its due
 * date passed (agrees with the compliance rule's Missing Forms); Pending while the vendor's submission
 * waits (INCOMPLETE); Due within DUE_SOON_DAYS of its due date; Not Started otherwise (a revision
 * requested is the vendor's work again, Due or Not Started by date).
 */
const formStatusSql = sql<FormStatusCode>`CASE
    WHEN ${checklistStatusSql('ci')} = 'COMPLETE' THEN 'COMPLETE'
    WHEN ci.due_date < CURRENT_DATE THEN 'PAST_DUE'
    WHEN ci.status = 'INCOMPLETE' THEN 'PENDING'
    WHEN ci.due_date <= CURRENT_DATE + ${DUE_SOON_DAYS}::int THEN 'DUE'
    ELSE 'NOT_STARTED' END`;

/**
 * The compliance of the vendor group `alias` (its vendor_id, client_id and id in `groupIdColumn`) by the one rule,
 * `complianceRowsSql`, computed set-based for the whole client scope and joined: a group whose vendor has
 * no enrolment with that client (or none at all, not signed up yet) is Not Enrolled once its enrolment
 * due date has passed (`unenrolledGroupStatusSql`).
 */
function complianceJoin(alias: string, groupIdColumn: 'id' | 'covg_id', clientIds: number[]) {
  return {
    join: sql`LEFT JOIN (${complianceRowsSql({ clientIds })}) cr ON cr.vendor_id = ${sql.ref(`${alias}.vendor_id`)} AND cr.client_id = ${sql.ref(`${alias}.client_id`)}`,
    status: sql<ComplianceStatusText>`coalesce(cr.compliance_status, ${unenrolledGroupStatusSql(sql.ref(`${alias}.${groupIdColumn}`))})`,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The attestation rows of a client (and its sub-clients) as one set-based query: one row per form of
 * each vendor group that is not trashed — the to-dos of the group's vendor with that client, or, for a
 * group whose vendor has none (not enrolled yet), the client's active disclosure forms as Not Started.
 * Every table is entered through the client's ids (indexes on client_id), so the work grows with this
 * client's vendors, not with the platform's. Compliance comes from the one rule (`complianceRowsSql`);
 * it is computed for every group only when it is filtered on, otherwise for the page's rows alone.
 */
function attestationRows(criteria: AttestationCriteria) {
  const groupFilters: RawBuilder<unknown>[] = [sql`g.client_id IN (SELECT id FROM cl)`, sql`NOT g.trashed`];
  if (criteria.tinIndex) {
    groupFilters.push(
      sql`EXISTS (SELECT 1 FROM covs t WHERE t.covg_id = g.id AND t.client_id = g.client_id AND t.tin_index = ${criteria.tinIndex} AND NOT t.trashed)`,
    );
  }
  const compliance = complianceJoin('g', 'id', criteria.clientIds);
  if (criteria.complianceStatus) groupFilters.push(sql`${compliance.status} = ${COMPLIANCE_FILTER[criteria.complianceStatus]}`);

  const rowFilters: RawBuilder<unknown>[] = [sql`true`];
  if (criteria.status) rowFilters.push(sql`r.status = ${criteria.status}`);
  if (criteria.formName) rowFilters.push(sql`r.form_name ILIKE ${`%${escapeLike(criteria.formName)}%`}`);
  if (criteria.nextCompletionMonth) {
    rowFilters.push(
      sql`r.next_completion_date >= ${criteria.nextCompletionMonth}::date AND r.next_completion_date < ${criteria.nextCompletionMonth}::date + interval '1 month'`,
    );
  }

  return sql`
    WITH cl AS (SELECT unnest(${criteria.clientIds}::bigint[]) AS id),
    g AS MATERIALIZED (
      SELECT g.id AS covg_id, g.client_id, g.vendor_id, g.preferred_name
             ${criteria.complianceStatus ? sql`, ${compliance.status} AS compliance` : sql``}
        FROM covgs g
        ${criteria.complianceStatus ? compliance.join : sql``}
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

type RowOrder = (alias: string) => RawBuilder<unknown>;
const PAGE_ORDER: RowOrder = (t) =>
  sql`${sql.ref(`${t}.next_completion_date`)} ASC NULLS LAST, ${sql.ref(`${t}.preferred_name`)}, ${sql.ref(`${t}.form_name`)}, ${sql.ref(`${t}.covg_id`)}`;
const EXPORT_ORDER: RowOrder = (t) => sql`${sql.ref(`${t}.preferred_name`)}, ${sql.ref(`${t}.covg_id`)}, ${sql.ref(`${t}.form_name`)}`;

function pageOfRows(criteria: AttestationCriteria, order: RowOrder, page: { offset: number; limit: number }) {
  // Filtered on compliance, the rows carry it; otherwise it is computed for the page's rows alone.
  const compliance = criteria.complianceStatus
    ? { join: sql``, status: sql`p.compliance` }
    : complianceJoin('p', 'covg_id', criteria.clientIds);
  return sql<AttestationRecord>`
    SELECT p.covg_id, p.client_id, p.vendor_id, p.preferred_name, p.form_name, p.status,
           p.next_completion_date::text, p.last_completion_date::text, ${compliance.status} AS compliance
      FROM (SELECT a.* FROM (${attestationRows(criteria)}) a ORDER BY ${order('a')} LIMIT ${page.limit} OFFSET ${page.offset}) p
      ${compliance.join}
     ORDER BY ${order('p')}`;
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
    .select(['covg_id', 'vendor_number', 'legal_name', 'tin_last_four', 'tin_type', 'manager_name'])
    .where('covg_id', '=', anyOf(covgIds))
    .where('trashed', '=', false)
    .orderBy('covg_id')
    .orderBy('vendor_number')
    .execute();
}
