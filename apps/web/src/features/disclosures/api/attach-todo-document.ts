import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChecklistItemDetail } from '@app/shared/checklists/checklist-item';
import { http } from '../../../api/http';
import { disclosureKeys } from './disclosure-query-keys';

interface AttachDocument {
  customerId: number;
  itemId: number;
  fileEntityId: number;
}

/** PUT /customers/{customerId}/document-checklist/{itemId}: hands the uploaded document in for the customer's review. */
async function attachTodoDocument({ customerId, itemId, fileEntityId }: AttachDocument): Promise<ChecklistItemDetail> {
  return ChecklistItemDetail.parse(await http.put(`/customers/${customerId}/document-checklist/${itemId}`, { fileEntityId }));
}

export function useAttachTodoDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachTodoDocument,
    onSuccess: (saved, { customerId, itemId }) => queryClient.setQueryData(disclosureKeys.item(customerId, itemId), saved),
  });
}
