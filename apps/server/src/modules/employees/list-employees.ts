import { sql } from 'kysely';
import type { z } from 'zod';
import { isRealDate, type EmployeeListQuery, type EmployeeListResponse } from '@app/shared/employees/employee';
import type { ServiceContext } from '../../platform/context';
import { alertLevelSql, matchCountSql } from '../screening/alerts/subject-status';
import { EMPLOYEE_COLUMNS, toListItem } from './employee-rows';
import { monitoredVendorId } from './monitoring-access';

/** The status filter's alert level: no match, a match under review, a confirmed exclusion. */
const STATUS_LEVELS = { COMPLIANT: 0, POSSIBLE_MATCH: 1, EXCLUDED: 2 } as const;

/**
 * The active roster of the acting vendor, a page at a time. The filter matches the start of the first
 * or last name (case-insensitive, index-backed) or, when it reads as a date (MM/DD/YYYY or
 * YYYY-MM-DD), the date of birth. The status filter keeps Compliant, Possible match or Excluded rows.
 */
export async function listEmployees(ctx: ServiceContext, query: z.output<typeof EmployeeListQuery>): Promise<EmployeeListResponse> {
  const vendorId = monitoredVendorId(ctx);
  let base = ctx.db.selectFrom('employees as e').where('e.vendor_id', '=', vendorId).where('e.terminated_at', 'is', null);
  if (query.filter) {
    const dob = asIsoDate(query.filter);
    const prefix = `${query.filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(e.first_name)`, 'like', prefix),
        eb(sql`lower(e.last_name)`, 'like', prefix),
        ...(dob ? [eb('e.dob', '=', dob)] : []),
      ]),
    );
  }
  const level = alertLevelSql('EMPLOYEE', sql.ref('e.id'));
  if (query.status) base = base.where(level, '=', STATUS_LEVELS[query.status]);
  const direction = query.sortDesc ? sql`DESC` : sql`ASC`;
  const order = {
    firstName: sql`lower(e.first_name) ${direction}, lower(e.last_name) ${direction}`,
    lastName: sql`lower(e.last_name) ${direction}, lower(e.first_name) ${direction}`,
    dob: sql`e.dob ${direction}`,
    status: sql`${level} ${direction}, lower(e.last_name)`,
  }[query.sortBy];

  const columns = EMPLOYEE_COLUMNS.map((column) => `e.${column}` as const);
  // With a filter, the matching rows are found first through the name-prefix indexes (OFFSET 0 keeps
  // the planner from walking the order index instead), then sorted; without one, the order index
  // serves the page directly.
  const pageQuery = query.filter
    ? ctx.db.selectFrom(base.select(columns).offset(0).as('e')).select(EMPLOYEE_COLUMNS.map((column) => `e.${column}` as const))
    : base.select(columns);
  const [rows, total] = await Promise.all([
    pageQuery
      .select([level.as('alert_level'), matchCountSql('EMPLOYEE', sql.ref('e.id')).as('match_count')])
      .orderBy(sql`${order}, e.id`)
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { content: rows.map(toListItem), total: Number(total.n) };
}

function asIsoDate(text: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && isRealDate(iso) ? iso : undefined;
}
