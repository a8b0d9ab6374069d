import { z } from 'zod';
import { isRealDate } from '../employees/employee';

export const ENROLLMENT_DUE_DATE_DIRECTORY = 'enrollmentDueDate';

/** The text of any refused file (spec 002 §8): wrong columns or bad rows. */
export const ENROLLMENT_DUE_DATE_INVALID_FILE = 'Invalid file. Please upload a file with columns in this order: cov id, date (MM/DD/YYYY)';
export const ENROLLMENT_DUE_DATE_UNKNOWN_ERROR = 'Unknown error';

/** 200 answer of POST /services/enrollment-due-date: every row applied in one transaction. */
export const EnrollmentDueDateResult = z.object({
  /** COVs given a due date. */
  updated: z.number().int(),
});
export type EnrollmentDueDateResult = z.infer<typeof EnrollmentDueDateResult>;

export const COV_ID_FORMAT = 'COV ID must be the number of a COV';
export const DUE_DATE_FORMAT = 'Date must be a date in MM/DD/YYYY format';
export const covNotFound = (id: string) => `COV ID ${id} does not exist`;
export const covRepeated = (id: string, firstLine: number) => `COV ID ${id} is already on line ${firstLine} of the file`;

/** "MM/DD/YYYY" (one-digit month and day too) as an ISO date, or null when it is not a real date. */
export function parseUsDate(value: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return isRealDate(iso) ? iso : null;
}

/** The cell rules of one row (spec 002 §5): a COV ID (whole number) and a date MM/DD/YYYY, nothing else. */
export function checkEnrollmentDueDateCells(cells: readonly string[]): {
  value: { covId: number; dueDate: string } | null;
  errors: string[];
} {
  const [id = '', date = '', ...rest] = cells.map((cell) => cell.trim());
  const errors: string[] = [];
  if (rest.some((cell) => cell !== '')) errors.push(`The row has ${cells.length} columns; the file has 2`);
  if (!/^\d{1,15}$/.test(id) || Number(id) === 0) errors.push(COV_ID_FORMAT);
  const dueDate = parseUsDate(date);
  if (!dueDate) errors.push(DUE_DATE_FORMAT);
  return errors.length || !dueDate ? { value: null, errors } : { value: { covId: Number(id), dueDate }, errors };
}

/**
 * The file starts with a header row of two columns (its words are free: "cov id, date"); a first row
 * that is already data (a number, then a date) means the header is missing, and the file is refused
 * rather than its first row skipped unread.
 */
export function isEnrollmentDueDateHeader(cells: readonly string[]): boolean {
  const used = cells.map((cell) => cell.trim());
  while (used.length > 2 && used[used.length - 1] === '') used.pop();
  return used.length === 2 && used.every((cell) => cell !== '') && !(/^\d+$/.test(used[0]!) && parseUsDate(used[1]!) !== null);
}
