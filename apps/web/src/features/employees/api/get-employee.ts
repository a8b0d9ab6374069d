import { queryOptions, useQuery } from '@tanstack/react-query';
import { Employee } from '@app/shared/employees/employee';
import { http } from '../../../api/http';
import { employeeKeys } from './employee-query-keys';

/** GET /employees/{id}: one employee, with the SSN. */
async function getEmployee(employeeId: number): Promise<Employee> {
  return Employee.parse(await http.get(`/employees/${employeeId}`));
}

const employeeQuery = (employeeId: number) =>
  queryOptions({ queryKey: employeeKeys.detail(employeeId), queryFn: () => getEmployee(employeeId), retry: false });

export function useEmployee(employeeId: number) {
  return useQuery(employeeQuery(employeeId));
}
