import { sql, type RawBuilder } from 'kysely';
import type { OnboardingStatus, WorkflowItemName } from '@app/shared/onboarding/onboarding-rules';
import type { Db, DbTransaction } from '../../platform/db/database';
import { anyOf } from '../../platform/db/any-of';

export interface WorkflowFilter {
  clientIds: number[];
  businessName?: string;
  email?: string;
  createdBy?: string;
  facilityId?: number;
  status?: OnboardingStatus;
  openItemProgrammaticName?: WorkflowItemName;
  /** Workflows whose open item is assigned to this client user. */
  assigneeId?: number;
}

export type WorkflowSort = 'preferredName' | 'email' | 'createdBy' | 'createTime' | 'status' | 'age' | 'facility';

export interface WorkflowStateRow {
  id: number;
  covg_id: number;
  created_at: Date;
  completed_at: Date | null;
  created_by_name: string;
  preferred_name: string;
  contact_email: string | null;
  extra_names: string[];
  vendor_id: number | null;
  facility: string;
  open_item_id: number | null;
  open_item: string | null;
  open_item_name: WorkflowItemName | null;
  status: OnboardingStatus;
  age: number;
  total: number;
}

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every workflow of the client's vendor groups with its derived state (mirrors `onboardingStage` and
 * `effectiveItemStatuses`): Not Enrolled while the COVG has no vendor (the signup code is used when the
 * vendor finishes signing up); the review open with an open revision note of the vendor for the COVG's
 * client → Revision Requested, else Pending Review; not completed → Pending Export; else Complete. The
 * open item is the first in template order still to do. Age: whole days from start to completion (or now).
 */
function workflowStateSql(clientIds: number[]) {
  return sql<Omit<WorkflowStateRow, 'total'> & { facility_id: number }>`
    SELECT w.id, w.covg_id, w.created_at, w.completed_at, w.created_by_name,
           g.preferred_name, g.contact_email, g.extra_names, g.vendor_id, g.client_id AS facility_id, f.name AS facility,
           o.id AS open_item_id, o.name AS open_item, o.programmatic_name AS open_item_name,
           CASE WHEN g.vendor_id IS NULL THEN 'NOT_ENROLLED'
                WHEN rv.status = 'ACTIVE' AND EXISTS (
                  SELECT 1 FROM revision_request_notes n
                   WHERE n.vendor_id = g.vendor_id AND n.client_id = g.client_id AND NOT n.completed) THEN 'REVISION_REQUESTED'
                WHEN rv.status = 'ACTIVE' THEN 'PENDING_REVIEW'
                WHEN w.completed_at IS NULL THEN 'PENDING_EXPORT'
                ELSE 'COMPLETE' END AS status,
           floor(extract(epoch FROM (COALESCE(w.completed_at, now()) - w.created_at)) / 86400)::int AS age
      FROM onboarding_workflows w
      JOIN covgs g ON g.id = w.covg_id AND NOT g.trashed
      JOIN clients f ON f.id = g.client_id
      LEFT JOIN onboarding_workflow_items rv ON rv.workflow_id = w.id AND rv.programmatic_name = 'VENDOR_REVIEW'
      LEFT JOIN LATERAL (
        SELECT i.id, i.name, i.programmatic_name FROM onboarding_workflow_items i
         WHERE i.workflow_id = w.id
           AND CASE WHEN i.programmatic_name = 'VENDOR_SIGNUP' THEN g.vendor_id IS NULL ELSE i.status = 'ACTIVE' END
         ORDER BY i.position LIMIT 1) o ON true
     WHERE g.client_id = ANY(${clientIds}::bigint[])`;
}

const ORDER: Record<WorkflowSort, RawBuilder<unknown>> = {
  preferredName: sql`lower(s.preferred_name)`,
  email: sql`lower(s.contact_email)`,
  createdBy: sql`lower(s.created_by_name)`,
  createTime: sql`s.created_at`,
  status: sql`array_position(ARRAY['NOT_ENROLLED','PENDING_REVIEW','REVISION_REQUESTED','PENDING_EXPORT','COMPLETE'], s.status)`,
  age: sql`s.age`,
  facility: sql`lower(s.facility)`,
};

/** One page of the client's workflows, filtered and sorted, with the total (window count). */
export async function workflowPage(
  db: Db,
  filter: WorkflowFilter,
  order: { sortBy: WorkflowSort; sortDesc: boolean },
  page: { offset: number; limit: number },
) {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filter.businessName) {
    const pattern = containsPattern(filter.businessName);
    conditions.push(
      sql`(lower(s.preferred_name) LIKE ${pattern} OR EXISTS (SELECT 1 FROM unnest(s.extra_names) x WHERE lower(x) LIKE ${pattern}))`,
    );
  }
  if (filter.email) conditions.push(sql`lower(s.contact_email) LIKE ${containsPattern(filter.email)}`);
  if (filter.createdBy) conditions.push(sql`lower(s.created_by_name) LIKE ${containsPattern(filter.createdBy)}`);
  if (filter.facilityId !== undefined) conditions.push(sql`s.facility_id = ${filter.facilityId}`);
  if (filter.status) conditions.push(sql`s.status = ${filter.status}`);
  if (filter.openItemProgrammaticName) conditions.push(sql`s.open_item_name = ${filter.openItemProgrammaticName}`);
  if (filter.assigneeId !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM onboarding_item_assignees a WHERE a.item_id = s.open_item_id AND a.user_id = ${filter.assigneeId})`,
    );
  }
  const direction = order.sortDesc ? sql`DESC` : sql`ASC`;
  const { rows } = await sql<WorkflowStateRow>`
    SELECT s.*, count(*) OVER ()::int AS total
      FROM (${workflowStateSql(filter.clientIds)}) s
     WHERE ${sql.join(conditions, sql` AND `)}
     ORDER BY ${ORDER[order.sortBy]} ${direction} NULLS LAST, s.id ${direction}
     LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

