import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChecklistItemList, type ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { http } from '../../../api/http';
import { refetchUnlessPrefetched } from '../../../lib/prefetch-page-data';
import { homeKeys } from './home-query-keys';

/** GET /checklist-items: open to-dos across customers, soonest due first (unfinished enrolments left out). */
async function getTodos(): Promise<ChecklistItemSummary[]> {
  return ChecklistItemList.parse(await http.get('/checklist-items'));
}

export const todosQuery = queryOptions({ queryKey: homeKeys.todos, queryFn: getTodos, refetchOnMount: refetchUnlessPrefetched });

export function useTodos() {
  return useQuery(todosQuery);
}
