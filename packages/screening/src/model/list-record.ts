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

/** Identifiers a list may carry. All optional; only NPI and UEI are shared with subjects. */
export interface RecordIdentifiers {
  npi?: string;
  upin?: string;
  uei?: string;
  cage?: string;
  license?: string;
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
