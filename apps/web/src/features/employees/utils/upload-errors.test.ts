import { describe, expect, it } from 'vitest';
import type { UploadValidationResponse } from '@app/shared/employees/uploads';
import { cellErrors } from '../../../lib/upload-row-errors';
import { uploadErrorsCsv, uploadErrorsFilename } from './upload-errors';

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
    const lines = uploadErrorsCsv(preview).split('\r\n');
    expect(lines[0]).toBe('Line,SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip,Errors');
    expect(lines[1]).toBe(
      '3,12345678,Ann,Lee,13/45/1990,"1 Main St, Apt 2",,Austin,TX,73301,SSN: SSN must be 9 digits; Dob: Dob must be a date in MM/DD/YYYY format',
    );
    expect(lines[3]).toBe('');
  });

  it('makes cells that a spreadsheet would run as formulas inert', () => {
    expect(uploadErrorsCsv(preview).split('\r\n')[2]).toBe(
      "5,123456789,,'=cmd|calc,01/02/1980,,,,,,First Name: First Name is required First Name is too long",
    );
  });

  it('is named after the uploaded file', () => {
    expect(uploadErrorsFilename('roster-may.CSV')).toBe('roster-may-errors.csv');
    expect(uploadErrorsFilename(undefined)).toBe('employee-upload-errors.csv');
  });
});
