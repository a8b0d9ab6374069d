import { describe, expect, it } from 'vitest';
import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { todosByCustomer } from './todos-by-customer';

const todo = (id: number, customerId: number, clientName: string) => ({ id, customerId, clientName }) as ChecklistItemSummary;

describe('todosByCustomer', () => {
  it('groups to-dos by customer, in the order their first to-do falls due, keeping each group in order', () => {
    const groups = todosByCustomer([todo(1, 7, 'Lakeside'), todo(2, 3, 'Harborview'), todo(3, 7, 'Lakeside')]);
    expect(groups.map((group) => [group.customerName, group.todos.map((item) => item.id)])).toEqual([
      ['Lakeside', [1, 3]],
      ['Harborview', [2]],
    ]);
  });

  it('gives no groups for no to-dos', () => {
    expect(todosByCustomer([])).toEqual([]);
  });
});
