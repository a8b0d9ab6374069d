import type { Readable } from 'node:stream';
import { isUsStateCode } from '@app/shared/platform/us-states';
import { ZIP_PATTERN } from '@app/shared/validation/fields';
import { messages } from '@app/shared/validation/messages';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@app/shared/validation/text';
import { isRealDate, todayIso } from '@app/shared/employees/employee';
import { EMPLOYEE_UPLOAD_HEADER } from '@app/shared/employees/uploads';
import type { FieldEncryption } from '../../../platform/crypto/field-encryption';
import type { Db } from '../../../platform/db/database';
import { ssnIndex, ssnLastFourIndex } from '../ssn';
import { readUploadRows, UnreadableCsvError, type UploadRow } from './upload-rows';
import { anyOf } from '../../../platform/db/any-of';

const CHUNK = 5_000;
const COLUMNS = EMPLOYEE_UPLOAD_HEADER.length;
const [SSN, FIRST, LAST, DOB, STREET1, STREET2, CITY, STATE, ZIP] = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

const DOB_FORMAT = 'Dob must be a date in MM/DD/YYYY format';
/** A well-formed date that no calendar has (13/45/2000): the row says so rather than blame the format. */
const dobNotRealDate = (value: string) => `Dob ${value} is not a real date (month 1-12, then a day that month has)`;

