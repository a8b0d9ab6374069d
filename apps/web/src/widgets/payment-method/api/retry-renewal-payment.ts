import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RetryRenewalsOutcome } from '@app/shared/payments/subscriptions';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

/** POST /account/subscriptions/retry-payment: charges the failed renewals now with the method on file. */
export function useRetryRenewalPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => RetryRenewalsOutcome.parse(await http.post('/account/subscriptions/retry-payment')),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
        queryClient.invalidateQueries({ queryKey: queryKeys.accountSubscriptions }),
      ]);
    },
  });
}
