import type { AddressForm } from './address-alike';
import type { PersonWordFrequency } from './common-person-words';
import type { ListRecord } from '../model/list-record';
import type { TokenRarity } from './compare-business-tokens';
import type { KeyTable } from './key-table';
import type { ParsedDob } from './compare-dob';
import type { NameModelWeights } from './name-model';
import type { NicknameTable } from './nicknames';
import type { NormalizedBusinessName } from './normalize-business-name';
import type { NormalizedPersonName } from './normalize-person-name';

/** Address fields folded once so comparisons are plain string equality. */
export interface PreparedAddress {
  state: string;
  city: string;
  zip5: string;
  /** The street line in USPS Publication 28's words, without its secondary unit (prepare-address.ts). */
  street: string;
  /** The secondary unit's identifier ("Apt 4B" → 4B), '' when none is written. */
  unit: string;
}

/** A list record with everything the scorer needs precomputed. */
export interface IndexedRecord {
  record: ListRecord;
  dobs: ParsedDob[];
  /** Every valid NPI of the record (identifiers.ts). */
  npis: string[];
  uei: string;
  /** Licence keys (state|number) and the FEIN's digits. */
  licenses: string[];
  fein: string;
  address: PreparedAddress;
  /** The address's slip-reading form, made the first time a candidate needs it (address-alike.ts). */
  addressForm?: AddressForm;
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

/** Layout of {@link ScreeningIndex.nameGate}: what the candidate loop reads of every candidate. */
export const NAME_GATE = {
  /** The record's DOB as yyyymmdd when it has exactly one full DOB, else 0. */
  dob: 0,
  flags: 1,
  /** Low 16 bits of `flags`: the record's birth year when it has exactly one, else 0. */
  yearMask: 0xffff,
  person: 1 << 16,
  /** The record has a termination date (SAM): screening must check it against `asOf`. */
  ends: 1 << 17,
  /** The record has no DOB at all. */
  noDob: 1 << 18,
} as const;
export const NAME_GATE_STRIDE = 2;

/** Layout of {@link ScreeningIndex.nameInfo}: what is read of a candidate past the gate. */
export const NAME_INFO = {
  record: 0,
  /** Where the name's digest starts in `personDigests` (persons only). */
  digest: 1,
  /** Four slots from here: the record's address codes (state, city, ZIP5, street; prepare-address.ts). */
  address: 2,
} as const;
export const NAME_INFO_STRIDE = 8;

/** Build statistics, printed by the CLI and the benchmark. */
export interface IndexStats {
  records: number;
  names: number;
  keys: number;
  buildMs: number;
}

/**
 * The in-memory candidate index. Immutable after {@link buildIndex}, except for the scratch
 * `stamps`, so one index must not be screened from two threads at once (Node has one).
 */
export interface ScreeningIndex {
  records: IndexedRecord[];
  names: IndexedName[];
  /** Blocking key → indices into `names`. */
  postings: KeyTable;
  nicknames: NicknameTable;
  /** How rare each business-name word is across the indexed business names. */
  businessRarity: TokenRarity;
  /** How common each person-name word is across the indexed person names. */
  personWords: PersonWordFrequency;
  /** Weights of the names-only model (the shipped ones unless an evaluation fits others). */
  nameModel: NameModelWeights;
  /**
   * Per name, {@link NAME_GATE_STRIDE} integers (DOB, flags) that decide most candidates without
   * touching the name or record objects: small enough to stay in cache.
   */
  nameGate: Int32Array;
  /** Per name, {@link NAME_INFO_STRIDE} integers: record index, digest start, address codes. */
  nameInfo: Int32Array;
  /** Per-name "seen in query N" marks; avoids allocating a Set per query. */
  stamps: Int32Array;
  /** Digests of the person names (name-digest.ts), one after the other. */
  personDigests: Int32Array;
  query: number;
  stats: IndexStats;
}
