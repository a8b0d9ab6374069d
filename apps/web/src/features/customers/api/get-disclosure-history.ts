import { queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { DisclosureHistory } from '@app/shared/checklists/checklist-item';
import { http } from '../../../api/http';
import { customerKeys } from './customer-query-keys';

export type DisclosureHistory = z.infer<typeof DisclosureHistory>;

/** GET /evd-history?evdId: the submitted disclosures of one form and the customer's open revision requests. */
async function getDisclosureHistory(evdId: number): Promise<DisclosureHistory> {
  return DisclosureHistory.parse(await http.get('/evd-history', { query: { evdId } }));
}

const disclosureHistoryQuery = (evdId: number) =>
  queryOptions({ queryKey: customerKeys.history(evdId), queryFn: () => getDisclosureHistory(evdId) });

export function useDisclosureHistory(evdId: number) {
  return useQuery(disclosureHistoryQuery(evdId));
}
