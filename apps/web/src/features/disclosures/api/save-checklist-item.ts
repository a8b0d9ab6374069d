import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChecklistItemDetail } from '@app/shared/checklists/checklist-item';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { http } from '../../../api/http';
import { trackEvent } from '../../../api/track-event';
import { disclosureKeys } from './disclosure-query-keys';

/**
 * PUT /customers/{customerId}/evdchecklist/{itemId}?markComplete {answers} → the saved item. markComplete
 * false is Save and Finish Later (formats checked), true is Save and Complete / Send (required too);
 * a 400 carries field errors by dataPointId (or dataPointId.part).
 */
async function saveChecklistItem(input: {
  customerId: number;
  itemId: number;
  markComplete: boolean;
  answers: Record<string, unknown>;
}): Promise<ChecklistItemDetail> {
  return ChecklistItemDetail.parse(
    await http.put(
      `/customers/${input.customerId}/evdchecklist/${input.itemId}`,
      { answers: input.answers },
      { query: { markComplete: input.markComplete } },
    ),
  );
}

/**
 * Saves the item and keeps the answer in the cache. The dashboard's and the customer's to-do lists
 * belong to other features; they refetch when their screens mount (staleTime 0).
 */
export function useSaveChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChecklistItem,
    // Save and Complete / Send submits the form; Save and Finish Later is a draft.
    onMutate: (input) => (input.markComplete ? trackEvent(ANALYTIC_EVENTS.submitDisclosure) : undefined),
    onSuccess: (item, input) => queryClient.setQueryData(disclosureKeys.item(input.customerId, input.itemId), item),
  });
}
