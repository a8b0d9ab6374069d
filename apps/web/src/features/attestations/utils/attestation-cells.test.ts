import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMNS, columnVisibilityFrom, columnVisibilityValue, truncate } from './attestation-cells';

describe('truncate', () => {
  it('keeps text up to the limit and cuts longer text', () => {
    expect(truncate('a'.repeat(20), 20)).toEqual({ shown: 'a'.repeat(20), truncated: false });
    expect(truncate('a'.repeat(21), 20)).toEqual({ shown: `${'a'.repeat(20)}…`, truncated: true });
  });
});

describe('column visibility preference', () => {
  it('round-trips through the stored JSON list', () => {
    const hidden = { ...DEFAULT_COLUMNS, tins: true, formName: false };
    expect(columnVisibilityFrom(columnVisibilityValue(hidden))).toEqual(hidden);
    expect(JSON.parse(columnVisibilityValue(hidden))).toContainEqual({ value: 'formName', visible: false });
  });

  it('shows the default columns, TINs and Managed By hidden, when nothing or something unreadable is stored', () => {
    expect(columnVisibilityFrom(null)).toEqual(DEFAULT_COLUMNS);
    expect(DEFAULT_COLUMNS).toMatchObject({ tins: false, managedBy: false, complianceStatuses: true, nextCompletionDate: true });
    expect(columnVisibilityFrom('not json')).toEqual(DEFAULT_COLUMNS);
    expect(columnVisibilityFrom('[{"value":"bogus","visible":false},{"value":"tins","visible":"no"}]')).toEqual(DEFAULT_COLUMNS);
  });
});
