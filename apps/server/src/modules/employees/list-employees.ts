import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import { isRealDate, type EmployeeListQuery, type EmployeeListResponse } from '@app/shared/employees/employee';
import type { Database } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { ssnLastFourIndex } from './ssn';
import { alertLevelSql, alertSummarySql } from '../screening/alerts/subject-status';
import { EMPLOYEE_COLUMNS, toListItem } from './employee-rows';
import { monitoredVendorId } from './monitoring-access';
import { preparedRows } from '../../platform/db/prepared-query';

type EmployeeSearchTables = { e: Database['employees'] };

/** The status filter's alert level: no match, a match under review, a confirmed exclusion. */
const STATUS_LEVELS = { COMPLIANT: 0, POSSIBLE_MATCH: 1, EXCLUDED: 2 } as const;

/** A LIKE pattern matching text that starts with `text` (lower case, wildcards escaped). */
const startsWith = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the search box matches: the start of the first or last name; a full name in either order
 * ("Maria Gonzalez", "Gonzalez Maria", "Gonzalez, Maria", names of several words split at any space);
 * a date of birth (MM/DD/YYYY or YYYY-MM-DD); the SSN's last four digits (through its blind index).
 */
function searchConditions(ctx: ServiceContext, eb: ExpressionBuilder<EmployeeSearchTables, 'e'>, filter: string) {
  const first = sql<string>`lower(e.first_name)`;
  const last = sql<string>`lower(e.last_name)`;
  const conditions = [];
  const words = filter.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 1) conditions.push(eb(first, 'like', startsWith(words[0]!)), eb(last, 'like', startsWith(words[0]!)));
  for (let split = 1; split < words.length; split++) {
    const head = words.slice(0, split).join(' ');
    const tail = words.slice(split).join(' ');
    conditions.push(eb.and([eb(first, 'like', startsWith(head)), eb(last, 'like', startsWith(tail))]));
    conditions.push(eb.and([eb(last, 'like', startsWith(head)), eb(first, 'like', startsWith(tail))]));
  }
  const dob = asIsoDate(filter);
  if (dob) conditions.push(eb('e.dob', '=', dob));
  if (/^\d{4}$/.test(filter)) conditions.push(eb('e.ssn_last4_index', '=', ssnLastFourIndex(ctx.encryption, filter)));
  return conditions;
}

/**
 * The active roster of the acting vendor, a page at a time, filtered by the search box (see
 * searchConditions; the name conditions are index-backed prefix matches). The status filter keeps
 * Compliant, Possible match or Excluded rows.
 */
export async function listEmployees(ctx: ServiceContext, query: z.output<typeof EmployeeListQuery>): Promise<EmployeeListResponse> {
  const vendorId = monitoredVendorId(ctx);
  let base = ctx.db.selectFrom('employees as e').where('e.vendor_id', '=', vendorId).where('e.terminated_at', 'is', null);
  if (query.filter) base = base.where((eb) => eb.or(searchConditions(ctx, eb, query.filter)));
  const level = alertLevelSql('EMPLOYEE', sql.ref('e.id'));
  if (query.status) base = base.where(level, '=', STATUS_LEVELS[query.status]);
  const direction = query.sortDesc ? sql`DESC` : sql`ASC`;
  const order = (alertLevel: RawBuilder<unknown>) =>
    ({
      firstName: sql`lower(e.first_name) ${direction}, lower(e.last_name) ${direction}`,
      lastName: sql`lower(e.last_name) ${direction}, lower(e.first_name) ${direction}`,
      dob: sql`e.dob ${direction}`,
      status: sql`${alertLevel} ${direction}, lower(e.last_name)`,
    })[query.sortBy];

  const columns = EMPLOYEE_COLUMNS.map((column) => `e.${column}` as const);
  // With a filter, the matching rows are found first through the name-prefix indexes (OFFSET 0 keeps
  // the planner from walking the order index instead), then sorted; without one, the order index
  // serves the page directly.
  const pageQuery = query.filter ? ctx.db.selectFrom(base.select(columns).offset(0).as('e')).select(columns) : base.select(columns);
  const page = pageQuery
    .orderBy(sql`${order(level)}, e.id`)
    .limit(query.size)
    .offset(query.page * query.size);
  // One statement (decision 400): the page, then the alerts of its rows only (one look-up each), and the
  // total beside them; the alerts of the rows the filter matched but the page leaves out are not read.
  const rows = await preparedRows(
    ctx.db,
    ctx.db
      .selectFrom(page.as('e'))
      .innerJoinLateral(alertSummarySql('EMPLOYEE', sql.ref('e.id')).as('alerts'), (join) => join.onTrue())
      .select(columns)
      .select(['alerts.alert_level', 'alerts.match_count', base.select(sql<string>`count(*)`.as('n')).as('total')])
      .orderBy(sql`${order(sql.ref('alerts.alert_level'))}, e.id`),
  );
  const total = rows.length
    ? rows[0]!.total
    : query.page === 0
      ? 0
      : (await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n;
  return { content: rows.map(toListItem), total: Number(total) };
}

function asIsoDate(text: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && isRealDate(iso) ? iso : undefined;
}
