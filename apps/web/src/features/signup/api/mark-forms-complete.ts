import { ChecklistItemDetail, type ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { answersFromDefinition } from '@app/shared/disclosures/form-answers';
import { http } from '../../../api/http';

/**
 * The first thing the final step does (spec 001 §4): each disclosure (EVD) to-do given (the form steps
 * the wizard showed) is saved with markComplete, with the answers its step saved. The server checks the
 * required answers again.
 */
export async function markFormsComplete(clientId: number, items: readonly ChecklistItemSummary[]): Promise<void> {
  const open = items.filter((item) => item.type === 'EVD' && item.completionStatus.name !== 'COMPLETE');
  for (const item of open) {
    const detail = ChecklistItemDetail.parse(await http.get(`/customers/${clientId}/checklist/${item.id}`));
    const answers = answersFromDefinition({ questionGroups: detail.questionGroups });
    await http.put(`/customers/${clientId}/evdchecklist/${item.id}`, { answers }, { query: { markComplete: true } });
  }
}
