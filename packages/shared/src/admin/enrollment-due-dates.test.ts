import { describe, expect, it } from 'vitest';
import {
  checkEnrollmentDueDateCells,
  COV_ID_FORMAT,
  DUE_DATE_FORMAT,
  isEnrollmentDueDateHeader,
  parseUsDate,
} from './enrollment-due-dates';

describe('parseUsDate', () => {
  it('reads MM/DD/YYYY and one-digit months and days as an ISO date', () => {
    expect(parseUsDate('12/31/2026')).toBe('2026-12-31');
    expect(parseUsDate(' 1/5/2027 ')).toBe('2027-01-05');
  });

  it('refuses other formats and days no calendar has', () => {
    for (const value of ['2026-12-31', '31/12/2026', '02/30/2027', '13/01/2026', '12/31/26', '']) expect(parseUsDate(value)).toBeNull();
  });
});

describe('checkEnrollmentDueDateCells', () => {
  it('accepts a COV ID and a date', () => {
    expect(checkEnrollmentDueDateCells(['42', '03/01/2027'])).toEqual({ value: { covId: 42, dueDate: '2027-03-01' }, errors: [] });
  });

  it('says what is wrong with each cell, and with extra columns', () => {
    expect(checkEnrollmentDueDateCells(['x', '2027-03-01']).errors).toEqual([COV_ID_FORMAT, DUE_DATE_FORMAT]);
    expect(checkEnrollmentDueDateCells(['42']).errors).toEqual([DUE_DATE_FORMAT]);
    expect(checkEnrollmentDueDateCells(['42', '03/01/2027', 'x']).errors).toEqual(['The row has 3 columns; the file has 2']);
  });
});

describe('isEnrollmentDueDateHeader', () => {
  it('takes any two named columns as the header', () => {
    expect(isEnrollmentDueDateHeader(['cov id', 'date'])).toBe(true);
    expect(isEnrollmentDueDateHeader(['COV ID', 'Enrollment Due Date', ''])).toBe(true);
  });

  it('refuses a first row that is data, or not two columns', () => {
    expect(isEnrollmentDueDateHeader(['12', '12/31/2026'])).toBe(false);
    expect(isEnrollmentDueDateHeader(['cov id'])).toBe(false);
    expect(isEnrollmentDueDateHeader(['cov id', 'date', 'note'])).toBe(false);
  });
});
