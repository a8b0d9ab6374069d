import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { reportKeys } from './report-query-keys';

/** DELETE /scheduled-reports/{id}. */
async function deleteScheduledReport(id: number): Promise<void> {
  await http.delete(`/scheduled-reports/${id}`);
}

export function useDeleteScheduledReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScheduledReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.scheduled() }),
  });
}
