import { describe, expect, it } from 'vitest';
import { formatCents, importErrorsCsv, importErrorsFilename } from './import-errors';

describe('import error file', () => {
  it('lists each bad row with its line, cells and errors named by column', () => {
    const csv = importErrorsCsv(
      {
        validationErrors: [
          { rowIndx: 0, colIndx: 2, errorMessage: 'TIN must be 9 digits' },
          { rowIndx: 0, colIndx: 0, errorMessage: 'Vendor Number is required' },
        ],
        data: [['', 'Acme', '12', '', '', '']],
        lineNumbers: [3],
        hasValid: true,
        validRows: 1,
        invalidRows: 1,
      },
      ['Vendor Number', 'Legal Name', 'TIN', 'Facility', 'Category', 'Address'],
    );
    expect(csv).toBe(
      'Line,Vendor Number,Legal Name,TIN,Facility,Category,Address,Errors\r\n' +
        '3,,Acme,12,,,,Vendor Number: Vendor Number is required; TIN: TIN must be 9 digits\r\n',
    );
  });

  it('names the error file after the uploaded one', () => {
    expect(importErrorsFilename('vendors.CSV')).toBe('vendors-errors.csv');
    expect(importErrorsFilename(undefined)).toBe('import-errors.csv');
  });

  it('shows cents as dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
  });
});
