import type { AlertDetail, AlertGroup } from '@app/shared/screening/alerts';
import type { ServiceContext } from '../../platform/context';
import { alertDetailOfSubject, alertGroupsOfSubject } from '../screening/alerts/subject-alerts';
import { getEmployee } from './employee-crud';
import { monitoredVendorId } from './monitoring-access';

/** The Exclusion Lists panel of one employee of the acting vendor (404 for anyone else's). */
export async function employeeAlertGroups(ctx: ServiceContext, input: { employeeId: number }): Promise<AlertGroup[]> {
  const employee = await getEmployee(ctx, input.employeeId);
  return alertGroupsOfSubject(ctx, { type: 'EMPLOYEE', subjectId: employee.employeeId });
}

/** One alert of an employee of the acting vendor, with why it matched (needs the monitoring subscription). */
export async function employeeAlertDetail(ctx: ServiceContext, input: { employeeId: number; alertId: number }): Promise<AlertDetail> {
  monitoredVendorId(ctx);
  return alertDetailOfSubject(ctx, { type: 'EMPLOYEE', subjectId: input.employeeId, alertId: input.alertId });
}
