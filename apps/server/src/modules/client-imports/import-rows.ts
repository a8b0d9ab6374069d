import { isRealDate } from '@app/shared/employees/employee';
import { INVOICE_FILE_HEADER, VENDOR_MASTER_HEADER } from '@app/shared/client-imports/client-imports';
import { messages } from '@app/shared/validation/messages';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@app/shared/validation/text';

/** A problem in one cell (column index in the kind's header). */
export interface CellError {
  col: number;
  message: string;
}

export interface VendorMasterRow {
  /** The facility the COV belongs to: the importing client or one of its sub-clients. */
  clientId: number;
  vendorNumber: string;
  legalName: string;
  /** Nine digits, or null when the file gives none. */
  tin: string | null;
  category: string | null;
  address: string | null;
}

export interface InvoiceRow {
  vendorNumber: string;
  invoiceNumber: string;
  invoiceDate: string;
  paymentDate: string | null;
  paymentDueDate: string | null;
  amountCents: number;
  paymentStatus: string | null;
}

export interface CheckedRow<T> {
  value?: T;
  errors: CellError[];
}

/** The largest amount a row may carry: ten billion dollars, in cents. */
const MAX_AMOUNT_CENTS = 1_000_000_000_000;

/** A date cell: MM/DD/YYYY (or YYYY-MM-DD) to ISO, or a message saying what is wrong. */
export function parseImportDate(field: string, value: string): { iso: string } | { error: string } {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  if (!iso) return { error: `${field} must be a date in MM/DD/YYYY format` };
  if (!isRealDate(iso)) return { error: `${field} ${value} is not a real date (month 1-12, then a day that month has)` };
  return { iso };
}

/** A dollar amount ("1,234.50", "$99", "-12.00", "(12.00)") in cents, or null when it is not one. */
export function parseAmountCents(value: string): number | null {
  let text = value.replace(/[\s,$]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS) return null;
  return negative ? -cents : cents;
}

function commonErrors(cells: string[], columns: number): CellError[] {
  const errors: CellError[] = [];
  if (cells.length !== columns) {
    errors.push({ col: Math.min(cells.length, columns - 1), message: `Expected ${columns} columns, found ${cells.length}` });
  }
  cells.forEach((value, index) => {
    if (index < columns && hasControlCharacters(value)) errors.push({ col: index, message: CONTROL_CHARACTERS_MESSAGE });
  });
  return errors;
}

function checkLength(errors: CellError[], value: string, col: number, max: number) {
  if (value.length > max) errors.push({ col, message: messages.maxChars(max) });
}

/**
 * One vendor master row: Vendor Number and Legal Name required, TIN 9 digits when given (dashes
 * allowed), Facility empty (the importing client) or the name of the client or one of its facilities.
 * `facilities` maps each lower-cased facility name to its client id; `facilityNames` are those names as written.
 */
export function checkVendorMasterRow(
  cells: string[],
  context: { defaultClientId: number; facilities: ReadonlyMap<string, number>; facilityNames: readonly string[] },
): CheckedRow<VendorMasterRow> {
  const [NUMBER, NAME, TIN, FACILITY, CATEGORY, ADDRESS] = [0, 1, 2, 3, 4, 5] as const;
  const errors = commonErrors(cells, VENDOR_MASTER_HEADER.length);
  const cell = (index: number) => cells[index] ?? '';
  if (!cell(NUMBER)) errors.push({ col: NUMBER, message: messages.required('Vendor Number') });
  checkLength(errors, cell(NUMBER), NUMBER, 50);
  if (!cell(NAME)) errors.push({ col: NAME, message: messages.required('Legal Name') });
  checkLength(errors, cell(NAME), NAME, 200);
  const tin = cell(TIN).replace(/[\s-]/g, '');
  if (tin && !/^\d{9}$/.test(tin)) errors.push({ col: TIN, message: messages.nDigits('TIN', 9) });
  let clientId: number | undefined = context.defaultClientId;
  if (cell(FACILITY)) {
    clientId = context.facilities.get(cell(FACILITY).toLowerCase());
    if (clientId === undefined) {
      errors.push({ col: FACILITY, message: `Facility must be one of: ${context.facilityNames.join(', ')} (or empty)` });
    }
  }
  checkLength(errors, cell(CATEGORY), CATEGORY, 100);
  checkLength(errors, cell(ADDRESS), ADDRESS, 300);
  if (errors.length || clientId === undefined) return { errors };
  return {
    errors,
    value: {
      clientId,
      vendorNumber: cell(NUMBER),
      legalName: cell(NAME),
      tin: tin || null,
      category: cell(CATEGORY) || null,
      address: cell(ADDRESS) || null,
    },
  };
}

/**
 * One invoice row: Vendor Number, Invoice Number, Invoice Date and Amount required; dates MM/DD/YYYY;
 * amount in dollars with at most two decimals (negative for a credit); Status free text (upper-cased).
 */
export function checkInvoiceRow(cells: string[]): CheckedRow<InvoiceRow> {
  const [NUMBER, INVOICE, INVOICE_DATE, PAYMENT_DATE, DUE_DATE, AMOUNT, STATUS] = [0, 1, 2, 3, 4, 5, 6] as const;
  const errors = commonErrors(cells, INVOICE_FILE_HEADER.length);
  const cell = (index: number) => cells[index] ?? '';
  if (!cell(NUMBER)) errors.push({ col: NUMBER, message: messages.required('Vendor Number') });
  checkLength(errors, cell(NUMBER), NUMBER, 50);
  if (!cell(INVOICE)) errors.push({ col: INVOICE, message: messages.required('Invoice Number') });
  checkLength(errors, cell(INVOICE), INVOICE, 100);
  const date = (col: number, field: string, required: boolean): string | null => {
    if (!cell(col)) {
      if (required) errors.push({ col, message: messages.required(field) });
      return null;
    }
    const parsed = parseImportDate(field, cell(col));
    if ('error' in parsed) {
      errors.push({ col, message: parsed.error });
      return null;
    }
    return parsed.iso;
  };
  const invoiceDate = date(INVOICE_DATE, 'Invoice Date', true);
  const paymentDate = date(PAYMENT_DATE, 'Payment Date', false);
  const paymentDueDate = date(DUE_DATE, 'Due Date', false);
  let amountCents: number | null = null;
  if (!cell(AMOUNT)) errors.push({ col: AMOUNT, message: messages.required('Amount') });
  else {
    amountCents = parseAmountCents(cell(AMOUNT));
    if (amountCents === null) errors.push({ col: AMOUNT, message: 'Amount must be a dollar amount with at most 2 decimals, e.g. 1234.50' });
  }
  checkLength(errors, cell(STATUS), STATUS, 40);
  if (errors.length || invoiceDate === null || amountCents === null) return { errors };
  return {
    errors,
    value: {
      vendorNumber: cell(NUMBER),
      invoiceNumber: cell(INVOICE),
      invoiceDate,
      paymentDate,
      paymentDueDate,
      amountCents,
      paymentStatus: cell(STATUS) ? cell(STATUS).toUpperCase() : null,
    },
  };
}
