import { describe, expect, it } from 'vitest';
import { safeCell, toSafeCsv } from './csv';

describe('safeCell', () => {
  it('prefixes a cell that a spreadsheet would read as a formula', () => {
    for (const value of ['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx']) expect(safeCell(value)).toBe(`'${value}`);
  });

  it('leaves other cells as they are', () => {
    expect(safeCell('plain')).toBe('plain');
    expect(safeCell('a=b')).toBe('a=b');
  });
});

describe('toSafeCsv', () => {
  it('writes CRLF lines, quoting fields with commas, quotes or line breaks', () => {
    expect(
      toSafeCsv([
        ['Line', 'Errors'],
        ['3', 'SSN: SSN must be 9 digits, Dob: "13/45" is not a date'],
        ['4', 'two\nlines'],
      ]),
    ).toBe('Line,Errors\r\n3,"SSN: SSN must be 9 digits, Dob: ""13/45"" is not a date"\r\n4,"two\nlines"\r\n');
  });

  it('makes formula cells inert before quoting them', () => {
    expect(toSafeCsv([['=HYPERLINK("x")', '-5']])).toBe(`"'=HYPERLINK(""x"")",'-5\r\n`);
  });
});
