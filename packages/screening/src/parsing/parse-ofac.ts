import type { Readable } from 'node:stream';
import type { ListRecord, RecordAlias } from '../model/list-record';
import { type CsvReadOptions, readCsvRows } from './csv-rows';
import { cleanValue, joinName } from './field-values';
import { parseOfacRemarks } from './ofac-remarks';
import { aliasFromText } from './split-alias-list';

/** Column names of sdn.csv, which has no header row. */
export const SDN_COLUMNS = [
  'ent_num',
  'SDN_Name',
  'SDN_Type',
  'Program',
  'Title',
  'Call_Sign',
  'Vess_type',
  'Tonnage',
  'GRT',
  'Vess_flag',
  'Vess_owner',
  'Remarks',
] as const;
/** Column names of alt.csv (aliases), which has no header row. */
export const ALT_COLUMNS = ['ent_num', 'alt_num', 'alt_type', 'alt_name', 'alt_remarks'] as const;

/** Options for {@link parseOfac}. */
export interface OfacParseOptions extends CsvReadOptions {
  /** alt.csv stream; its names are added to the matching entries as aliases. */
  alt?: Readable;
  /** File name of alt.csv for issue reports. */
  altFile?: string;
}

/** OFAC "LAST, First Middle" → parts; entity names are returned whole. */
function splitSdnPersonName(name: string): { first?: string; middle?: string; last: string } {
  const comma = name.indexOf(',');
  if (comma < 0) return { last: name };
  const given = name
    .slice(comma + 1)
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  return { last: name.slice(0, comma).trim(), first: given[0], middle: given.slice(1).join(' ') || undefined };
}

function toAlias(name: string, isPerson: boolean): RecordAlias {
  if (!isPerson) return aliasFromText(name, 'business');
  const { first, middle, last } = splitSdnPersonName(name);
  return first ? { kind: 'person', full: joinName(first, middle, last), first, middle, last } : aliasFromText(name, 'person');
}

/** Reads alt.csv into ent_num → alias names. Small (tens of thousands of rows), so held in memory. */
async function readAltNames(options: OfacParseOptions): Promise<Map<string, string[]>> {
  const byEntity = new Map<string, string[]>();
  if (!options.alt) return byEntity;
  const file = options.altFile ?? 'alt.csv';
  for await (const { values, line } of readCsvRows(options.alt, { file, onIssue: options.onIssue })) {
    if (values.length === 1 && values[0]!.trim() === '\u001a') continue;
    if (values.length < 4) {
      options.onIssue?.({ file, line, reason: `expected ${ALT_COLUMNS.length} columns, found ${values.length}` });
      continue;
    }
    const ent = cleanValue(values[0]);
    const name = cleanValue(values[3]);
    if (!ent || !name) {
      options.onIssue?.({ file, line, reason: 'alias row without ent_num or alt_name' });
      continue;
    }
    const list = byEntity.get(ent);
    if (list) list.push(name);
    else byEntity.set(ent, [name]);
  }
  return byEntity;
}

/**
 * Streams OFAC's SDN list (sdn.csv: no header, 12 columns, `-0-` = empty). Individuals'
 * names are "LAST, First"; DOBs and a.k.a. names come out of Remarks. The ent_num is the
 * stable id. A trailing DOS end-of-file byte (0x1A), which OFAC's files carry, is not a row.
 */
export async function* parseOfac(input: Readable, options: OfacParseOptions): AsyncGenerator<ListRecord> {
  const { file, onIssue } = options;
  const altNames = await readAltNames(options);
  for await (const { values, line } of readCsvRows(input, options)) {
    if (values.length === 1 && values[0]!.trim() === '\u001a') continue;
    if (values.length !== SDN_COLUMNS.length) {
      onIssue?.({ file, line, reason: `expected ${SDN_COLUMNS.length} columns, found ${values.length}` });
      continue;
    }
    const get = (i: number): string | undefined => cleanValue(values[i]);
    const ent = get(0);
    const sdnName = get(1);
    if (!ent || !sdnName) {
      onIssue?.({ file, line, reason: 'row without ent_num or SDN_Name' });
      continue;
    }
    const type = get(2)?.toLowerCase();
    const isPerson = type === 'individual';
    const remarks = parseOfacRemarks(get(11));
    const aliasNames = [...remarks.aliases, ...(altNames.get(ent) ?? [])];
    const raw: Record<string, string> = {};
    SDN_COLUMNS.forEach((c, i) => (raw[c] = values[i] ?? ''));
    const person = isPerson ? splitSdnPersonName(sdnName) : undefined;
    yield {
      source: 'ofac',
      recordId: `ofac-${ent}`,
      kind: isPerson ? 'person' : 'business',
      names: person
        ? { first: person.first, middle: person.middle, last: person.last, full: joinName(person.first, person.middle, person.last) }
        : { full: sdnName, business: sdnName },
      aliases: [...new Set(aliasNames)].map((n) => toAlias(n, isPerson)),
      dob: remarks.dobs[0],
      altDobs: remarks.dobs.length > 1 ? remarks.dobs.slice(1) : undefined,
      identifiers: {},
      address: {},
      // SDN_Type is blank for entities and "vessel"/"aircraft" for those.
      program: get(3),
      exclusionType: type ?? 'entity',
      raw,
    };
  }
}
