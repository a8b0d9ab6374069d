import type { EntityKind, ListRecord, ParseIssueHandler, RecordAlias, RecordNames } from '../model/list-record';
import { stableHash } from '../parsing/field-values';
import { aliasFromText } from '../parsing/split-alias-list';
import { mapHeader, missingColumns, uniqueHeader } from './header-match';
import { ListFormatError } from './list-format-error';
import { splitNpiCell } from './npi';
import type { RawTable } from './readers/raw-table';
import { kindFromType, looksLikeBusiness, personFromFullName, splitAliasText } from './row-names';
import { parseStateDate } from './state-dates';
import type { StateField, TableSpec } from './table-spec';

/** How far down a sheet the header may be (preambles of up to ~30 rows: AL, ME). */
const HEADER_SEARCH_ROWS = 40;
const EMPTY = /^(N\/?A|NONE|NULL|-+|\.)$/i;

export interface TableSource {
  state: string;
  label: string;
  table: TableSpec;
}

export interface TableReadOptions {
  file: string;
  onIssue?: ParseIssueHandler;
  /** ISO date a reinstatement or end date is judged against; today by default. */
  asOf?: string;
}

interface FoundHeader {
  at: number;
  header: string[];
  columns: Map<StateField, number>;
  missing: string[];
}

function findHeader(rows: string[][], spec: TableSpec): FoundHeader | undefined {
  let best: FoundHeader | undefined;
  for (let at = 0; at < Math.min(rows.length, HEADER_SEARCH_ROWS); at++) {
    const header = uniqueHeader(rows[at]!);
    const columns = mapHeader(header, spec);
    const missing = missingColumns(columns, spec);
    if (missing.length === 0) return { at, header, columns, missing };
    if (columns.size > 0 && (!best || columns.size > best.columns.size)) best = { at, header, columns, missing };
  }
  return best;
}

/** True when `cells` satisfy the spec's header (the PDF reader finds its header with this). */
export function isHeaderRow(cells: readonly string[], spec: TableSpec): boolean {
  return missingColumns(mapHeader(uniqueHeader(cells), spec), spec).length === 0;
}

function sameRow(a: readonly string[], b: readonly string[]): boolean {
  return a.length > 0 && a.every((cell, i) => cell.trim() === (b[i] ?? '').trim());
}

interface RowContext {
  source: TableSource;
  header: string[];
  columns: Map<StateField, number>;
  asOf: string;
  reinstatedTable: boolean;
  report: (reason: string) => void;
}

function buildNames(
  get: (f: StateField) => string | undefined,
  order: TableSpec['nameOrder'],
): { kind: EntityKind; names: RecordNames; aliases: string[] } | undefined {
  const aliases: string[] = [];
  const clean = (value: string | undefined): string | undefined => {
    if (!value) return undefined;
    const [line, ...otherLines] = value.split('\n');
    const split = splitAliasText(line!);
    aliases.push(
      ...split.aliases,
      ...otherLines.flatMap((l) => {
        const more = splitAliasText(l);
        return [more.name, ...more.aliases];
      }),
    );
    return split.name || undefined;
  };
  const first = clean(get('firstName'));
  const middle = clean(get('middleName'));
  const last = clean(get('lastName')) ?? (first ? clean(get('lastOrBusiness')) : undefined);
  const business = clean(get('businessName')) ?? (first ? undefined : clean(get('lastOrBusiness')));
  const full = clean(get('fullName'));
  const typed = kindFromType(get('entityType'));
  const suffix = get('suffix');

  if (first && last && typed !== 'business') {
    if (business) aliases.push(business);
    const display = [first, middle, last, suffix].filter(Boolean).join(' ');
    return { kind: 'person', names: { first, middle, last, full: display }, aliases };
  }
  if (business || (last && !first) || (typed === 'business' && (full || last))) {
    const name = business ?? last ?? full!;
    return { kind: 'business', names: { full: name, business: name }, aliases };
  }
  if (full) {
    const person = typed === 'business' ? undefined : personFromFullName(full, order);
    if (person)
      return { kind: 'person', names: { ...person, full: [person.first, person.middle, person.last].filter(Boolean).join(' ') }, aliases };
    if (typed === 'person' || (!looksLikeBusiness(full) && full.includes(','))) {
      return { kind: 'person', names: { last: full, full }, aliases };
    }
    return { kind: 'business', names: { full, business: full }, aliases };
  }
  return undefined;
}

