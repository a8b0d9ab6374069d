import type { Readable } from 'node:stream';
import type { ListRecord, RecordNames } from '../model/list-record';
import { type CsvReadOptions, readCsvRows } from './csv-rows';
import { parseUsDate, parseYyyymmdd } from './dates';
import { cleanValue, headerIndex, joinName, rawRow } from './field-values';
import { leieRecordId } from './leie-record-id';

/** OIG record layout widths; a value this long may have been cut. */
export const LEIE_WIDTHS = { last: 20, first: 15, middle: 15, business: 30 } as const;

/** The columns of the LEIE file (UPDATED.csv and the monthly supplements), in order. */
export const LEIE_COLUMNS = [
  'LASTNAME',
  'FIRSTNAME',
  'MIDNAME',
  'BUSNAME',
  'GENERAL',
  'SPECIALTY',
  'UPIN',
  'NPI',
  'DOB',
  'ADDRESS',
  'CITY',
  'STATE',
  'ZIP',
  'EXCLTYPE',
  'EXCLDATE',
  'REINDATE',
  'WAIVERDATE',
  'WVRSTATE',
] as const;
type Column = (typeof LEIE_COLUMNS)[number];

/** OIG never excludes children; used to resolve two-digit DOB years of older supplements. */
const MIN_AGE_AT_EXCLUSION = 14;

/**
 * Streams the OIG LEIE full file (UPDATED.csv) or a monthly supplement (EXCL/sanc additions,
 * REIN/rein reinstatements); all share one 18-column layout.
 *
 * A reinstatement row yields a record with `reinstatementDate` set and the same `recordId` as
 * the exclusion it ends (see {@link leieRecordId}); `collectActiveRecords` drops both.
 */
export async function* parseLeie(input: Readable, options: CsvReadOptions): AsyncGenerator<ListRecord> {
  const { file, onIssue } = options;
  let header: string[] | undefined;
  let col: Map<string, number> = new Map();
  for await (const { values, line } of readCsvRows(input, options)) {
    if (!header) {
      header = values.map((v) => v.trim());
      col = headerIndex(header);
      const missing = LEIE_COLUMNS.filter((c) => !col.has(c));
      if (missing.length > 0) {
        onIssue?.({ file, line, reason: `not an LEIE file: header lacks ${missing.join(', ')}` });
        return;
      }
      continue;
    }
    if (values.length !== header.length) {
      onIssue?.({ file, line, reason: `expected ${header.length} columns, found ${values.length}` });
      continue;
    }
    const get = (c: Column): string => values[col.get(c)!] ?? '';
    const report = (reason: string): void => onIssue?.({ file, line, reason });
    const record = leieRowToRecord(get, report);
    if (!record) continue;
    record.raw = rawRow(header, values);
    yield record;
  }
}

function leieRowToRecord(get: (c: Column) => string, report: (reason: string) => void): ListRecord | undefined {
  const last = cleanValue(get('LASTNAME'));
  const first = cleanValue(get('FIRSTNAME'));
  const middle = cleanValue(get('MIDNAME'));
  const business = cleanValue(get('BUSNAME'));
  if (!last && !first && !business) {
    report('row has no LASTNAME, FIRSTNAME or BUSNAME');
    return undefined;
  }
  const date = (c: Column): string | undefined => {
    const parsed = parseYyyymmdd(get(c));
    if (parsed === null) report(`invalid ${c} "${get(c).trim()}"`);
    return parsed ?? undefined;
  };
  const exclusionDate = date('EXCLDATE');
  const dobText = get('DOB').trim();
  // Supplements before 2016-04 print DOB as MM/DD/YY, later ones as YYYYMMDD.
  const pivot = Number((exclusionDate ?? new Date().toISOString()).slice(0, 4)) - MIN_AGE_AT_EXCLUSION;
  const dobParsed = /^\d{8}$/.test(dobText) ? parseYyyymmdd(dobText) : parseUsDate(dobText, pivot);
  if (dobParsed === null) report(`invalid DOB "${dobText}"`);
  const dob = dobParsed ?? undefined;

  const kind = last || first ? 'person' : 'business';
  const truncated: NonNullable<RecordNames['truncated']> = [];
  if (last && last.length >= LEIE_WIDTHS.last) truncated.push('last');
  if (first && first.length >= LEIE_WIDTHS.first) truncated.push('first');
  if (middle && middle.length >= LEIE_WIDTHS.middle) truncated.push('middle');
  if (business && business.length >= LEIE_WIDTHS.business) truncated.push('business');

  const names: RecordNames =
    kind === 'person' ? { first, middle, last, full: joinName(first, middle, last), business } : { full: business!, business };
  if (truncated.length > 0) names.truncated = truncated;

  return {
    source: 'leie',
    recordId: leieRecordId({ lastName: last, firstName: first, businessName: business, dob, exclusionDate }),
    kind,
    names,
    // A person row's BUSNAME is the practice they worked under; screen businesses against it too.
    aliases: kind === 'person' && business ? [{ kind: 'business', full: business }] : [],
    dob,
    identifiers: { npi: cleanValue(get('NPI')), upin: cleanValue(get('UPIN')) },
    address: {
      street: cleanValue(get('ADDRESS')),
      city: cleanValue(get('CITY')),
      state: cleanValue(get('STATE')),
      zip: cleanValue(get('ZIP')),
    },
    // Some EXCLTYPE values are padded ("1128a1   ").
    exclusionType: cleanValue(get('EXCLTYPE')),
    program: cleanValue(get('SPECIALTY')) ?? cleanValue(get('GENERAL')),
    exclusionDate,
    reinstatementDate: date('REINDATE'),
    waiverDate: date('WAIVERDATE'),
    raw: {},
  };
}
