import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { QaSubscriptionList, RunnableList } from '@app/shared/qa/qa';
import { API_BASE, http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /qa/subscriptions: the selected vendor's subscriptions with their billing periods. */
export function useQaSubscriptions(vendorId: number | null) {
  return useQuery({
    queryKey: [...adminKeys.qa('subscriptions'), vendorId],
    queryFn: async () => QaSubscriptionList.parse(await http.get('/qa/subscriptions')).content,
    enabled: vendorId !== null,
    retry: false,
  });
}

/** POST /qa/subscription-expiration: the subscription's status afterwards. */
export function useExpireSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriptionId: number) =>
      z
        .object({ subscriptionId: z.number(), status: z.string() })
        .parse(await http.post('/qa/subscription-expiration', { subscriptionId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.qa('subscriptions') }),
  });
}

/** POST /qa/{id}/renewal-date with the day as epoch milliseconds (UTC midnight). */
export function useChangeRenewalDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; renewalDate: string }) =>
      http.post(`/qa/${input.id}/renewal-date`, { renewalDate: Date.parse(`${input.renewalDate}T00:00:00Z`) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.qa('subscriptions') }),
  });
}

/** GET /qa/runnables: the scheduled jobs. */
export function useRunnables() {
  return useQuery({
    queryKey: adminKeys.qa('runnables'),
    queryFn: async () => RunnableList.parse(await http.get('/qa/runnables')).content,
    retry: false,
  });
}

/** POST /qa/runnables: queues the job now. */
export function useRunRunnable() {
  return useMutation({ mutationFn: async (runnable: string) => http.post('/qa/runnables', { runnable }) });
}

/** The address of a streamed test employee CSV of `count` rows (a plain download, GET with the session cookie). */
export const testEmployeeFileUrl = (count: number) => `${API_BASE}/qa/test-files/employees?count=${count}`;
