import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlertGroupList, type AlertGroup } from '@app/shared/screening/alerts';
import { http } from '../../../api/http';
import { employeeKeys } from './employee-query-keys';

/** GET /employees/{id}/alerts: the employee's open alerts grouped by exclusion list. */
async function getEmployeeAlertGroups(employeeId: number): Promise<AlertGroup[]> {
  return AlertGroupList.parse(await http.get(`/employees/${employeeId}/alerts`));
}

const employeeAlertGroupsQuery = (employeeId: number) =>
  queryOptions({ queryKey: employeeKeys.alertGroups(employeeId), queryFn: () => getEmployeeAlertGroups(employeeId) });

export function useEmployeeAlertGroups(employeeId: number) {
  return useQuery(employeeAlertGroupsQuery(employeeId));
}
