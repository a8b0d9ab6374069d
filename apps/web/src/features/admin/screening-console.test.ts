import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../lib/use-url-state';
import { ALERT_LIST_PARAMS, alertQuery, DEFAULT_ALERT_FILTERS, shortHash } from './screening-console';

describe('screening console helpers', () => {
  it('reads the open alert from the address, and none for a missing, zero or malformed id', () => {
    const read = (query: string) => readUrlState(ALERT_LIST_PARAMS, new URLSearchParams(query)).alert;
    expect(read('alert=42')).toBe(42);
    expect(read('')).toBe(0);
    expect(read('alert=0')).toBe(0);
    expect(read('alert=-3')).toBe(0);
    expect(read('alert=4x')).toBe(0);
  });

  it('writes the open alert beside the filters and leaves it out once closed', () => {
    const state = readUrlState(ALERT_LIST_PARAMS, new URLSearchParams('status=OPEN&page=2'));
    expect(writeUrlState(ALERT_LIST_PARAMS, { ...state, alert: 7 }, new URLSearchParams('status=OPEN&page=2')).toString()).toBe(
      'status=OPEN&page=2&alert=7',
    );
    expect(writeUrlState(ALERT_LIST_PARAMS, { ...state, alert: 0 }, new URLSearchParams('status=OPEN&page=2&alert=7')).toString()).toBe(
      'status=OPEN&page=2',
    );
  });

  it('sends only the filters that are set, with the page and size', () => {
    expect(alertQuery(DEFAULT_ALERT_FILTERS, 0, 25)).toEqual({ page: 0, size: 25, status: 'VENDOR_RESPONDED' });
    expect(alertQuery({ status: '', sourceId: 'leie', band: 'MATCH', minAgeDays: 30 }, 2, 50)).toEqual({
      page: 2,
      size: 50,
      sourceId: 'leie',
      band: 'MATCH',
      minAgeDays: 30,
    });
  });

  it('keeps an age filter of 0 days', () => {
    expect(alertQuery({ ...DEFAULT_ALERT_FILTERS, minAgeDays: 0 }, 0, 25).minAgeDays).toBe(0);
  });

  it('shortens a sha256 to 12 characters and leaves short text alone', () => {
    expect(shortHash('a'.repeat(64))).toBe(`${'a'.repeat(12)}…`);
    expect(shortHash('abc')).toBe('abc');
  });
});
