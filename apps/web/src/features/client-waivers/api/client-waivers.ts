import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClientWaiverPage, PaymentWaiver, type ClientWaiverParams } from '@app/shared/payments/waivers';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

const waiverKeys = {
  all: [...queryKeys.clientArea, 'waivers'] as const,
  list: (query: ClientWaiverParams) => [...queryKeys.clientArea, 'waivers', query] as const,
};

/** GET /client/waivers: one page of the client's payment waiver requests. */
async function getClientWaivers(query: ClientWaiverParams): Promise<ClientWaiverPage> {
  return ClientWaiverPage.parse(await http.get('/client/waivers', { query: { ...query } }));
}

/** The previous rows stay while the next page or filter loads. */
export function useClientWaivers(query: ClientWaiverParams) {
  return useQuery({ queryKey: waiverKeys.list(query), queryFn: () => getClientWaivers(query), placeholderData: keepPreviousData });
}

export type WaiverDecision =
  { waiverId: number; approve: true; note: string | null } | { waiverId: number; approve: false; reason: string };

/** POST /client/waivers/{id}/approve or /reject; the client area (compliance, the list) reloads after it. */
async function decideWaiver(decision: WaiverDecision): Promise<PaymentWaiver> {
  const body = decision.approve ? { note: decision.note } : { reason: decision.reason };
  return PaymentWaiver.parse(await http.post(`/client/waivers/${decision.waiverId}/${decision.approve ? 'approve' : 'reject'}`, body));
}

export function useDecideWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWaiver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clientArea }),
  });
}
