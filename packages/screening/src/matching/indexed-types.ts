import type { ListRecord } from '../model/list-record';
import type { TokenRarity } from './compare-business-tokens';
import type { ParsedDob } from './compare-dob';
import type { NicknameTable } from './nicknames';
import type { NormalizedBusinessName } from './normalize-business-name';
import type { NormalizedPersonName } from './normalize-person-name';

/** Address fields folded once so comparisons are plain string equality. */
export interface PreparedAddress {
  state: string;
  city: string;
  zip5: string;
  street: string;
}

/** A list record with everything the scorer needs precomputed. */
export interface IndexedRecord {
  record: ListRecord;
  dobs: ParsedDob[];
  npi: string;
  uei: string;
  address: PreparedAddress;
}

/** One name under which a record can be found: its own name or an alias. */
export interface IndexedPersonName {
  kind: 'person';
  recordIndex: number;
  display: string;
  isAlias: boolean;
  name: NormalizedPersonName;
  truncatedFirst: boolean;
  truncatedMiddle: boolean;
  truncatedLast: boolean;
}

/** A business name (legal name, DBA or alias) of a record. */
export interface IndexedBusinessName {
  kind: 'business';
  recordIndex: number;
  display: string;
  isAlias: boolean;
  name: NormalizedBusinessName;
  truncated: boolean;
}

export type IndexedName = IndexedPersonName | IndexedBusinessName;

/** Build statistics, printed by the CLI and the benchmark. */
export interface IndexStats {
  records: number;
  names: number;
  keys: number;
  buildMs: number;
}

/**
 * The in-memory candidate index. Immutable after {@link buildIndex}, except for the scratch
 * `stamps` buffer, so one index must not be screened from two threads at once (Node has one).
 */
export interface ScreeningIndex {
  records: IndexedRecord[];
  names: IndexedName[];
  /** Blocking key → indices into `names`. */
  postings: Map<string, number[]>;
  nicknames: NicknameTable;
  /** How rare each business-name word is across the indexed business names. */
  businessRarity: TokenRarity;
  /** names[i].recordIndex, flat: the hot loop reads it without touching the name object. */
  nameRecord: Int32Array;
  /** 1 when names[i] is a person name. */
  nameIsPerson: Uint8Array;
  /**
   * Birth year of each record when it has exactly one known year, else 0. Lets screening drop a
   * candidate born years away from the subject with one typed-array read.
   */
  recordBirthYear: Int16Array;
  /** The record's DOB as the number yyyymmdd when it has exactly one full DOB, else 0. */
  recordDob: Int32Array;
  /** Per-name "seen in query N" marks; avoids allocating a Set per query. */
  stamps: Int32Array;
  query: number;
  stats: IndexStats;
}
