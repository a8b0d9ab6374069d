import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Subscription, type UpdateSubscriptionRequest } from '@app/shared/payments/subscriptions';
import type { z } from 'zod';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

type UpdateSubscriptionBody = z.input<typeof UpdateSubscriptionRequest>;

/**
 * PUT /account/subscriptions/{id} {autoRenew, selectedReason?, selectedReasonDetails?}: the auto-renew
 * switch. Turning VendorProof (VP_ENGAGE_CVC) off needs a cancel reason, and details for OTHER (400 otherwise).
 */
async function updateSubscription({ id, ...body }: UpdateSubscriptionBody & { id: number }): Promise<Subscription> {
  return Subscription.parse(await http.put(`/account/subscriptions/${id}`, body));
}

/** The list reloads after the change either way (spec 001 §4 Auto-renew switch). */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSubscriptions }),
  });
}
