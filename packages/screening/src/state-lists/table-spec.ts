/** The fields a state list row can give, whatever its publisher calls the columns. */
export type StateField =
  | 'fullName'
  | 'lastName'
  | 'firstName'
  | 'middleName'
  | 'suffix'
  | 'lastOrBusiness'
  | 'businessName'
  | 'aliases'
  | 'entityType'
  | 'npi'
  | 'license'
  | 'providerNumber'
  | 'providerType'
  | 'fein'
  | 'dob'
  | 'address'
  | 'street'
  | 'city'
  | 'stateCode'
  | 'zip'
  | 'exclusionDate'
  | 'endDate'
  | 'reinstatementDate'
  | 'status'
  | 'action';

/** A row is left out when `field` matches `pattern` (LA's "OIG" rows, NV's "Federal" tier). */
export interface RowFilter {
  field: StateField;
  pattern: RegExp;
}

/**
 * How one source's table reads: the header names each field has had over time (matched without
 * case, spaces or punctuation; a trailing `*` matches by prefix) and the source's quirks.
 */
export interface TableSpec {
  columns: Partial<Record<StateField, readonly string[]>>;
  /** Fields the header must have; an inner array means "one of these". */
  required: ReadonlyArray<StateField | readonly StateField[]>;
  /** How a one-cell person name without a comma is ordered (NY, IL print "LAST FIRST M"). Default first-last. */
  nameOrder?: 'first-last' | 'last-first';
  /** Two-digit years: the base year of their century window (DE, HI, MO: 1977). */
  twoDigitYearBase?: number;
  /** Rows dropped (duplicates of federal lists, fines). */
  dropRows?: readonly RowFilter[];
  /** A first cell that ends the table (legend or note rows below it). */
  stopAt?: RegExp;
  /** Rows whose first name cell starts like this are a.k.a. names of the row above (MT). */
  aliasRowPrefix?: RegExp;
  /** Sheets (or HTML tables) whose rows are reinstatements, by name. */
  reinstatedSheets?: RegExp;
  /** The sheet set the workbook must have (OH): a new or renamed sheet is refused, not guessed. */
  expectedSheets?: readonly string[];
  /** Status / action values meaning the exclusion no longer applies. */
  reinstatedStatus?: RegExp;
}
