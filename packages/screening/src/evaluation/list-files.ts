import { writeFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import type { EntityKind, ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { ROSTER_COLUMNS } from '../cli/read-roster';
import { LEIE_COLUMNS } from '../parsing/parse-leie';

/**
 * Writers of evaluation data in the layouts the product reads: the CLI roster contract and the
 * published list files (LEIE, OFAC SDN, SAM). The evaluation screens through these files and the
 * real parsers, so it measures the path the product runs, not a shortcut around it.
 */

/** One list entry to write: a person split into fields, or a business name. */
export interface ListEntry {
  /** Digits only: becomes the OFAC ent_num, the SAM Number and the LEIE UPIN (see {@link entryIdOf}). */
  id: string;
  kind: EntityKind;
  first?: string;
  middle?: string;
  last?: string;
  business?: string;
  dob?: string;
  npi?: string;
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export type ListFormat = 'leie' | 'ofac' | 'sam';

const ENTRY_MARK = 'EV';

/** The entry id a record parsed from one of these files carries, or undefined for a real list record. */
export function entryIdOf(record: ListRecord): string | undefined {
  if (record.source === 'ofac') {
    const ent = Number(/^ofac-(\d+)$/.exec(record.recordId)?.[1]);
    return ent >= OFAC_ENTRY_BASE ? String(ent - OFAC_ENTRY_BASE) : undefined;
  }
  if (record.source === 'sam')
    return record.recordId.startsWith(`sam-${ENTRY_MARK}`) ? record.recordId.slice(4 + ENTRY_MARK.length) : undefined;
  const upin = record.identifiers.upin;
  return upin?.startsWith(ENTRY_MARK) ? upin.slice(ENTRY_MARK.length) : undefined;
}

/** OFAC ent_nums of written entries start here, above any real entry. */
const OFAC_ENTRY_BASE = 90_000_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function ofacDob(iso: string): string {
  const [y, m, d] = iso.split('-');
  if (!m) return y!;
  return d ? `${d} ${MONTHS[Number(m) - 1]} ${y}` : `${MONTHS[Number(m) - 1]} ${y}`;
}

/** Splits a free-text person name the way a roster or a list clerk would: first word, middle words, last word; "LAST, First" at a comma. */
export function splitPersonName(full: string): { first?: string; middle?: string; last: string } {
  const comma = full.indexOf(',');
  if (comma >= 0) {
    const given = full
      .slice(comma + 1)
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return { last: full.slice(0, comma).trim(), first: given[0], middle: given.slice(1).join(' ') || undefined };
  }
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { last: words[0] ?? '' };
  return { first: words[0], middle: words.slice(1, -1).join(' ') || undefined, last: words[words.length - 1]! };
}

const yyyymmdd = (iso: string | undefined): string => (iso && iso.length === 10 ? iso.replaceAll('-', '') : '00000000');

/** LEIE layout (UPDATED.csv / supplements), split name columns; each row gets its own EXCLDATE so no two rows share an id. */
function leieFile(entries: readonly ListEntry[]): string {
  const rows = entries.map((e, i) => {
    const excl = new Date(Date.UTC(2016, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const person = e.kind === 'person';
    const row: Partial<Record<(typeof LEIE_COLUMNS)[number], string>> = {
      LASTNAME: person ? e.last : '',
      FIRSTNAME: person ? e.first : '',
      MIDNAME: person ? e.middle : '',
      BUSNAME: person ? '' : e.business,
      UPIN: `${ENTRY_MARK}${e.id}`,
      NPI: e.npi ?? '0000000000',
      DOB: yyyymmdd(e.dob),
      ADDRESS: e.street,
      CITY: e.city,
      STATE: e.state,
      ZIP: e.zip,
      EXCLTYPE: '1128a1',
      EXCLDATE: yyyymmdd(excl),
      REINDATE: '00000000',
      WAIVERDATE: '00000000',
    };
    return LEIE_COLUMNS.map((c) => row[c] ?? '');
  });
  return stringify([[...LEIE_COLUMNS], ...rows], { quoted: true });
}

/** OFAC sdn.csv: no header, "LAST, First Middle" names, DOB in Remarks, `-0- ` for empty. */
function ofacFile(entries: readonly ListEntry[]): string {
  const empty = '-0- ';
  return entries
    .map((e) => {
      const given = [e.first, e.middle].filter(Boolean).join(' ');
      const name = e.kind === 'person' ? (given ? `${e.last}, ${given}` : e.last!) : e.business!;
      const remarks = e.dob ? `"DOB ${ofacDob(e.dob)}."` : empty;
      const type = e.kind === 'person' ? '"individual"' : empty;
      return [
        OFAC_ENTRY_BASE + Number(e.id),
        JSON.stringify(name),
        type,
        '"SDGT"',
        empty,
        empty,
        empty,
        empty,
        empty,
        empty,
        empty,
        remarks,
      ].join(',');
    })
    .join('\n');
}

const SAM_HEADER = [
  'Classification',
  'Name',
  'Prefix',
  'First',
  'Middle',
  'Last',
  'Suffix',
  'Address 1',
  'Address 2',
  'Address 3',
  'Address 4',
  'City',
  'State / Province',
  'Country',
  'Zip Code',
  'Open Data Flag',
  'Blank (Deprecated)',
  'Unique Entity ID',
  'Exclusion Program',
  'Excluding Agency',
  'CT Code',
  'Exclusion Type',
  'Additional Comments',
  'Active Date',
  'Termination Date',
  'Record Status',
  'Cross-Reference',
  'SAM Number',
  'CAGE',
  'NPI',
  'Creation_Date',
];

/** SAM.gov exclusions extract, V2 header: Individual rows with First/Middle/Last, Firm rows with Name. */
function samFile(entries: readonly ListEntry[]): string {
  const rows = entries.map((e) => {
    const row: Record<string, string> = {
      Classification: e.kind === 'person' ? 'Individual' : 'Firm',
      Name: e.kind === 'person' ? '' : e.business!,
      First: e.kind === 'person' ? (e.first ?? '') : '',
      Middle: e.kind === 'person' ? (e.middle ?? '') : '',
      Last: e.kind === 'person' ? e.last! : '',
      'Address 1': e.street ?? '',
      City: e.city ?? '',
      'State / Province': e.state ?? '',
      'Zip Code': e.zip ?? '',
      'Exclusion Program': 'Reciprocal',
      'Exclusion Type': 'Ineligible (Proceedings Completed)',
      'Active Date': '01/01/2016',
      'Termination Date': 'Indefinite',
      'SAM Number': `${ENTRY_MARK}${e.id}`,
      NPI: e.npi ?? '',
    };
    return SAM_HEADER.map((c) => row[c] ?? '');
  });
  return stringify([SAM_HEADER, ...rows], { quoted: true });
}

/** Writes the entries as one list file in the given layout. */
export function writeListFile(path: string, format: ListFormat, entries: readonly ListEntry[]): void {
  writeFileSync(path, format === 'leie' ? leieFile(entries) : format === 'ofac' ? ofacFile(entries) : samFile(entries));
}

/** Writes subjects as a CLI roster (id, firstName, middleName, lastName, dob, npi, address; businessName and kind for firms). */
export function writeRoster(path: string, subjects: readonly Subject[]): void {
  const columns = [...ROSTER_COLUMNS, 'kind', 'businessName'] as const;
  writeFileSync(path, stringify([[...columns], ...subjects.map((s) => columns.map((c) => s[c] ?? ''))]));
}
