import { sql } from 'kysely';
import type { Employee, EmployeeValues } from '@app/shared/employees/employee';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { requestScreening } from '../screening/monitoring/request-screening';
import { alertSummarySql } from '../screening/alerts/subject-status';
import { EMPLOYEE_COLUMNS, toListItem } from './employee-rows';
import { monitoredVendorId } from './monitoring-access';
import { openSsn, sealSsn } from './ssn';
import { preparedRows } from '../../platform/db/prepared-query';

/** 409 text: names the employee who already has the SSN, never the SSN itself. */
export const duplicateSsnMessage = (first: string, last: string) =>
  `An active employee with this SSN is already on your roster: ${first} ${last}.`;

/** One active employee of the acting vendor, with the SSN; another vendor's employee answers 404. */
export async function getEmployee(ctx: ServiceContext, employeeId: number): Promise<Employee> {
  const vendorId = monitoredVendorId(ctx);
  const [row] = await preparedRows(
    ctx.db,
    ctx.db
      .selectFrom('employees as e')
      .innerJoinLateral(alertSummarySql('EMPLOYEE', sql.ref('e.id')).as('alerts'), (join) => join.onTrue())
      .select(EMPLOYEE_COLUMNS.map((column) => `e.${column}` as const))
      .select(['e.ssn_encrypted', 'alerts.alert_level', 'alerts.match_count'])
      .where('e.id', '=', employeeId)
      .where('e.vendor_id', '=', vendorId)
      .where('e.terminated_at', 'is', null),
  );
  if (!row) throw notFound('Employee not found.');
  return { ...toListItem(row), ssn: openSsn(ctx.encryption, row.ssn_encrypted) };
}

export async function createEmployee(ctx: ServiceContext, values: EmployeeValues): Promise<Employee> {
  const vendorId = monitoredVendorId(ctx);
  const actor = requireActor(ctx);
  const sealed = sealSsn(ctx.encryption, values.ssn);
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await refuseDuplicateSsn(trx, vendorId, sealed.ssn_index);
      const row = await trx
        .insertInto('employees')
        .values({ vendor_id: vendorId, ...columns(values), ...sealed, created_by: actor.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, ctx, { action: 'employee.created', entityType: 'employee', entityId: row.id });
      await requestScreening(ctx, { type: 'EMPLOYEE', id: row.id }, { trx });
      return row.id;
    })
    .catch(rethrowUniqueViolation(ctx, vendorId, sealed.ssn_index));
  return getEmployee(ctx, id);
}

export async function updateEmployee(ctx: ServiceContext, employeeId: number, values: EmployeeValues): Promise<Employee> {
  const vendorId = monitoredVendorId(ctx);
  const sealed = sealSsn(ctx.encryption, values.ssn);
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom('employees')
        .select('id')
        .where('id', '=', employeeId)
        .where('vendor_id', '=', vendorId)
        .where('terminated_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound('Employee not found.');
      await refuseDuplicateSsn(trx, vendorId, sealed.ssn_index, employeeId);
      await trx
        .updateTable('employees')
        .set({ ...columns(values), ...sealed, updated_at: new Date() })
        .where('id', '=', employeeId)
        .execute();
      await recordAudit(trx, ctx, { action: 'employee.updated', entityType: 'employee', entityId: employeeId });
      await requestScreening(ctx, { type: 'EMPLOYEE', id: employeeId }, { trx });
    })
    .catch(rethrowUniqueViolation(ctx, vendorId, sealed.ssn_index));
  return getEmployee(ctx, employeeId);
}

/**
 * Terminates an employee: off the roster and out of monitoring. The record and its alert history stay
 * for audit.
 */
export async function terminateEmployee(ctx: ServiceContext, employeeId: number): Promise<{ firstName: string; lastName: string }> {
  const vendorId = monitoredVendorId(ctx);
  const actor = requireActor(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('employees')
      .set({ terminated_at: new Date(), terminated_by: actor.userId, updated_at: new Date() })
      .where('id', '=', employeeId)
      .where('vendor_id', '=', vendorId)
      .where('terminated_at', 'is', null)
      .returning(['first_name', 'last_name'])
      .executeTakeFirst();
    if (!row) throw notFound('Employee not found.');
    await recordAudit(trx, ctx, { action: 'employee.terminated', entityType: 'employee', entityId: employeeId });
    return { firstName: row.first_name, lastName: row.last_name };
  });
}

function columns(values: EmployeeValues) {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    dob: values.dob,
    npi: values.npi,
    street1: values.street1,
    street2: values.street2,
    city: values.city,
    state: values.state,
    postal_code: values.postalCode,
    country: values.country,
  };
}

async function refuseDuplicateSsn(trx: Db, vendorId: number, ssnIndex: string, exceptId?: number): Promise<void> {
  let query = trx
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('vendor_id', '=', vendorId)
    .where('ssn_index', '=', ssnIndex)
    .where('terminated_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const holder = await query.executeTakeFirst();
  if (holder) {
    const message = duplicateSsnMessage(holder.first_name, holder.last_name);
    throw conflict(message, { ssn: message });
  }
}

/** Two requests racing with one SSN: the unique index decides; answer like the pre-check would. */
function rethrowUniqueViolation(ctx: ServiceContext, vendorId: number, ssnIndex: string) {
  return async (error: { code?: string }) => {
    if (error.code === '23505') await refuseDuplicateSsn(ctx.db, vendorId, ssnIndex);
    throw error;
  };
}
