import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatLocalDateTime } from './format-display-date';

describe('formatDisplayDate', () => {
  it('shows a calendar date as MM/dd/yyyy without shifting it', () => {
    expect(formatDisplayDate('2026-03-07')).toBe('03/07/2026');
  });

  it('shows a timestamp in local time', () => {
    expect(formatDisplayDate(new Date(2025, 11, 31, 10, 30).toISOString())).toBe('12/31/2025');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('soon')).toBe('');
  });
});

describe('formatLocalDateTime', () => {
  it('shows an instant as MM/dd/yyyy HH:mm in local time', () => {
    expect(formatLocalDateTime(new Date(2026, 0, 5, 9, 7, 30).toISOString())).toBe('01/05/2026 09:07');
    expect(formatLocalDateTime(new Date(2025, 10, 23, 23, 59).toISOString())).toBe('11/23/2025 23:59');
  });

  it('shows nothing for an unreadable instant', () => {
    expect(formatLocalDateTime('not a date')).toBe('');
  });
});
