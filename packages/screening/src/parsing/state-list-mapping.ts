/**
 * Declarative description of one state Medicaid exclusion file. Header names are matched
 * case-insensitively. Adding a state means adding one mapping object, not a parser.
 */
export interface StateListMapping {
  /** Two-letter state code; records get source `state:XX`. */
  state: string;
  /** Human name of the list, for docs and issue messages. */
  label: string;
  columns: {
    /** One column holding "LAST, FIRST MIDDLE" for people or the business name. */
    fullName?: string;
    lastName?: string;
    firstName?: string;
    middleName?: string;
    businessName?: string;
    /** a.k.a./d.b.a. names, separated by `aliasSeparator`. */
    aliases?: string;
    npi?: string;
    license?: string;
    providerNumber?: string;
    providerType?: string;
    /** One free-text address "STREET, CITY, ST 12345". */
    address?: string;
    street?: string;
    city?: string;
    stateCode?: string;
    zip?: string;
    exclusionDate?: string;
    reinstatementDate?: string;
  };
  /** Separator of several values in one cell (aliases, license numbers). Default `;`. */
  aliasSeparator?: string;
  /** Cell values meaning "no value" besides the empty string (e.g. `N/A`). */
  emptyValues?: readonly string[];
  /**
   * Columns whose values identify a row across snapshots (hashed into the record id);
   * pick ones that do not change when the state corrects an address.
   */
  idColumns: readonly string[];
}
