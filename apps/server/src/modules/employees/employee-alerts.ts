import type { z } from 'zod';
import type { AlertDetail, AlertGroup, AlertResponseRequest, SubjectScreening } from '@app/shared/screening/alerts';
import type { ServiceContext } from '../../platform/context';
import { alertDetailOfSubject, alertGroupsOfFoundSubject } from '../screening/alerts/subject-alerts';
import { notFound } from '../../platform/errors';
import { subjectScreening } from '../screening/alerts/subject-screening';
import { respondToAlert } from '../screening/alerts/vendor-response';
import { getEmployee } from './employee-crud';
import { monitoredVendorId } from './monitoring-access';

/** The Exclusion Lists panel of one employee of the acting vendor (404 for anyone else's). */
export async function employeeAlertGroups(ctx: ServiceContext, input: { employeeId: number }): Promise<AlertGroup[]> {
  const vendorId = monitoredVendorId(ctx);
  const groups = await alertGroupsOfFoundSubject(ctx, {
    type: 'EMPLOYEE',
    subjectId: input.employeeId,
    subject: ctx.db
      .selectFrom('employees')
      .select('id')
      .where('id', '=', input.employeeId)
      .where('vendor_id', '=', vendorId)
      .where('terminated_at', 'is', null),
  });
  if (!groups) throw notFound('Employee not found.');
  return groups;
}

/** One alert of an employee of the acting vendor, with why it matched (needs the monitoring subscription). */
export async function employeeAlertDetail(ctx: ServiceContext, input: { employeeId: number; alertId: number }): Promise<AlertDetail> {
  monitoredVendorId(ctx);
  return alertDetailOfSubject(ctx, { type: 'EMPLOYEE', subjectId: input.employeeId, alertId: input.alertId });
}

/** The vendor's answer to a match of one of its employees; answers the alert as it now stands. */
export async function respondToEmployeeAlert(
  ctx: ServiceContext,
  input: { employeeId: number; alertId: number; response: z.output<typeof AlertResponseRequest> },
): Promise<AlertDetail> {
  monitoredVendorId(ctx);
  await respondToAlert(ctx, { type: 'EMPLOYEE', subjectId: input.employeeId, alertId: input.alertId, response: input.response });
  return alertDetailOfSubject(ctx, { type: 'EMPLOYEE', subjectId: input.employeeId, alertId: input.alertId });
}

/** When the employee was last screened and against which list of each source. */
export async function employeeScreening(ctx: ServiceContext, input: { employeeId: number }): Promise<SubjectScreening> {
  const employee = await getEmployee(ctx, input.employeeId);
  return subjectScreening(ctx, { type: 'EMPLOYEE', subjectId: employee.employeeId });
}
