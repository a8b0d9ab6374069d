import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Subscription } from '@app/shared/payments/subscriptions';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

/**
 * POST /account/subscriptions/{id}/renew: renews an expired subscription with the method on file. The
 * subscriptions, the payment notifications and the customers' compliance change with it.
 */
export function useRenewSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      Subscription.parse(await http.post(`/account/subscriptions/${id}/renew`, { idempotencyKey })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.accountSubscriptions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
      ]);
    },
  });
}
