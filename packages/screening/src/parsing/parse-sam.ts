import type { Readable } from 'node:stream';
import type { ListRecord } from '../model/list-record';
import { type CsvReadOptions, readCsvRows } from './csv-rows';
import { parseFlexibleDate, parseUsDate } from './dates';
import { cleanValue, headerIndex, joinName, rawRow, stableHash } from './field-values';
import { aliasFromText, splitNameList } from './split-alias-list';

const REQUIRED = ['CLASSIFICATION', 'NAME', 'FIRST', 'MIDDLE', 'LAST', 'ACTIVE DATE', 'TERMINATION DATE', 'CROSS-REFERENCE', 'SAM NUMBER'];

/**
 * Streams the SAM.gov exclusions public extract (V2, 31 columns, header row).
 * `Individual` rows are persons; Firm, Special Entity Designation and Vessel rows are businesses.
 * "(also …)" cross-references become aliases; "Indefinite" termination leaves `terminationDate`
 * unset. The SAM Number is the stable id.
 */
export async function* parseSam(input: Readable, options: CsvReadOptions): AsyncGenerator<ListRecord> {
  const { file, onIssue } = options;
  let header: string[] | undefined;
  let col = new Map<string, number>();
  for await (const { values, line } of readCsvRows(input, options)) {
    if (!header) {
      header = values.map((v) => v.trim());
      col = headerIndex(header);
      const missing = REQUIRED.filter((c) => !col.has(c));
      if (missing.length > 0) {
        onIssue?.({ file, line, reason: `not a SAM exclusions extract: header lacks ${missing.join(', ')}` });
        return;
      }
      continue;
    }
    if (values.length !== header.length) {
      onIssue?.({ file, line, reason: `expected ${header.length} columns, found ${values.length}` });
      continue;
    }
    const get = (name: string): string | undefined => {
      const i = col.get(name);
      return i === undefined ? undefined : cleanValue(values[i]);
    };
    const report = (reason: string): void => onIssue?.({ file, line, reason });
    const date = (name: string): string | undefined => {
      const v = get(name);
      if (v === undefined || /^indefinite$/i.test(v)) return undefined;
      const parsed = name === 'CREATION_DATE' ? parseFlexibleDate(v) : parseUsDate(v);
      if (parsed === null) report(`invalid ${name} "${v}"`);
      return parsed ?? undefined;
    };
    const classification = get('CLASSIFICATION') ?? '';
    const isPerson = /^individual$/i.test(classification);
    const first = get('FIRST');
    const middle = get('MIDDLE');
    const last = get('LAST');
    const entityName = get('NAME');
    if (isPerson ? !last && !first : !entityName) {
      report(isPerson ? 'individual without First or Last name' : `${classification || 'entity'} without Name`);
      continue;
    }
    const crossReference = get('CROSS-REFERENCE');
    const aliasText = crossReference?.replace(/^\(\s*also\s+/i, '').replace(/\)\s*$/, '');
    const fullName = isPerson ? joinName(get('PREFIX'), first, middle, last, get('SUFFIX')) : entityName!;
    const ownKey = fullName.toUpperCase();
    const aliases = aliasText
      ? splitNameList(aliasText, /,/)
          .filter((n) => n.toUpperCase() !== ownKey)
          .map((n) => aliasFromText(n))
      : [];
    const samNumber = get('SAM NUMBER');
    yield {
      source: 'sam',
      recordId: samNumber ? `sam-${samNumber}` : `sam-${stableHash([classification, fullName, get('ACTIVE DATE')].join('|'))}`,
      kind: isPerson ? 'person' : 'business',
      names: isPerson ? { first, middle, last, full: joinName(first, middle, last) } : { full: entityName!, business: entityName },
      aliases,
      identifiers: { uei: get('UNIQUE ENTITY ID'), cage: get('CAGE'), npi: get('NPI') },
      address: {
        street: joinName(get('ADDRESS 1'), get('ADDRESS 2'), get('ADDRESS 3'), get('ADDRESS 4')) || undefined,
        city: get('CITY'),
        state: get('STATE / PROVINCE'),
        zip: get('ZIP CODE'),
        country: get('COUNTRY'),
      },
      exclusionType: get('EXCLUSION TYPE'),
      program: get('EXCLUSION PROGRAM'),
      exclusionDate: date('ACTIVE DATE'),
      terminationDate: date('TERMINATION DATE'),
      raw: rawRow(header, values),
    };
  }
}
