import { describe, expect, it } from 'vitest';
import { EMPLOYEE_UPLOAD_HEADER, type UploadValidationResponse } from '@app/shared/employees/uploads';
import { formatCents } from '@app/shared/payments/pricing';
import { cellErrors, rowErrorsCsv, rowErrorsFilename } from './upload-row-errors';

const preview: UploadValidationResponse = {
  validationErrors: [
    { rowIndx: 0, colIndx: 3, errorMessage: 'Dob must be a date in MM/DD/YYYY format' },
    { rowIndx: 0, colIndx: 0, errorMessage: 'SSN must be 9 digits' },
    { rowIndx: 1, colIndx: 1, errorMessage: 'First Name is required' },
    { rowIndx: 1, colIndx: 1, errorMessage: 'First Name is too long' },
  ],
  data: [
    ['12345678', 'Ann', 'Lee', '13/45/1990', '1 Main St, Apt 2', '', 'Austin', 'TX', '73301'],
    ['123456789', '', '=cmd|calc', '01/02/1980', '', '', '', '', ''],
  ],
  lineNumbers: [3, 5],
  hasValid: true,
  validRows: 2,
  invalidRows: 2,
};

describe('the errors of a preview row', () => {
  it('are keyed by column, several messages of one cell joined', () => {
    expect(cellErrors(preview, 1)).toEqual(new Map([[1, 'First Name is required First Name is too long']]));
    expect(cellErrors(preview, 0).get(0)).toBe('SSN must be 9 digits');
  });
});

describe('the error CSV of a bulk upload', () => {
  it('has the line number, the cells as uploaded and the errors named by column in template order', () => {
    const lines = rowErrorsCsv(preview, EMPLOYEE_UPLOAD_HEADER).split('\r\n');
    expect(lines[0]).toBe('Line,SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip,Errors');
    expect(lines[1]).toBe(
      '3,12345678,Ann,Lee,13/45/1990,"1 Main St, Apt 2",,Austin,TX,73301,SSN: SSN must be 9 digits; Dob: Dob must be a date in MM/DD/YYYY format',
    );
    expect(lines[3]).toBe('');
  });

  it('makes cells that a spreadsheet would run as formulas inert', () => {
    expect(rowErrorsCsv(preview, EMPLOYEE_UPLOAD_HEADER).split('\r\n')[2]).toBe(
      "5,123456789,,'=cmd|calc,01/02/1980,,,,,,First Name: First Name is required First Name is too long",
    );
  });

  it('is named after the uploaded file', () => {
    expect(rowErrorsFilename('roster-may.CSV', 'employee-upload')).toBe('roster-may-errors.csv');
    expect(rowErrorsFilename(undefined, 'employee-upload')).toBe('employee-upload-errors.csv');
  });
});

describe('import error file', () => {
  it('lists each bad row with its line, cells and errors named by column', () => {
    const csv = rowErrorsCsv(
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
    expect(rowErrorsFilename('vendors.CSV', 'import')).toBe('vendors-errors.csv');
    expect(rowErrorsFilename(undefined, 'import')).toBe('import-errors.csv');
  });

  it('shows cents as dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
  });
});
