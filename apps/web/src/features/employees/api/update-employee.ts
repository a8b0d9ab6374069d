import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Employee, type EmployeeValues } from '@app/shared/employees/employee';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { employeeKeys } from './employee-query-keys';

/** PUT /employees/{id} with the whole employee → the saved employee (screened again by the server). */
async function updateEmployee({ employeeId, values }: { employeeId: number; values: EmployeeValues }): Promise<Employee> {
  return Employee.parse(await http.put(`/employees/${employeeId}`, values));
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: async (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee.employeeId), employee);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.screening(employee.employeeId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.exclusionMatches.all }),
      ]);
    },
  });
}