function toRecord(values: string[], line: number, ctx: RowContext): ListRecord | undefined {
  const { source, columns, header, report } = ctx;
  const spec = source.table;
  const get = (field: StateField): string | undefined => {
    const i = columns.get(field);
    // Line breaks are kept: WA puts each alias, NPI or licence of a row on its own line.
    const value =
      i === undefined
        ? undefined
        : values[i]
            ?.replace(/[ \t\r]+/g, ' ')
            .replace(/ *\n */g, '\n')
            .trim();
    return value && !EMPTY.test(value) ? value : undefined;
  };
  const text = (field: StateField) => get(field)?.replace(/\n/g, ' ');
  for (const filter of spec.dropRows ?? []) if (filter.pattern.test(get(filter.field) ?? '')) return undefined;
  const named = buildNames(get, spec.nameOrder);
  if (!named) {
    report('row has no name');
    return undefined;
  }
  const date = (field: StateField) => {
    const value = get(field);
    const parsed = parseStateDate(value, spec.twoDigitYearBase);
    if (parsed.kind === 'invalid' && !spec.reinstatedStatus?.test(value ?? '')) report(`invalid ${header[columns.get(field)!]} "${value}"`);
    return parsed;
  };
  const excluded = date('exclusionDate');
  const exclusionDate = excluded.kind === 'date' ? excluded.iso : undefined;
  const end = date('endDate');
  const reinstated = date('reinstatementDate');
  const statusText = `${get('status') ?? ''} ${text('action') ?? ''} ${get('reinstatementDate') ?? ''}`;
  let reinstatementDate: string | undefined;
  if (reinstated.kind === 'date' && reinstated.iso <= ctx.asOf) reinstatementDate = reinstated.iso;
  else if (ctx.reinstatedTable || (spec.reinstatedStatus && spec.reinstatedStatus.test(statusText))) {
    reinstatementDate = reinstated.kind === 'date' ? reinstated.iso : (exclusionDate ?? ctx.asOf);
  }
  const { npis, others } = splitNpiCell(get('npi'));
  const providerNumbers = [get('providerNumber'), ...others].filter((v): v is string => !!v);
  const licenses = (get('license') ?? '')
    .split(/[;,\n]+/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !EMPTY.test(l))
    .map((number) => {
      const suffixed = /^(.*?)[\s-]*\(?\b([A-Z]{2})\)?$/.exec(number);
      return suffixed && suffixed[1] && /\d/.test(suffixed[1])
        ? { number: suffixed[1], state: suffixed[2] }
        : { number, state: source.state };
    });
  const dob = date('dob');
  const aliases: RecordAlias[] = [...named.aliases, ...(get('aliases') ? splitAliasText(`aka ${get('aliases')}`).aliases : [])]
    .flatMap((a) => a.split(/\s*;\s*/))
    .filter((a) => a !== '' && a.toUpperCase() !== named.names.full.toUpperCase())
    .map((a) => aliasFromText(a));
  const raw: Record<string, string> = {};
  header.forEach((name, i) => (raw[name] = values[i] ?? ''));
  const fein = get('fein')?.replace(/\D/g, '');
  // Two people of one name excluded the same day stay two records when a licence or ID tells them apart.
  const idParts = [
    named.names.full,
    npis.join(','),
    providerNumbers.join(','),
    licenses.map((l) => l.number).join(','),
    exclusionDate ?? get('exclusionDate') ?? '',
    String(ctx.reinstatedTable),
  ];
  return {
    source: `state:${source.state}`,
    recordId: `state-${source.state.toLowerCase()}-${stableHash(idParts.join('|').toUpperCase())}`,
    kind: named.kind,
    names: named.names,
    aliases,
    dob: dob.kind === 'date' ? dob.iso : undefined,
    identifiers: {
      npi: npis[0],
      npis: npis.length ? npis : undefined,
      license: licenses[0]?.number,
      licenses: licenses.length ? licenses : undefined,
      fein: fein && fein.length === 9 ? fein : undefined,
      providerNumber: providerNumbers.length ? providerNumbers.join('; ') : undefined,
    },
    address: { street: text('street') ?? text('address'), city: text('city'), state: text('stateCode'), zip: text('zip') },
    exclusionType: text('action'),
    program: text('providerType'),
    exclusionDate,
    reinstatementDate,
    terminationDate: end.kind === 'date' ? end.iso : undefined,
    raw,
  };
}

