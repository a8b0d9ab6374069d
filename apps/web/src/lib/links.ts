/** The client terms page: the footer's privacy-policy and terms-of-service links and the create-account consent. */
export const TERMS_PAGE_HREF = '/v2/#/terms';

/**
 * Where a to-do opens: a proof-of-monitoring to-do goes through the redirector (spec 001 §2), which picks
 * the employee roster or the proof page; every other to-do opens its checklist item page.
 */
export function todoPath(todo: { id: number; type: string; customerId: number }): string {
  return todo.type === 'MONTHLY_POM'
    ? `/incomplete-proof-of-monitoring-redirector?checklistItemId=${todo.id}&customerId=${todo.customerId}`
    : `/customers/${todo.customerId}/checklist/${todo.id}`;
}
