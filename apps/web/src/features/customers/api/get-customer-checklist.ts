import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChecklistItemList, type ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { http } from '../../../api/http';
import { customerKeys } from './customer-query-keys';

/** GET /customers/{customerId}/checklist: every to-do of the customer, complete ones included. */
export async function getCustomerChecklist(customerId: number): Promise<ChecklistItemSummary[]> {
  return ChecklistItemList.parse(await http.get(`/customers/${customerId}/checklist`));
}

export const customerChecklistQuery = (customerId: number) =>
  queryOptions({ queryKey: customerKeys.checklist(customerId), queryFn: () => getCustomerChecklist(customerId) });

export function useCustomerChecklist(customerId: number) {
  return useQuery(customerChecklistQuery(customerId));
}
