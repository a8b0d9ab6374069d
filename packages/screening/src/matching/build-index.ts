import type { ListRecord, RecordAlias } from '../model/list-record';
import { BROAD_POSTING_LIMIT, type CommonCodes, businessIndexKeys, personIndexKeys, personNarrowedKeys } from './blocking-keys';
import { tokenRarity } from './compare-business-tokens';
import { personWordFrequency } from './common-person-words';
import { type ParsedDob, dobNumber, parseDob } from './compare-dob';
import {
  NAME_GATE,
  NAME_GATE_STRIDE,
  NAME_INFO,
  NAME_INFO_STRIDE,
  type IndexedName,
  type IndexedRecord,
  type ScreeningIndex,
} from './indexed-types';
import { KEY_FAMILY, type KeyFamily, KeyTableBuilder } from './key-table';
import { appendPersonDigest } from './name-digest';
import { type NicknameTable, loadNicknames } from './nicknames';
import { normalizeBusinessName } from './normalize-business-name';
import { licenseKeys, recordNpis } from './identifiers';
import { DEFAULT_NAME_MODEL, type NameModelWeights } from './name-model';
import { type NormalizedPersonName, normalizeFullPersonName, normalizePersonName } from './normalize-person-name';
import { addressCodes, prepareAddress } from './prepare-address';

/** Options for {@link buildIndex}. */
export interface BuildIndexOptions {
  /** Defaults to the table shipped in packages/screening/data/nicknames. */
  nicknames?: NicknameTable;
  /** Names-only model weights; the shipped ones by default (evaluations score held-out folds with others). */
  nameModel?: NameModelWeights;
}

