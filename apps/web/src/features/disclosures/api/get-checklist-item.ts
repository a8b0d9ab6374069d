import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChecklistItemDetail } from '@app/shared/checklists/checklist-item';
import { http } from '../../../api/http';
import { disclosureKeys } from './disclosure-query-keys';

/** GET /customers/{customerId}/checklist/{itemId}: the to-do with its questions, saved answers and revision notes. */
async function getChecklistItem(customerId: number, itemId: number): Promise<ChecklistItemDetail> {
  return ChecklistItemDetail.parse(await http.get(`/customers/${customerId}/checklist/${itemId}`));
}

const checklistItemQuery = (customerId: number, itemId: number) =>
  queryOptions({ queryKey: disclosureKeys.item(customerId, itemId), queryFn: () => getChecklistItem(customerId, itemId), retry: false });

export function useChecklistItem(customerId: number, itemId: number) {
  return useQuery(checklistItemQuery(customerId, itemId));
}
