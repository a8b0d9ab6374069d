import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { submitFailureOutcome } from './submit-employee-upload';

const answer = (status: number, body?: unknown) =>
  new ApiError({ kind: status ? 'http' : 'network', status, message: 'x', method: 'POST', url: '/services/employees/uploads', body });

const rows = {
  validationErrors: [{ rowIndx: 0, colIndx: 0, errorMessage: 'SSN must be 9 digits' }],
  data: [['12345678', 'Ann', 'Lee', '', '', '', '', '', '']],
  lineNumbers: [3],
  hasValid: true,
  validRows: 2,
  invalidRows: 1,
};

describe('a bulk submission that was not accepted', () => {
  it('says the file was not made from the template when the server answers 404', () => {
    expect(submitFailureOutcome(answer(404, { error: { code: 'NOT_FOUND', message: 'x' } }))).toEqual({
      kind: 'failed',
      message: 'Invalid file. Please upload a valid file based on provided Template.',
    });
  });

  it('leads to the error preview when a 400 carries the bad rows', () => {
    expect(submitFailureOutcome(answer(400, rows))).toEqual({ kind: 'rowErrors', preview: rows });
  });

  it('is an unknown error for a 400 without rows, another status or no answer', () => {
    const unknown = { kind: 'failed', message: 'Unknown error. Please try again later' };
    expect(submitFailureOutcome(answer(400, { error: { code: 'VALIDATION_FAILED', message: 'Invalid body' } }))).toEqual(unknown);
    expect(submitFailureOutcome(answer(500))).toEqual(unknown);
    expect(submitFailureOutcome(answer(0))).toEqual(unknown);
    expect(submitFailureOutcome(new Error('boom'))).toEqual(unknown);
  });
});
