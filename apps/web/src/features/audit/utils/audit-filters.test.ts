import { describe, expect, it } from 'vitest';
import { auditQueryParams, defaultAuditFilters, isValidRange, isoDate } from './audit-filters';

describe('audit filters', () => {
  it('defaults to the last 30 days with no subject type or outcome', () => {
    expect(defaultAuditFilters(new Date(2026, 2, 15))).toEqual({ from: '2026-02-13', to: '2026-03-15', subjectType: '', outcome: '' });
  });

  it('formats local dates as YYYY-MM-DD', () => {
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('leaves empty filters out of the query', () => {
    expect(auditQueryParams({ from: '2026-01-01', to: '2026-01-31', subjectType: '', outcome: '' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(auditQueryParams({ from: '2026-01-01', to: '2026-01-31', subjectType: 'EMPLOYEE', outcome: 'CONFIRMED' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      subjectType: 'EMPLOYEE',
      outcome: 'CONFIRMED',
    });
  });

  it('accepts only complete, ordered ranges', () => {
    expect(isValidRange({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(isValidRange({ from: '2026-02-01', to: '2026-01-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-01-01' })).toBe(false);
  });
});