/** Keeps only the digits of an identifier so "1234-567890" equals "1234567890". */
export function digitsOnly(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Upper-cases an alphanumeric identifier (UEI, CAGE) and drops separators. */
export function alnumUpper(value: string | undefined): string {
  return (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function recordDobs(record: ListRecord): ParsedDob[] {
  const dobs: ParsedDob[] = [];
  for (const iso of [record.dob, ...(record.altDobs ?? [])]) {
    const d = parseDob(iso);
    if (d && !dobs.some((x) => x.iso === d.iso)) dobs.push(d);
  }
  return dobs;
}

function aliasName(alias: RecordAlias, recordIndex: number): IndexedName | undefined {
  if (alias.kind === 'business') {
    const name = normalizeBusinessName(alias.full);
    return name.key === '' ? undefined : { kind: 'business', recordIndex, display: alias.full, isAlias: true, name, truncated: false };
  }
  const name =
    alias.last !== undefined || alias.first !== undefined
      ? normalizePersonName(alias.first, alias.middle, alias.last)
      : normalizeFullPersonName(alias.full);
  if (name.lastConcat === '') return undefined;
  return {
    kind: 'person',
    recordIndex,
    display: alias.full,
    isAlias: true,
    name,
    truncatedFirst: false,
    truncatedMiddle: false,
    truncatedLast: false,
  };
}

function primaryName(record: ListRecord, recordIndex: number): IndexedName | undefined {
  const n = record.names;
  const truncated = n.truncated ?? [];
  if (record.kind === 'business') {
    const name = normalizeBusinessName(n.business ?? n.full);
    return name.key === ''
      ? undefined
      : { kind: 'business', recordIndex, display: n.full, isAlias: false, name, truncated: truncated.includes('business') };
  }
  const name =
    n.last !== undefined || n.first !== undefined ? normalizePersonName(n.first, n.middle, n.last) : normalizeFullPersonName(n.full);
  if (name.lastConcat === '' && name.first === '') return undefined;
  return {
    kind: 'person',
    recordIndex,
    display: n.full,
    isAlias: false,
    name,
    truncatedFirst: truncated.includes('first'),
    truncatedMiddle: truncated.includes('middle'),
    truncatedLast: truncated.includes('last'),
  };
}

/**
 * Builds the candidate index over list records (any mix of sources). Every record is findable
 * under its own name and each alias; names are normalised and keyed once here so screening
 * does no parsing. Records should already exclude reinstated exclusions (see
 * `collectActiveRecords`).
 */
function* personNames(names: readonly IndexedName[]): Generator<NormalizedPersonName> {
  for (const name of names) if (name.kind === 'person') yield name.name;
}

export function buildIndex(records: Iterable<ListRecord>, options: BuildIndexOptions = {}): ScreeningIndex {
  const started = performance.now();
  const nicknames = options.nicknames ?? loadNicknames();
  const indexed: IndexedRecord[] = [];
  const names: IndexedName[] = [];
  const keys = new KeyTableBuilder(Array.isArray(records) ? records.length : 0);
  for (const record of records) {
    const recordIndex = indexed.length;
    const entry: IndexedRecord = {
      record,
      dobs: recordDobs(record),
      npis: recordNpis(record.identifiers),
      uei: alnumUpper(record.identifiers.uei),
      licenses: licenseKeys(record.identifiers.licenses),
      fein: digitsOnly(record.identifiers.fein),
      address: prepareAddress(record.address.street, record.address.city, record.address.state, record.address.zip),
    };
    indexed.push(entry);
    const recordNames = [primaryName(record, recordIndex), ...record.aliases.map((a) => aliasName(a, recordIndex))];
    for (const name of recordNames) {
      if (!name) continue;
      const nameIndex = names.length;
      names.push(name);
      const add = (family: KeyFamily, text: string, extra: number): void => keys.add(family, text, extra, nameIndex);
      if (name.kind === 'person') personIndexKeys(name.name, entry.dobs, entry.npis, name.truncatedLast, add);
      else businessIndexKeys(name.name, entry.npis, entry.uei, add);
    }
  }
  // Narrowed keys once every broad list is complete: only those a query can read are stored.
  const common: CommonCodes = {
    surname: keys.textsAbove(KEY_FAMILY.surname, BROAD_POSTING_LIMIT),
    token: keys.textsAbove(KEY_FAMILY.token, BROAD_POSTING_LIMIT),
  };
  names.forEach((name, nameIndex) => {
    if (name.kind === 'person') personNarrowedKeys(name.name, common, (family, text, extra) => keys.add(family, text, extra, nameIndex));
  });
  const postings = keys.freeze();
  const documentFrequency = new Map<string, number>();
  let businessNames = 0;
  for (const name of names) {
    if (name.kind !== 'business') continue;
    businessNames++;
    for (const t of new Set(name.name.tokens)) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  }
  const recordBirthYear = new Int16Array(indexed.length);
  const recordDob = new Int32Array(indexed.length);
  indexed.forEach((r, i) => {
    const years = new Set(r.dobs.map((d) => d.year));
    if (years.size === 1) recordBirthYear[i] = r.dobs[0]!.year;
    const only = r.dobs.length === 1 ? r.dobs[0]! : undefined;
    if (only && only.day !== 0) recordDob[i] = dobNumber(only);
  });
  // What the candidate loop reads of every name, side by side (one cache line per candidate).
  const nameInfo = new Int32Array(names.length * NAME_INFO_STRIDE);
  const nameGate = new Int32Array(names.length * NAME_GATE_STRIDE);
  const digests: number[] = [];
  names.forEach((name, i) => {
    if (name.kind === 'person')
      nameInfo[i * NAME_INFO_STRIDE + NAME_INFO.digest] = appendPersonDigest(name.name, name.truncatedLast, digests);
    const r = name.recordIndex;
    const end = indexed[r]!.record.terminationDate;
    nameInfo[i * NAME_INFO_STRIDE + NAME_INFO.record] = r;
    nameInfo.set(addressCodes(indexed[r]!.address), i * NAME_INFO_STRIDE + NAME_INFO.address);
    nameGate[i * NAME_GATE_STRIDE + NAME_GATE.dob] = recordDob[r]!;
    nameGate[i * NAME_GATE_STRIDE + NAME_GATE.flags] =
      recordBirthYear[r]! |
      (name.kind === 'person' ? NAME_GATE.person : 0) |
      (end !== undefined && end !== '' ? NAME_GATE.ends : 0) |
      (indexed[r]!.dobs.length === 0 ? NAME_GATE.noDob : 0);
  });
  return {
    records: indexed,
    names,
    postings,
    nicknames,
    businessRarity: tokenRarity(documentFrequency, businessNames),
    personWords: personWordFrequency(personNames(names)),
    nameModel: options.nameModel ?? DEFAULT_NAME_MODEL,
    nameGate,
    nameInfo,
    stamps: new Int32Array(names.length),
    personDigests: Int32Array.from(digests),
    query: 0,
    stats: { records: indexed.length, names: names.length, keys: postings.size, buildMs: performance.now() - started },
  };
}
