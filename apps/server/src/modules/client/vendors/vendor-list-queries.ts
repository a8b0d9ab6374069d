import { sql, type RawBuilder } from 'kysely';
import type { ClientVendorRow, EnrollmentFilter } from '@app/shared/client/vendor-list';
import { maskTin } from '@app/shared/company/tin-mask';
import type { Db } from '../../../platform/db/database';
import { complianceRowsSql, unenrolledGroupRankSql, unenrolledGroupStatusSql } from '../../customers/compliance-status-sql';
import { checklistStatusSql } from '../../checklists/checklist-status-sql';
import { anyOf } from '../../../platform/db/any-of';

export interface VendorListFilter {
  clientIds: number[];
  search?: { pattern: string; tinIndex: string | null };
  complianceStatus?: string;
  facilityId?: number;
  enrollment?: EnrollmentFilter;
}

/** The dashboard's onboarding figures as filters on a row (`dashboard-queries.ts` `groupCounts` counts the same). */
const ENROLLMENT_CONDITION: Record<EnrollmentFilter, RawBuilder<boolean>> = {
  NOT_STARTED: sql`r.enrollment_rank = 0`,
  IN_PROGRESS: sql`r.enrollment_rank = 1`,
  RECENT: sql`r.enrollment_rank = 2 AND r.enrollment_complete_date >= CURRENT_DATE - 30`,
};

export interface VendorListOrder {
  sortBy: 'preferredName' | 'category' | 'complianceStatus' | 'nextDueDate' | 'openAlerts' | 'enrollment';
  sortDesc: boolean;
}

interface GroupRow {
  id: number;
  client_id: number;
  vendor_id: number | null;
  preferred_name: string;
  category: string | null;
  enrollment_rank: number;
  enrollment_complete_date: string | null;
  compliance_status: string;
  compliance_rank: number;
  next_due_date: string | null;
  open_alerts: number;
  total: number;
  /** How many of all the matching groups (not only this page's) are Compliant. */
  compliant_total: number;
}

const ORDER: Record<VendorListOrder['sortBy'], RawBuilder<unknown>> = {
  preferredName: sql`lower(r.preferred_name)`,
  category: sql`lower(r.category)`,
  complianceStatus: sql`r.compliance_rank`,
  nextDueDate: sql`r.next_due_date`,
  openAlerts: sql`r.open_alerts`,
  enrollment: sql`r.enrollment_rank`,
};

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The client's vendor groups (COVGs) with their compliance, one page, in one statement: the groups of
 * the client and its facilities, filtered, joined to the set-based compliance rule (status and the
 * matches under review on the company, owners and active employees), the earliest open due date,
 * counted (window) and paged.
 */
export async function vendorGroupsPage(db: Db, filter: VendorListFilter, order: VendorListOrder, page: { offset: number; limit: number }) {
  const { rows } = await vendorGroupsSql(filter, order, page).execute(db);
  return rows;
}

