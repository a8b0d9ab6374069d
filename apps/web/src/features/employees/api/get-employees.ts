import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EmployeeListResponse } from '@app/shared/employees/employee';
import { http } from '../../../api/http';
import { refetchUnlessPrefetched } from '../../../lib/prefetch-page-data';
import { employeeKeys, type EmployeeListParams } from './employee-query-keys';

/** GET /employees?page&size&sortBy&sortDesc&filter&status: one page of the active roster. */
async function getEmployees(query: EmployeeListParams): Promise<EmployeeListResponse> {
  return EmployeeListResponse.parse(await http.get('/employees', { query: { ...query, status: query.status || undefined } }));
}

export const employeesQuery = (query: EmployeeListParams) =>
  queryOptions({ queryKey: employeeKeys.list(query), queryFn: () => getEmployees(query), refetchOnMount: refetchUnlessPrefetched });

/** The roster page; the previous page stays shown while the next one loads. */
export function useEmployees(query: EmployeeListParams, enabled = true) {
  return useQuery({ ...employeesQuery(query), enabled, placeholderData: keepPreviousData });
}
