import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionPriceList } from '@app/shared/payments/subscriptions';
import type { z } from 'zod';
import { http } from '../../../api/http';
import { paymentKeys } from './payment-query-keys';

export type SubscriptionPrice = z.infer<typeof SubscriptionPriceList>[number];

/** GET /subscriptions/types: what paying for each subscription costs now (cents) and how it bills. */
async function getSubscriptionTypes(): Promise<SubscriptionPrice[]> {
  return SubscriptionPriceList.parse(await http.get('/subscriptions/types'));
}

const subscriptionTypesQuery = queryOptions({ queryKey: paymentKeys.subscriptionTypes, queryFn: getSubscriptionTypes });

export function useSubscriptionTypes() {
  return useQuery(subscriptionTypesQuery);
}
