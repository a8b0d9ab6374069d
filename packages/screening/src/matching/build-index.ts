import type { ListRecord, RecordAlias } from '../model/list-record';
import { businessIndexKeys, personIndexKeys, pruneUnusedNarrowedKeys } from './blocking-keys';
import { tokenRarity } from './compare-business-tokens';
import { type ParsedDob, dobNumber, parseDob } from './compare-dob';
import type { IndexedName, IndexedRecord, ScreeningIndex } from './indexed-types';
import { type NicknameTable, loadNicknames } from './nicknames';
import { normalizeBusinessName } from './normalize-business-name';
import { normalizeFullPersonName, normalizePersonName } from './normalize-person-name';
import { prepareAddress } from './prepare-address';

/** Options for {@link buildIndex}. */
export interface BuildIndexOptions {
  /** Defaults to the table shipped in packages/screening/data/nicknames. */
  nicknames?: NicknameTable;
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
export function buildIndex(records: Iterable<ListRecord>, options: BuildIndexOptions = {}): ScreeningIndex {
  const started = performance.now();
  const nicknames = options.nicknames ?? loadNicknames();
  const indexed: IndexedRecord[] = [];
  const names: IndexedName[] = [];
  const postings = new Map<string, number[]>();
  const addKeys = (keys: string[], nameIndex: number): void => {
    for (const key of keys) {
      const list = postings.get(key);
      if (!list) postings.set(key, [nameIndex]);
      // Keys repeat within one name (two surname parts with one code); keep postings unique.
      else if (list[list.length - 1] !== nameIndex) list.push(nameIndex);
    }
  };
  for (const record of records) {
    const recordIndex = indexed.length;
    const entry: IndexedRecord = {
      record,
      dobs: recordDobs(record),
      npi: digitsOnly(record.identifiers.npi),
      uei: alnumUpper(record.identifiers.uei),
      address: prepareAddress(record.address.street, record.address.city, record.address.state, record.address.zip),
    };
    indexed.push(entry);
    const recordNames = [primaryName(record, recordIndex), ...record.aliases.map((a) => aliasName(a, recordIndex))];
    for (const name of recordNames) {
      if (!name) continue;
      const nameIndex = names.length;
      names.push(name);
      addKeys(
        name.kind === 'person'
          ? personIndexKeys(name.name, entry.dobs, entry.npi, name.truncatedLast)
          : businessIndexKeys(name.name, entry.npi, entry.uei),
        nameIndex,
      );
    }
  }
  pruneUnusedNarrowedKeys(postings);
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
  return {
    records: indexed,
    names,
    postings,
    nicknames,
    businessRarity: tokenRarity(documentFrequency, businessNames),
    nameRecord: Int32Array.from(names, (n) => n.recordIndex),
    nameIsPerson: Uint8Array.from(names, (n) => (n.kind === 'person' ? 1 : 0)),
    recordBirthYear,
    recordDob,
    stamps: new Int32Array(names.length),
    query: 0,
    stats: { records: indexed.length, names: names.length, keys: postings.size, buildMs: performance.now() - started },
  };
}