/** The state of one workflow (by its COVG) among the client's, or undefined. */
export async function workflowState(db: Db | DbTransaction, clientIds: number[], covgId: number) {
  const { rows } = await sql<Omit<WorkflowStateRow, 'total'>>`
    SELECT s.* FROM (${workflowStateSql(clientIds)}) s WHERE s.covg_id = ${covgId}`.execute(db);
  return rows[0];
}

/** Counts of the client's workflows by stage and whole days of age, and the overall figures (stats). */
export async function workflowCounts(db: Db, clientIds: number[]) {
  const { rows: byAge } = await sql<{ status: OnboardingStatus; age: number; count: number }>`
    SELECT s.status, s.age, count(*)::int AS count FROM (${workflowStateSql(clientIds)}) s
     GROUP BY s.status, s.age`.execute(db);
  const { rows } = await sql<{ total: number; enrolled: number; complete: number; average_days: number | null }>`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE s.vendor_id IS NOT NULL)::int AS enrolled,
           count(*) FILTER (WHERE s.status = 'COMPLETE')::int AS complete,
           (avg(extract(epoch FROM (s.completed_at - s.created_at)) / 86400) FILTER (WHERE s.completed_at IS NOT NULL))::float8 AS average_days
      FROM (${workflowStateSql(clientIds)}) s`.execute(db);
  return { byAge, totals: rows[0]! };
}

/** The assignees of items, by item id. */
export async function assigneesOf(db: Db | DbTransaction, itemIds: number[]) {
  if (!itemIds.length) return new Map<number, Array<{ id: number; name: string }>>();
  const rows = await db
    .selectFrom('onboarding_item_assignees as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.item_id', 'u.id', sql<string>`COALESCE(NULLIF(concat_ws(' ', u.first_name, u.last_name), ''), u.username)`.as('name')])
    .where('a.item_id', '=', anyOf(itemIds))
    .orderBy('a.assigned_at')
    .orderBy('u.id')
    .execute();
  const byItem = new Map<number, Array<{ id: number; name: string }>>();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), { id: row.id, name: row.name }]);
  return byItem;
}

/** The items of a workflow in template order. */
export async function itemsOfWorkflow(db: Db | DbTransaction, workflowId: number) {
  return db.selectFrom('onboarding_workflow_items').selectAll().where('workflow_id', '=', workflowId).orderBy('position').execute();
}

/** The workflow an item belongs to, with its COVG (for the tenant check). */
export async function workflowOfItem(db: Db | DbTransaction, itemId: number) {
  return db
    .selectFrom('onboarding_workflow_items as i')
    .innerJoin('onboarding_workflows as w', 'w.id', 'i.workflow_id')
    .select(['w.id as workflow_id', 'w.covg_id'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
}

/** How many revisions the COVG's client asked of the vendor are still open. */
export async function openRevisionCount(db: Db | DbTransaction, vendorId: number | null, clientId: number): Promise<number> {
  if (vendorId === null) return 0;
  const row = await db
    .selectFrom('revision_request_notes')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('vendor_id', '=', vendorId)
    .where('client_id', '=', clientId)
    .where('completed', '=', false)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The COVG's signup codes, unused first, and when and by whom one was used. */
export async function signupCodesOf(db: Db | DbTransaction, covgId: number) {
  return db
    .selectFrom('signup_codes')
    .select(['code', 'used', 'used_username', 'used_time', 'created_at'])
    .where('covg_id', '=', covgId)
    .orderBy('used')
    .orderBy('created_at')
    .execute();
}

/** Alerts on the vendor's company and owners that are not cleared: what keeps the monitor status from Clear. */
export async function unclearedAlerts(db: Db | DbTransaction, vendorId: number) {
  return db
    .selectFrom('screening_alerts as a')
    .innerJoin('list_sources as l', 'l.id', 'a.source_id')
    .leftJoin('owners as o', (join) => join.onRef('o.id', '=', 'a.subject_id').on('a.subject_type', '=', 'OWNER'))
    .leftJoin('vendors as v', (join) => join.onRef('v.id', '=', 'a.subject_id').on('a.subject_type', '=', 'VENDOR'))
    .select([
      'a.id',
      'a.subject_type',
      'l.name as list_name',
      'a.matched_name',
      'a.band',
      'a.status',
      'a.created_at',
      sql<string>`COALESCE(v.business_name, v.ptid, o.business_name, concat_ws(' ', o.first_name, o.last_name))`.as('subject_name'),
    ])
    .where('a.vendor_id', '=', vendorId)
    .where('a.subject_type', 'in', ['VENDOR', 'OWNER'])
    .where('a.status', '<>', 'CLEARED')
    .orderBy('a.created_at', 'desc')
    .execute();
}

/** The client's users (assignee choices): enabled Client Users of the client and its facilities. */
export async function clientUsersOf(db: Db | DbTransaction, clientIds: number[]) {
  return db
    .selectFrom('users')
    .select(['id', sql<string>`COALESCE(NULLIF(concat_ws(' ', first_name, last_name), ''), username)`.as('name')])
    .where('client_id', '=', anyOf(clientIds))
    .where('role', '=', 'Client User')
    .where('disabled', '=', false)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}
