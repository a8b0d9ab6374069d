import { z } from 'zod';
import { usDate } from '../platform/us-date';

/**
 * One exclusion list a subject was screened against, or that is in force for everyone: its name and
 * the day of the list (never its file, record count or anything of a tenant's), so the same shape can be
 * shown on public pages. Federal lists come first, then the state lists by name.
 */
export const CheckedList = z.object({
  sourceId: z.string(),
  name: z.string(),
  /** Federal lists (LEIE, SAM, OFAC) or a state Medicaid list. */
  kind: z.enum(['federal', 'state']),
  /** The day of the list; null for a federal list not loaded yet ("not yet screened"). */
  listDate: z.string().nullable(),
  /** Demo data (a synthetic fixture loaded by the demo), not the list the publisher put out. */
  demo: z.boolean(),
});
export type CheckedList = z.infer<typeof CheckedList>;

/** Shown beside every demo list, on screens and in PDFs, so nobody takes it for the published list. */
export const DEMO_LIST_LABEL = 'demo data, not the published list';

/** "list of 11/01/2026", "list of 11/28/2026 (demo data, not the published list)" or "not yet screened". */
export function checkedListDateText(list: Pick<CheckedList, 'listDate' | 'demo'>): string {
  if (!list.listDate) return 'not yet screened';
  return `list of ${usDate(list.listDate)}${list.demo ? ` (${DEMO_LIST_LABEL})` : ''}`;
}

/** State lists of one day and kind (published or demo), named together to keep long pages short. */
export interface StateListGroup {
  listDate: string;
  demo: boolean;
  lists: CheckedList[];
}

/**
 * The federal lists one by one, and the state lists grouped by their day and demo flag (a demo loads
 * all of them at once, and daily downloads land on a few days), newest day first.
 */
export function groupCheckedLists(lists: readonly CheckedList[]): { federal: CheckedList[]; stateGroups: StateListGroup[] } {
  const stateGroups = new Map<string, StateListGroup>();
  for (const list of lists) {
    if (list.kind !== 'state' || !list.listDate) continue;
    const day = list.listDate.slice(0, 10);
    const key = `${day}|${list.demo}`;
    const group = stateGroups.get(key) ?? { listDate: day, demo: list.demo, lists: [] };
    group.lists.push(list);
    stateGroups.set(key, group);
  }
  return {
    federal: lists.filter((list) => list.kind === 'federal'),
    stateGroups: [...stateGroups.values()].sort((a, b) => b.listDate.localeCompare(a.listDate) || Number(a.demo) - Number(b.demo)),
  };
}

/** The two-letter code of a state list (`state:PA` → PA). */
export function stateCode(list: Pick<CheckedList, 'sourceId'>): string {
  return list.sourceId.replace(/^state:/, '');
}

/** "44 state Medicaid lists of 11/28/2026 (demo data, not the published list)": a group's heading. */
export function stateListGroupTitle(group: StateListGroup): string {
  const count = group.lists.length;
  return `${count} state Medicaid list${count === 1 ? '' : 's'} of ${usDate(group.listDate)}${group.demo ? ` (${DEMO_LIST_LABEL})` : ''}`;
}
