import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './format-display-date';

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
