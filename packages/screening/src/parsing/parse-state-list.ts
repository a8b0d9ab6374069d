import type { Readable } from 'node:stream';
import type { ListRecord, RecordAlias } from '../model/list-record';
import { foldText, tokens } from '../matching/fold-text';
import { BUSINESS_HINTS } from '../matching/name-affixes';
import { type CsvReadOptions, readCsvRows } from './csv-rows';
import { parseFlexibleDate } from './dates';
import { cleanValue, headerIndex, joinName, rawRow, stableHash } from './field-values';
import { aliasFromText, splitNameList } from './split-alias-list';
import type { StateListMapping } from './state-list-mapping';

/** Splits "123 MAIN ST, SUITE 4, LOS ANGELES, CA 90001" into parts (best effort). */
export function splitAddressCell(cell: string): { street?: string; city?: string; state?: string; zip?: string } {
  const first = cell.split(';')[0]!.trim();
  const parts = first
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const tail = /^([A-Za-z]{2})\s+(\d{5}(?:-?\d{4})?)$/.exec(parts[parts.length - 1] ?? '');
  if (!tail || parts.length < 2) return { street: first };
  return {
    street: parts.slice(0, -2).join(', ') || undefined,
    city: parts[parts.length - 2],
    state: tail[1]!.toUpperCase(),
    zip: tail[2],
  };
}

function looksLikeBusiness(name: string): boolean {
  return tokens(foldText(name)).some((t) => BUSINESS_HINTS.has(t));
}

/**
 * Streams a state Medicaid exclusion list described by a {@link StateListMapping}.
 * A row is a person when it has a first name, or its single name column reads "LAST, FIRST"
 * without business words; otherwise a business.
 */
export async function* parseStateList(input: Readable, mapping: StateListMapping, options: CsvReadOptions): AsyncGenerator<ListRecord> {
  const { file, onIssue } = options;
  const empty = new Set((mapping.emptyValues ?? []).map((v) => v.toUpperCase()));
  const c = mapping.columns;
  let header: string[] | undefined;
  let col = new Map<string, number>();
  for await (const { values, line } of readCsvRows(input, options)) {
    if (!header) {
      header = values.map((v) => v.trim());
      col = headerIndex(header);
      const wanted = [c.fullName, c.lastName, c.exclusionDate].filter((x): x is string => !!x);
      const missing = wanted.filter((w) => !col.has(w.toUpperCase()));
      if (missing.length > 0) {
        onIssue?.({ file, line, reason: `not a ${mapping.label} file: header lacks ${missing.join(', ')}` });
        return;
      }
      continue;
    }
    if (values.length !== header.length) {
      onIssue?.({ file, line, reason: `expected ${header.length} columns, found ${values.length}` });
      continue;
    }
    const get = (column: string | undefined): string | undefined => {
      if (!column) return undefined;
      const i = col.get(column.toUpperCase());
      const v = i === undefined ? undefined : cleanValue(values[i]);
      return v === undefined || empty.has(v.toUpperCase()) ? undefined : v;
    };
    const report = (reason: string): void => onIssue?.({ file, line, reason });

    let first = get(c.firstName);
    let middle = get(c.middleName);
    let last = get(c.lastName);
    let business = get(c.businessName);
    const full = get(c.fullName);
    if (full) {
      const comma = full.indexOf(',');
      if (comma > 0 && !looksLikeBusiness(full)) {
        last = full.slice(0, comma).trim();
        const given = full
          .slice(comma + 1)
          .trim()
          .split(/\s+/);
        first = given[0] || undefined;
        middle = given.slice(1).join(' ') || undefined;
      } else {
        business = full;
      }
    }
    const isPerson = !!first;
    if (!isPerson && !business) business = last;
    if (!isPerson && !business) {
      report('row has no name');
      continue;
    }
    const rawDate = get(c.exclusionDate);
    const exclusionDate = rawDate ? parseFlexibleDate(rawDate) : undefined;
    if (exclusionDate === null) report(`invalid ${c.exclusionDate} "${rawDate}"`);
    const aliasCell = get(c.aliases);
    const aliases: RecordAlias[] = aliasCell
      ? splitNameList(aliasCell, new RegExp(`[${mapping.aliasSeparator ?? ';'}]`)).map((n) => aliasFromText(n))
      : [];
    const address =
      c.address && get(c.address)
        ? splitAddressCell(get(c.address)!)
        : { street: get(c.street), city: get(c.city), state: get(c.stateCode), zip: get(c.zip) };
    const raw = rawRow(header, values);
    yield {
      source: `state:${mapping.state}`,
      recordId: `state-${mapping.state.toLowerCase()}-${stableHash(mapping.idColumns.map((k) => (raw[k] ?? '').trim().toUpperCase()).join('|'))}`,
      kind: isPerson ? 'person' : 'business',
      names: isPerson ? { first, middle, last, full: joinName(first, middle, last) } : { full: business!, business },
      aliases,
      identifiers: { npi: get(c.npi), license: get(c.license), providerNumber: get(c.providerNumber) },
      address,
      program: get(c.providerType),
      exclusionDate: exclusionDate ?? undefined,
      reinstatementDate: get(c.reinstatementDate) ? (parseFlexibleDate(get(c.reinstatementDate)!) ?? undefined) : undefined,
      raw,
    };
  }
}
