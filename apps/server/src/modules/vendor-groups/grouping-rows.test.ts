import { describe, expect, it } from 'vitest';
import { readGroupingRows } from './grouping-upload';

describe('grouping file rows (spec 002 §5)', () => {
  it('reads three ids per line and skips a header and blank lines', () => {
    expect(readGroupingRows([['cov id', 'old group id', 'new group id'], ['12', '3', '4'], [''], [' 13 ', '3', '5']])).toEqual({
      rows: [
        { line: 2, covId: 12, oldGroupId: 3, newGroupId: 4 },
        { line: 4, covId: 13, oldGroupId: 3, newGroupId: 5 },
      ],
      problems: {},
    });
  });

  it('names each line that is not three ids', () => {
    expect(
      readGroupingRows([
        ['1', '2'],
        ['1', '2', 'x'],
        ['1', '2', '3', '4'],
      ]).problems,
    ).toEqual({
      'line 1': 'Expected three ids: cov id, old group id, new group id',
      'line 2': 'Expected three ids: cov id, old group id, new group id',
      'line 3': 'Expected three ids: cov id, old group id, new group id',
    });
  });

  it('refuses a file without rows', () => {
    expect(readGroupingRows([['cov id', 'old group id', 'new group id']]).problems).toEqual({ file: 'The file has no rows' });
  });
});
