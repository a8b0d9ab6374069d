import { describe, expect, it } from 'vitest';
import { requiredFormsText } from './compliance-report';

describe('requiredFormsText', () => {
  it('says why the forms not complete leave a customer Compliant or not', () => {
    expect(requiredFormsText({ total: 4, complete: 1, overdue: 0 })).toBe('1 of 4 complete, 3 not yet due');
    expect(requiredFormsText({ total: 4, complete: 1, overdue: 2 })).toBe('1 of 4 complete, 2 overdue, 1 not yet due');
    expect(requiredFormsText({ total: 4, complete: 4, overdue: 0 })).toBe('4 of 4 complete');
    expect(requiredFormsText({ total: 0, complete: 0, overdue: 0 })).toBe('None required');
  });
});
