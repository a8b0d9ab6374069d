import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientAlertReviewRequest } from '@app/shared/client/reviews';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

/** POST /client/vendors/{covgId}/alerts/{alertId}/reviews: the client's own follow-up; the client area reloads after it. */
export function useReviewAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { covgId: number; alertId: number; body: ClientAlertReviewRequest }) =>
      http.post(`/client/vendors/${input.covgId}/alerts/${input.alertId}/reviews`, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clientArea }),
  });
}
