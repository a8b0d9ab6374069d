import { describe, expect, it } from 'vitest';
import { checkBulkResolveCells, MONITOR_RECORD_ID_FORMAT, MONITOR_RECORD_ID_REQUIRED, PROGRESS_STATUS_FORMAT } from './bulk-alert-resolve';

describe('checkBulkResolveCells', () => {
  it('accepts an alert id, a status in any case and an optional note', () => {
    expect(checkBulkResolveCells(['12', 'cleared', ' Different DOB '])).toEqual({
      value: { alertId: 12, status: 'CLEARED', note: 'Different DOB' },
      errors: [],
    });
    expect(checkBulkResolveCells(['7', 'CONFIRMED']).value).toEqual({ alertId: 7, status: 'CONFIRMED', note: null });
  });

  it('names the column of each bad cell', () => {
    expect(checkBulkResolveCells(['', 'MAYBE', '']).errors).toEqual([
      { col: 0, message: MONITOR_RECORD_ID_REQUIRED },
      { col: 1, message: PROGRESS_STATUS_FORMAT },
    ]);
    expect(checkBulkResolveCells(['A-12', 'OPEN', '']).errors).toEqual([{ col: 0, message: MONITOR_RECORD_ID_FORMAT }]);
    expect(checkBulkResolveCells(['0', 'OPEN', '']).errors).toEqual([{ col: 0, message: MONITOR_RECORD_ID_FORMAT }]);
  });

  it('refuses the vendor-only status VENDOR_RESPONDED', () => {
    expect(checkBulkResolveCells(['3', 'VENDOR_RESPONDED', '']).errors).toEqual([{ col: 1, message: PROGRESS_STATUS_FORMAT }]);
  });

  it('refuses a note over 2,000 characters or with control characters', () => {
    expect(checkBulkResolveCells(['3', 'OPEN', 'x'.repeat(2001)]).errors).toEqual([{ col: 2, message: 'Max of 2000 characters' }]);
    expect(checkBulkResolveCells(['3', 'OPEN', 'bell\u0007']).errors).toEqual([{ col: 2, message: 'Must not contain control characters' }]);
    expect(checkBulkResolveCells(['3', 'OPEN', 'two\nlines']).errors).toEqual([]);
  });

  it('refuses a row with more than three filled columns but ignores empty trailing ones', () => {
    expect(checkBulkResolveCells(['3', 'OPEN', 'n', 'extra']).errors).toEqual([
      { col: 0, message: 'The row has 4 columns; the file has 3' },
    ]);
    expect(checkBulkResolveCells(['3', 'OPEN', 'n', '', '']).errors).toEqual([]);
  });
});