export interface ValidEmployeeRow {
  line: number;
  ssn: string;
  ssnIndex: string;
  ssnLast4Index: string;
  firstName: string;
  lastName: string;
  dob: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

export interface RowProblem {
  line: number;
  cells: string[];
  errors: Array<{ col: number; message: string }>;
}

/**
 * Checks every row of an upload against the bulk rules (spec 000 §5): SSN 9 digits, names required,
 * dates MM/DD/YYYY not in the future, known state, 5 or 9 digit zip, no SSN twice in the file nor
 * already on the vendor's active roster, no control characters. Streams in chunks; valid rows go to
 * `onValid`, problems to `onProblem`. Throws TemplateMismatchError for a file not made from the template.
 * A row csv-parse cannot read ends the check: it goes to `onUnreadable` (the rows before it are checked)
 * and the result says `unreadable`; without that handler UnreadableCsvError is thrown.
 */
export async function checkUploadRows(
  input: Readable,
  deps: { db: Db; encryption: FieldEncryption; vendorId: number },
  handlers: {
    onValid(rows: ValidEmployeeRow[]): Promise<void> | void;
    onProblem(problem: RowProblem): void;
    onUnreadable?(problem: RowProblem): void;
  },
): Promise<{ valid: number; invalid: number; unreadable: boolean }> {
  const firstLineOfSsn = new Map<string, number>();
  let valid = 0;
  let invalid = 0;
  let chunk: Array<{ row: UploadRow; checked: ReturnType<typeof checkCells> }> = [];

  const flush = async () => {
    const indexes = chunk.flatMap((item) => (item.checked.value ? [item.checked.value.ssnIndex] : []));
    const onRoster = await rosterSsnIndexes(deps.db, deps.vendorId, indexes);
    const good: ValidEmployeeRow[] = [];
    for (const { row, checked } of chunk) {
      if (checked.value && onRoster.has(checked.value.ssnIndex)) {
        checked.errors.push({ col: SSN, message: 'An employee with this SSN is already on your roster' });
      }
      if (checked.errors.length || !checked.value) {
        invalid++;
        handlers.onProblem({ line: row.line, cells: padCells(row.cells), errors: checked.errors });
      } else {
        valid++;
        good.push(checked.value);
      }
    }
    if (good.length) await handlers.onValid(good);
    chunk = [];
  };

  try {
    for await (const row of readUploadRows(input)) {
      const checked = checkCells(row, deps.encryption);
      if (checked.value) {
        const earlier = firstLineOfSsn.get(checked.value.ssnIndex);
        if (earlier !== undefined) {
          checked.errors.push({ col: SSN, message: `Duplicate SSN: also on line ${earlier} of this file` });
        } else {
          firstLineOfSsn.set(checked.value.ssnIndex, row.line);
        }
      }
      chunk.push({ row, checked });
      if (chunk.length >= CHUNK) await flush();
    }
  } catch (error) {
    if (!(error instanceof UnreadableCsvError) || !handlers.onUnreadable) throw error;
    await flush();
    handlers.onUnreadable({ line: error.line, cells: padCells([]), errors: [{ col: SSN, message: error.message }] });
    return { valid, invalid: invalid + 1, unreadable: true };
  }
  await flush();
  return { valid, invalid, unreadable: false };
}

function checkCells(
  row: UploadRow,
  encryption: FieldEncryption,
): { value?: ValidEmployeeRow; errors: Array<{ col: number; message: string }> } {
  const cells = row.cells;
  const errors: Array<{ col: number; message: string }> = [];
  if (cells.length !== COLUMNS)
    errors.push({ col: Math.min(cells.length, COLUMNS - 1), message: `Expected ${COLUMNS} columns, found ${cells.length}` });
  const cell = (index: number) => cells[index] ?? '';
  cells.forEach((value, index) => {
    if (index < COLUMNS && hasControlCharacters(value)) errors.push({ col: index, message: CONTROL_CHARACTERS_MESSAGE });
  });

  const ssn = cell(SSN).replace(/[-\s]/g, '');
  if (!ssn) errors.push({ col: SSN, message: messages.required('SSN') });
  else if (!/^\d{9}$/.test(ssn)) errors.push({ col: SSN, message: messages.nDigits('SSN', 9) });
  if (!cell(FIRST)) errors.push({ col: FIRST, message: messages.required('First Name') });
  else if (cell(FIRST).length > 100) errors.push({ col: FIRST, message: messages.maxChars(100) });
  if (!cell(LAST)) errors.push({ col: LAST, message: messages.required('Last Name') });
  else if (cell(LAST).length > 100) errors.push({ col: LAST, message: messages.maxChars(100) });

  let dob: string | null = null;
  if (cell(DOB)) {
    const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell(DOB));
    const iso = match ? `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}` : '';
    if (!match) errors.push({ col: DOB, message: DOB_FORMAT });
    else if (!isRealDate(iso)) errors.push({ col: DOB, message: dobNotRealDate(cell(DOB)) });
    else if (iso > todayIso()) errors.push({ col: DOB, message: 'Dob cannot be later than today' });
    else dob = iso;
  }
  for (const [index, max] of [
    [STREET1, 200],
    [STREET2, 200],
    [CITY, 100],
  ] as const) {
    if (cell(index).length > max) errors.push({ col: index, message: messages.maxChars(max) });
  }
  const state = cell(STATE).toUpperCase();
  if (state && !isUsStateCode(state)) errors.push({ col: STATE, message: 'State must be a 2-letter US state code' });
  if (cell(ZIP) && !ZIP_PATTERN.test(cell(ZIP))) errors.push({ col: ZIP, message: messages.zip });

  if (errors.length && !/^\d{9}$/.test(ssn)) return { errors };
  const value: ValidEmployeeRow = {
    line: row.line,
    ssn,
    ssnIndex: ssnIndex(encryption, ssn),
    ssnLast4Index: ssnLastFourIndex(encryption, ssn),
    firstName: cell(FIRST),
    lastName: cell(LAST),
    dob,
    street1: cell(STREET1) || null,
    street2: cell(STREET2) || null,
    city: cell(CITY) || null,
    state: state || null,
    postalCode: cell(ZIP) || null,
  };
  return { value, errors };
}

async function rosterSsnIndexes(db: Db, vendorId: number, indexes: string[]): Promise<Set<string>> {
  if (!indexes.length) return new Set();
  const rows = await db
    .selectFrom('employees')
    .select('ssn_index')
    .where('vendor_id', '=', vendorId)
    .where('terminated_at', 'is', null)
    .where('ssn_index', '=', anyOf(indexes))
    .execute();
  return new Set(rows.map((row) => row.ssn_index));
}

function padCells(cells: string[]): string[] {
  return Array.from({ length: Math.max(COLUMNS, cells.length) }, (_, i) => cells[i] ?? '');
}
