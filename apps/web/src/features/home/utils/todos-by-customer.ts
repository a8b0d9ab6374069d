import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';

export interface CustomerTodos {
  customerId: number;
  customerName: string;
  todos: ChecklistItemSummary[];
}

/**
 * Open to-dos grouped by customer: the customer whose to-do falls due first comes first (the list arrives
 * soonest due first), and each customer's to-dos keep that order.
 */
export function todosByCustomer(todos: readonly ChecklistItemSummary[]): CustomerTodos[] {
  const groups = new Map<number, CustomerTodos>();
  for (const todo of todos) {
    const group = groups.get(todo.customerId) ?? { customerId: todo.customerId, customerName: todo.clientName, todos: [] };
    group.todos.push(todo);
    groups.set(todo.customerId, group);
  }
  return [...groups.values()];
}
