import { useQuery } from '@tanstack/react-query';
import { SubjectScreening } from '@app/shared/screening/alerts';
import { http } from '../../../api/http';
import { employeeKeys } from './employee-query-keys';

/** GET /employees/{id}/screening: when the employee was last screened, and against which list of each source. */
export function useEmployeeScreening(employeeId: number) {
  return useQuery({
    queryKey: employeeKeys.screening(employeeId),
    queryFn: async () => SubjectScreening.parse(await http.get(`/employees/${employeeId}/screening`)),
  });
}
