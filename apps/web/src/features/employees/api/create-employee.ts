import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { trackEvent } from '../../../api/track-event';
import { Employee, type EmployeeValues } from '@app/shared/employees/employee';
import { http } from '../../../api/http';
import { employeeKeys } from './employee-query-keys';

/** POST /employees → 201 with the new employee (screened right away by the server). */
async function createEmployee(values: EmployeeValues): Promise<Employee> {
  return Employee.parse(await http.post('/employees', values));
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onMutate: () => trackEvent(ANALYTIC_EVENTS.addEmployee),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.lists() }),
  });
}
