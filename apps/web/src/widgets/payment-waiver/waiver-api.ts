import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaymentWaiver, WaiverOptionList, type PaymentWaiverRequest, type WaiverOption } from '@app/shared/payments/waivers';
import { http } from '../../api/http';
import { queryKeys } from '../../api/query-keys';

/** GET /payment-waivers: the payments the vendor's clients ask of it, each with its waiver request if any. */
async function getWaiverOptions(): Promise<WaiverOption[]> {
  return WaiverOptionList.parse(await http.get('/payment-waivers'));
}

export function useWaiverOptions() {
  return useQuery(queryOptions({ queryKey: queryKeys.paymentWaivers, queryFn: getWaiverOptions }));
}

/** POST /payment-waivers: the request; the subscriptions (WAIVER_PENDING) and the options reload after it. */
async function requestWaiver(body: PaymentWaiverRequest): Promise<PaymentWaiver> {
  return PaymentWaiver.parse(await http.post('/payment-waivers', body));
}

export function useRequestWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWaiver,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.paymentWaivers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.accountSubscriptions }),
      ]);
    },
  });
}
