import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlertDetail } from '@app/shared/screening/alerts';
import { http } from '../../../api/http';
import { employeeKeys } from './employee-query-keys';

/** GET /employees/{id}/alerts/{alertId}: Entity Information and Verification Information of one alert. */
async function getEmployeeAlertDetail(employeeId: number, alertId: number): Promise<AlertDetail> {
  return AlertDetail.parse(await http.get(`/employees/${employeeId}/alerts/${alertId}`));
}

const employeeAlertDetailQuery = (employeeId: number, alertId: number) =>
  queryOptions({
    queryKey: employeeKeys.alertDetail(employeeId, alertId),
    queryFn: () => getEmployeeAlertDetail(employeeId, alertId),
  });

export function useEmployeeAlertDetail(employeeId: number, alertId: number | null) {
  return useQuery({ ...employeeAlertDetailQuery(employeeId, alertId ?? 0), enabled: alertId !== null });
}
