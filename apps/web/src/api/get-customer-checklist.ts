import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChecklistItemList, type ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { http } from './http';
import { queryKeys } from './query-keys';

/**
 * GET /customers/{customerId}/checklist: every to-do of the customer (the client), complete ones
 * included. Here because the customer's To-Dos tab and the signup wizard (its form and W-9 steps) read it.
 */
export async function getCustomerChecklist(customerId: number): Promise<ChecklistItemSummary[]> {
  return ChecklistItemList.parse(await http.get(`/customers/${customerId}/checklist`));
}

const customerChecklistQuery = (customerId: number) =>
  queryOptions({ queryKey: queryKeys.customerChecklist(customerId), queryFn: () => getCustomerChecklist(customerId), retry: false });

export function useCustomerChecklist(customerId: number) {
  return useQuery(customerChecklistQuery(customerId));
}
