import type { ListRecord } from '../model/list-record';
import type { TokenRarity } from './compare-business-tokens';
import type { KeyTable } from './key-table';
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

/** Layout of {@link ScreeningIndex.nameInfo}: offsets within a name's entry, and flag bits. */
export const NAME_INFO = {
  record: 0,
  dob: 1,
  flags: 2,
  stamp: 3,
  /** Where the name's digest starts in `personDigests` (persons only). */
  digest: 4,
  /** Four slots from here: the record's address codes (state, city, ZIP5, street; prepare-address.ts). */
  address: 8,
  /** Low 16 bits of `flags`: the record's birth year when it has exactly one, else 0. */
  yearMask: 0xffff,
  person: 1 << 16,
  /** The record has a termination date (SAM): screening must check it against `asOf`. */
  ends: 1 << 17,
} as const;
export const NAME_INFO_STRIDE = 16;

/** Build statistics, printed by the CLI and the benchmark. */
export interface IndexStats {
  records: number;
  names: number;
  keys: number;
  buildMs: number;
}

/**
 * The in-memory candidate index. Immutable after {@link buildIndex}, except for the scratch
 * stamps in `nameInfo`, so one index must not be screened from two threads at once (Node has one).
 */
export interface ScreeningIndex {
  records: IndexedRecord[];
  names: IndexedName[];
  /** Blocking key → indices into `names`. */
  postings: KeyTable;
  nicknames: NicknameTable;
  /** How rare each business-name word is across the indexed business names. */
  businessRarity: TokenRarity;
  /**
   * Per name, {@link NAME_INFO_STRIDE} integers read by the candidate loop without touching the
   * name or record objects: the record index, the record's DOB as yyyymmdd when it has exactly one
   * full DOB (else 0), flags (birth year when the record has exactly one known year, person,
   * has a termination date), the "seen in query N" stamp that deduplicates candidates, where
   * a person name's digest starts, and the record's address codes.
   */
  nameInfo: Int32Array;
  /** Digests of the person names (name-digest.ts), one after the other. */
  personDigests: Int32Array;
  query: number;
  stats: IndexStats;
}
