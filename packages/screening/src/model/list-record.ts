/** Where a list record comes from: a federal list or a state Medicaid list (`state:NY`). */
export type ListSource = 'leie' | 'sam' | 'ofac' | `state:${string}`;

/** Whether a record (or subject) describes a natural person or an organisation (firm, vessel, aircraft…). */
export type EntityKind = 'person' | 'business';

/** Names as printed on the list, trimmed but not otherwise normalised. */
export interface RecordNames {
  first?: string;
  middle?: string;
  last?: string;
  /** Person: "First Middle Last"; business: the legal name. Always set; used for display. */
  full: string;
  business?: string;
  /**
   * Fields cut at the source's layout width (LEIE): the true name may be longer, so the
   * list value is only known to be a prefix of it.
   */
  truncated?: Array<'first' | 'middle' | 'last' | 'business'>;
}

/** Another name the list gives for the same entity (a.k.a., d.b.a., SAM cross-reference). */
export interface RecordAlias {
  kind: EntityKind;
  full: string;
  first?: string;
  middle?: string;
  last?: string;
}

/** A professional licence number as a list prints it, with the issuing state when known. */
export interface RecordLicense {
  number: string;
  /** Two-letter state code of the issuing board. */
  state?: string;
}

/**
 * Identifiers a list may carry. All optional. NPI, licences and FEIN can be compared with a
 * subject's (issues 31/32): state lists print several NPIs in one cell.
 */
export interface RecordIdentifiers {
  /** The first NPI that passes the check digit (kept for display and older callers). */
  npi?: string;
  /** Every NPI the record gives that passes the Luhn check digit (prefix 80840). */
  npis?: string[];
  upin?: string;
  uei?: string;
  cage?: string;
  license?: string;
  /** Licence numbers with their state (state lists, LEIE's state column for the licence). */
  licenses?: RecordLicense[];
  /** Federal employer identification number, digits only (PA's list). */
  fein?: string;
  /** A state Medicaid provider ID, or an NPI-like value that failed the check digit. */
  providerNumber?: string;
}

/** Postal address as printed on the list. */
export interface RecordAddress {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

/**
 * The one normalised shape every list parser produces.
 * Dates are ISO `YYYY-MM-DD`; a DOB may be partial (`YYYY` or `YYYY-MM`) when the list only
 * knows that much (OFAC).
 */
export interface ListRecord {
  source: ListSource;
  /** Stable across snapshots of the same list: the same exclusion keeps the same id. */
  recordId: string;
  kind: EntityKind;
  names: RecordNames;
  aliases: RecordAlias[];
  dob?: string;
  /** Further DOBs the list gives (OFAC "alt. DOB", year ranges). */
  altDobs?: string[];
  identifiers: RecordIdentifiers;
  address: RecordAddress;
  /** Exclusion type / authority (LEIE `1128a1`, SAM exclusion type, OFAC program). */
  exclusionType?: string;
  /** Program or category (SAM exclusion program, state provider type, OFAC SDN type). */
  program?: string;
  exclusionDate?: string;
  reinstatementDate?: string;
  waiverDate?: string;
  /** Termination date of a time-limited exclusion; absent when indefinite. */
  terminationDate?: string;
  /** The source row as parsed (column name → value), kept so alerts can show the record as it was. */
  raw: Record<string, string>;
}

/** A problem with one input row. Reported, never fatal, never silently dropped. */
export interface ParseIssue {
  file: string;
  /** 1-based line number in the file where the row starts (0 when unknown). */
  line: number;
  reason: string;
}

/** Receives malformed-row reports while a file is parsed. */
export type ParseIssueHandler = (issue: ParseIssue) => void;
