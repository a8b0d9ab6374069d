import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatLocalDateTime } from './format-dates';

describe('dates on the employee screens', () => {
  it('shows a date of birth as MM/dd/yyyy without a time-zone shift', () => {
    expect(formatIsoDate('1980-03-07')).toBe('03/07/1980');
    expect(formatIsoDate('2000-12-31')).toBe('12/31/2000');
  });

  it('shows nothing for a missing or malformed date of birth', () => {
    expect(formatIsoDate(null)).toBe('');
    expect(formatIsoDate(undefined)).toBe('');
    expect(formatIsoDate('03/07/1980')).toBe('');
  });

  it('shows a submission instant as MM/dd/yyyy HH:mm in local time', () => {
    const instant = new Date(2026, 0, 5, 9, 7, 30);
    expect(formatLocalDateTime(instant.toISOString())).toBe('01/05/2026 09:07');
    expect(formatLocalDateTime(new Date(2025, 10, 23, 23, 59).toISOString())).toBe('11/23/2025 23:59');
  });

  it('shows nothing for an unreadable submission date', () => {
    expect(formatLocalDateTime('not a date')).toBe('');
  });
});
