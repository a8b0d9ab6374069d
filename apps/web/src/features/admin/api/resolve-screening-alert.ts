import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertReview } from '@app/shared/screening/alerts';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { adminKeys } from './admin-query-keys';

/** PUT /admin/screening/alerts/{alertId} {status, note}; afterwards the queue and every match view refresh. */
export function useResolveScreeningAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { alertId: number; status: 'CONFIRMED' | 'CLEARED'; note: string }) =>
      AlertReview.parse(await http.put(`/admin/screening/alerts/${input.alertId}`, { status: input.status, note: input.note })),
    onSuccess: async (review) => {
      queryClient.setQueryData(adminKeys.screeningAlert(review.id), review);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.screening }),
        queryClient.invalidateQueries({ queryKey: queryKeys.exclusionMatches.all }),
      ]);
    },
  });
}
