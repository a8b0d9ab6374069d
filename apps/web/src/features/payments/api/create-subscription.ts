import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { trackEvent } from '../../../api/track-event';
import { type CreateSubscriptionRequest, Subscription } from '@app/shared/payments/subscriptions';
import type { z } from 'zod';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { paymentKeys } from './payment-query-keys';

/**
 * POST /subscriptions {amount, subscriptionType, idempotencyKey} → 201 with the new subscription,
 * charged to the method on file. 422: no method or declined; 409: the price changed.
 */
async function createSubscription(body: z.input<typeof CreateSubscriptionRequest>): Promise<Subscription> {
  return Subscription.parse(await http.post('/subscriptions', body));
}

/** A payment adds to the history and to the account's subscriptions; a refused price is re-read. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onMutate: (body) => trackEvent(ANALYTIC_EVENTS.pay, { subscriptionType: body.subscriptionType }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.accountSubscriptions }),
      ]),
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.subscriptionTypes }),
  });
}