/**
 * Turns a source's raw tables into list records: finds the header (after any preamble) by the
 * source's column synonyms, skips repeated headers, section and note rows, stops at legends,
 * attaches a.k.a. rows to the row above, and reads each row's names, identifiers and dates.
 * Throws {@link ListFormatError} naming the missing columns when no table has the header.
 */
export function* tableRecords(tables: readonly RawTable[], source: TableSource, options: TableReadOptions): Generator<ListRecord> {
  const spec = source.table;
  const asOf = options.asOf ?? new Date().toISOString().slice(0, 10);
  if (spec.expectedSheets) {
    const names = tables.map((t) => t.name);
    const expected = spec.expectedSheets;
    if (names.length !== expected.length || expected.some((n) => !names.includes(n))) {
      throw new ListFormatError(
        `not a ${source.label} file: expected the sheets ${expected.join(', ')}, found ${names.join(', ') || 'none'}`,
      );
    }
  }
  let found = 0;
  let closest: FoundHeader | undefined;
  for (const table of tables) {
    const head = findHeader(table.rows, spec);
    if (!head || head.missing.length > 0) {
      if (head && (!closest || head.columns.size > closest.columns.size)) closest = head;
      continue;
    }
    found++;
    let previous: ListRecord | undefined;
    const reinstatedTable = spec.reinstatedSheets?.test(table.name) ?? false;
    for (let r = head.at + 1; r < table.rows.length; r++) {
      const values = table.rows[r]!;
      const line = r + 1;
      const filled = values.filter((v) => v.trim() !== '');
      if (filled.length === 0 || sameRow(values, table.rows[head.at]!)) continue;
      if (spec.stopAt?.test(filled[0]!.trim())) break;
      if (spec.aliasRowPrefix && previous && spec.aliasRowPrefix.test(filled[0]!.trim())) {
        for (const alias of splitAliasText(filled[0]!.trim()).aliases) previous.aliases.push(aliasFromText(alias));
        continue;
      }
      // A lone cell is a section title (PHYSICIANS, NURSES…) or a note between rows; in a two-column
      // table, only when it does not read like "LAST, FIRST" or carry a date.
      if (filled.length === 1 && (head.header.length > 2 || !/[,\d]/.test(filled[0]!))) continue;
      const record = toRecord(values, line, {
        source,
        header: head.header,
        columns: head.columns,
        asOf,
        reinstatedTable,
        report: (reason) => options.onIssue?.({ file: options.file, line, reason }),
      });
      if (!record) continue;
      if (previous) yield previous;
      previous = record;
    }
    if (previous) yield previous;
  }
  if (found === 0) {
    const missing = closest ? closest.missing : missingColumns(new Map(), spec);
    throw new ListFormatError(`not a ${source.label} file: the header lacks ${missing.join(', ')}`);
  }
}
