import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionList, type Subscription } from '@app/shared/payments/subscriptions';
import { http } from './http';
import { queryKeys } from './query-keys';

/** GET /account/subscriptions: the vendor's subscriptions (VendorProof and Employee Monitoring). */
async function getAccountSubscriptions(): Promise<Subscription[]> {
  return SubscriptionList.parse(await http.get('/account/subscriptions'));
}

const accountSubscriptionsQuery = queryOptions({ queryKey: queryKeys.accountSubscriptions, queryFn: getAccountSubscriptions });

export function useAccountSubscriptions() {
  return useQuery(accountSubscriptionsQuery);
}
