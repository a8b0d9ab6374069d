import { describe, expect, it } from 'vitest';
import { ALL_COLUMNS_VISIBLE, columnVisibilityFrom, columnVisibilityValue, truncate } from './attestation-cells';

describe('truncate', () => {
  it('keeps text up to the limit and cuts longer text', () => {
    expect(truncate('a'.repeat(20), 20)).toEqual({ shown: 'a'.repeat(20), truncated: false });
    expect(truncate('a'.repeat(21), 20)).toEqual({ shown: `${'a'.repeat(20)}…`, truncated: true });
  });
});

describe('column visibility preference', () => {
  it('round-trips through the stored JSON list', () => {
    const hidden = { ...ALL_COLUMNS_VISIBLE, tins: false, managedBy: false };
    expect(columnVisibilityFrom(columnVisibilityValue(hidden))).toEqual(hidden);
    expect(JSON.parse(columnVisibilityValue(hidden))).toContainEqual({ value: 'tins', visible: false });
  });

  it('shows every column when nothing or something unreadable is stored', () => {
    expect(columnVisibilityFrom(null)).toEqual(ALL_COLUMNS_VISIBLE);
    expect(columnVisibilityFrom('not json')).toEqual(ALL_COLUMNS_VISIBLE);
    expect(columnVisibilityFrom('[{"value":"bogus","visible":false},{"value":"tins","visible":"no"}]')).toEqual(ALL_COLUMNS_VISIBLE);
  });
});
