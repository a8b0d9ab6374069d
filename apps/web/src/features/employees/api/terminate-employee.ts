import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { employeeKeys } from './employee-query-keys';

const TerminatedEmployee = z.object({ firstName: z.string(), lastName: z.string() });
export type TerminatedEmployee = z.infer<typeof TerminatedEmployee>;

/** DELETE /employees/{id}: off the roster and out of monitoring; answers the terminated name. */
async function terminateEmployee(employeeId: number): Promise<TerminatedEmployee> {
  return TerminatedEmployee.parse(await http.delete(`/employees/${employeeId}`));
}

/** '{first} {last} was successfully terminated' (spec 000 §8). */
export function terminatedMessage({ firstName, lastName }: TerminatedEmployee): string {
  return `${firstName} ${lastName} was successfully terminated`;
}

export function useTerminateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateEmployee,
    onSuccess: (_terminated, employeeId) => {
      queryClient.removeQueries({ queryKey: employeeKeys.detail(employeeId) });
      return queryClient.invalidateQueries({ queryKey: employeeKeys.lists() });
    },
  });
}