/** The statement of `vendorGroupsPage` (the benchmark explains it). */
export function vendorGroupsSql(filter: VendorListFilter, order: VendorListOrder, page: { offset: number; limit: number }) {
  const ids = sql`${filter.clientIds}::bigint[]`;
  const conditions: RawBuilder<unknown>[] = [sql`g.client_id = ANY(${ids})`, sql`NOT g.trashed`];
  if (filter.facilityId !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM covs v WHERE v.covg_id = g.id AND v.client_id = ${filter.facilityId} AND NOT v.trashed)`);
  }
  if (filter.search) {
    const { pattern, tinIndex } = filter.search;
    conditions.push(sql`(lower(g.preferred_name) LIKE ${pattern}
      OR EXISTS (SELECT 1 FROM covs v WHERE v.covg_id = g.id AND NOT v.trashed
                  AND (lower(v.vendor_number) LIKE ${pattern} OR lower(v.legal_name) LIKE ${pattern}
                       ${tinIndex ? sql`OR v.tin_index = ${tinIndex}` : sql``})))`);
  }
  const rowFilters: RawBuilder<unknown>[] = [sql`true`];
  if (filter.complianceStatus) rowFilters.push(sql`r.compliance_status = ${filter.complianceStatus}`);
  if (filter.enrollment) rowFilters.push(ENROLLMENT_CONDITION[filter.enrollment]);
  const direction = order.sortDesc ? sql`DESC` : sql`ASC`;
  return sql<GroupRow>`
    WITH g AS (
      SELECT g.id, g.client_id, g.vendor_id, g.preferred_name, g.category
        FROM covgs g
       WHERE ${sql.join(conditions, sql` AND `)}
    ), r AS (
      SELECT g.*,
             CASE WHEN e.enrollment_complete THEN 2 WHEN e.id IS NOT NULL THEN 1 ELSE 0 END AS enrollment_rank,
             e.enrollment_complete_date,
             COALESCE(c.compliance_status, ${unenrolledGroupStatusSql(sql`g.id`)}) AS compliance_status,
             COALESCE(c.compliance_rank, ${unenrolledGroupRankSql(sql`g.id`)}) AS compliance_rank,
             d.next_due_date,
             COALESCE(c.open_alerts, 0)::int AS open_alerts
        FROM g
        LEFT JOIN enrollments e ON e.vendor_id = g.vendor_id AND e.client_id = g.client_id
        LEFT JOIN (${complianceRowsSql({ clientIds: filter.clientIds })}) c ON c.vendor_id = g.vendor_id AND c.client_id = g.client_id
        LEFT JOIN (SELECT i.vendor_id, i.client_id, min(i.due_date)::text AS next_due_date
                     FROM checklist_items i
                    WHERE i.client_id = ANY(${ids}) AND ${checklistStatusSql('i')} <> 'COMPLETE'
                    GROUP BY i.vendor_id, i.client_id) d ON d.vendor_id = g.vendor_id AND d.client_id = g.client_id
    )
    SELECT r.*, count(*) OVER ()::int AS total,
           (count(*) FILTER (WHERE r.compliance_status = 'Compliant') OVER ())::int AS compliant_total
      FROM r WHERE ${sql.join(rowFilters, sql` AND `)}
     ORDER BY ${ORDER[order.sortBy]} ${direction} NULLS LAST, r.id ${direction}
     LIMIT ${page.limit} OFFSET ${page.offset}`;
}

interface RecordRow {
  covg_id: number;
  vendor_number: string;
  tin_last_four: string | null;
  tin_type: string;
  facility_id: number;
  facility_name: string;
}

/** The COVs (vendor numbers, masked TINs, facilities) and PTIDs of some groups. */
export async function recordsOfGroups(db: Db, groups: GroupRow[]) {
  const covgIds = groups.map((g) => g.id);
  const vendorIds = groups.flatMap((g) => (g.vendor_id === null ? [] : [g.vendor_id]));
  const [records, vendors] = await Promise.all([
    covgIds.length
      ? db
          .selectFrom('covs as v')
          .innerJoin('clients as c', 'c.id', 'v.client_id')
          .select(['v.covg_id', 'v.vendor_number', 'v.tin_last_four', 'v.tin_type', 'c.id as facility_id', 'c.name as facility_name'])
          .where('v.covg_id', '=', anyOf(covgIds))
          .where('v.trashed', '=', false)
          .orderBy('v.vendor_number')
          .execute()
      : Promise.resolve([] as RecordRow[]),
    vendorIds.length ? db.selectFrom('vendors').select(['id', 'ptid']).where('id', '=', anyOf(vendorIds)).execute() : Promise.resolve([]),
  ]);
  const ptids = new Map(vendors.map((v) => [v.id, v.ptid]));
  const byGroup = new Map<number, RecordRow[]>();
  for (const record of records) byGroup.set(record.covg_id, [...(byGroup.get(record.covg_id) ?? []), record]);
  return { byGroup, ptids };
}

/** A page row as the API answers it. */
export function toVendorRow(group: GroupRow, records: RecordRow[], ptid: string | null): ClientVendorRow {
  const facilities = new Map(records.map((r) => [r.facility_id, r.facility_name]));
  return {
    covgId: group.id,
    preferredName: group.preferred_name,
    vendorId: group.vendor_id,
    ptid,
    vendorNumbers: [...new Set(records.map((r) => r.vendor_number))],
    maskedTins: [...new Set(records.flatMap((r) => (r.tin_last_four ? [maskTin(r.tin_last_four, r.tin_type)] : [])))],
    category: group.category,
    facilities: [...facilities].map(([id, name]) => ({ id, name })),
    enrollment: (['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE'] as const)[group.enrollment_rank]!,
    enrollmentCompleteDate: group.enrollment_complete_date,
    complianceStatus: group.compliance_status,
    nextDueDate: group.next_due_date,
    openAlerts: group.open_alerts,
  };
}
