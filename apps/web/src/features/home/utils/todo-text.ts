import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';

/** An ISO calendar date ('2026-05-01') as MM/dd/yyyy; the day is never shifted into the browser's time zone. */
export function formatDay(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** Today as an ISO calendar date in the browser's local time. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The due text of a to-do (spec 000 §2 Home): 'NOW' when it is due today or overdue, otherwise
 * 'DUE {MM/dd/yyyy}'; empty when the to-do has no due date.
 */
export function dueText(dueDate: string | null, today: string = localToday()): string {
  if (!dueDate) return '';
  return dueDate.slice(0, 10) <= today ? 'NOW' : `DUE ${formatDay(dueDate)}`;
}

/** 'Revision Needed - {name}' for items sent back by the customer, the name otherwise. */
export function todoTitle(item: Pick<ChecklistItemSummary, 'name' | 'completionStatus'>): string {
  return item.completionStatus.name === 'REVISION_NEEDED' ? `Revision Needed - ${item.name}` : item.name;
}

/** 'For {client name}'. */
export const todoClientText = (clientName: string) => `For ${clientName}`;
