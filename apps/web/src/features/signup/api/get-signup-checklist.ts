import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChecklistItemList, type ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { http } from '../../../api/http';
import { signupKeys } from './signup-query-keys';

/** GET /customers/{clientId}/checklist: the client's to-dos, which decide the form and W-9 steps. */
export async function getSignupChecklist(clientId: number): Promise<ChecklistItemSummary[]> {
  return ChecklistItemList.parse(await http.get(`/customers/${clientId}/checklist`));
}

export const signupChecklistQuery = (clientId: number) =>
  queryOptions({ queryKey: signupKeys.checklist(clientId), queryFn: () => getSignupChecklist(clientId), retry: false });

export function useSignupChecklist(clientId: number | undefined) {
  return useQuery({ ...signupChecklistQuery(clientId ?? 0), enabled: clientId !== undefined });
}
