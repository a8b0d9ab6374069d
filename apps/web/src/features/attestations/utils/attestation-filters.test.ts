import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, attestationFilterQuery, lastDueMonth } from './attestation-filters';

describe('attestationFilterQuery', () => {
  it('trims the TIN and removes its dashes, trims the form name and sends the first day of the month', () => {
    expect(
      attestationFilterQuery({ ...EMPTY_FILTERS, tin: ' 12-345-6789 ', formName: '  W-9 ', nextDueMonth: '2027-03', status: 'PAST_DUE' }),
    ).toEqual({ tin: '123456789', formName: 'W-9', nextCompletionDate: '2027-03-01', status: 'PAST_DUE', complianceStatus: undefined });
  });

  it('sends nothing for empty filters', () => {
    expect(Object.values(attestationFilterQuery({ ...EMPTY_FILTERS, tin: ' - ', formName: '   ' })).every((v) => v === undefined)).toBe(
      true,
    );
  });
});

describe('lastDueMonth', () => {
  it('is December of the current year plus 10', () => {
    expect(lastDueMonth(new Date(2026, 10, 24))).toBe('2036-12');
  });
});
