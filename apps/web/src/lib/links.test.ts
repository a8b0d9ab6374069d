import { describe, expect, it } from 'vitest';
import { todoPath } from './links';

describe('todoPath', () => {
  it('sends a proof-of-monitoring to-do through the redirector with its customer and item', () => {
    expect(todoPath({ id: 9, type: 'MONTHLY_POM', customerId: 4 })).toBe(
      '/incomplete-proof-of-monitoring-redirector?checklistItemId=9&customerId=4',
    );
  });

  it('opens any other to-do on its checklist item page', () => {
    expect(todoPath({ id: 9, type: 'EVD', customerId: 4 })).toBe('/customers/4/checklist/9');
  });
});
