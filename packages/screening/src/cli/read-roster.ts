import type { Readable } from 'node:stream';
import type { ParseIssueHandler } from '../model/list-record';
import type { Subject } from '../model/subject';
import { readCsvRows } from '../parsing/csv-rows';
import { parseFlexibleDate } from '../parsing/dates';
import { headerIndex } from '../parsing/field-values';

const PARTIAL_DOB = /^(1[89]|20)\d{2}(-(0[1-9]|1[0-2]))?$/;

/** Roster columns of the CLI contract; businessName, dbaName, uei and kind are optional extras. */
export const ROSTER_COLUMNS = [
  'id',
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'npi',
  'street1',
  'city',
  'state',
  'postalCode',
] as const;

/**
 * Streams subjects from a roster CSV. A row needs an id and a last name (or, for a business,
 * a businessName); other fields may be empty. Bad rows are reported and skipped.
 */
export async function* readRoster(input: Readable, file: string, onIssue?: ParseIssueHandler): AsyncGenerator<Subject> {
  let header: string[] | undefined;
  let col = new Map<string, number>();
  for await (const { values, line } of readCsvRows(input, { file, onIssue })) {
    if (!header) {
      header = values.map((v) => v.trim());
      col = headerIndex(header);
      const missing = ['id', 'lastName'].filter((c) => !col.has(c.toUpperCase()));
      if (missing.length > 0) {
        onIssue?.({ file, line, reason: `roster header lacks ${missing.join(', ')}` });
        return;
      }
      continue;
    }
    if (values.length !== header.length) {
      onIssue?.({ file, line, reason: `expected ${header.length} columns, found ${values.length}` });
      continue;
    }
    const get = (name: string): string | undefined => {
      const i = col.get(name.toUpperCase());
      const v = i === undefined ? undefined : values[i]?.trim();
      return v === '' ? undefined : v;
    };
    const id = get('id');
    const lastName = get('lastName');
    const businessName = get('businessName');
    const kind = get('kind') === 'business' || (!lastName && businessName) ? 'business' : 'person';
    if (!id || (kind === 'person' ? !lastName : !businessName)) {
      onIssue?.({ file, line, reason: kind === 'person' ? 'subject without id or lastName' : 'business without id or businessName' });
      continue;
    }
    const dobText = get('dob');
    // A year (or year and month) alone is evidence too, as OFAC's "DOB 1954" is.
    const dob = dobText ? (PARTIAL_DOB.test(dobText) ? dobText : parseFlexibleDate(dobText)) : undefined;
    if (dob === null)
      onIssue?.({ file, line, reason: `invalid dob "${dobText}" (expected YYYY-MM-DD, YYYY-MM or YYYY); screened without it` });
    yield {
      id,
      kind,
      firstName: get('firstName'),
      middleName: get('middleName'),
      lastName,
      businessName,
      dbaName: get('dbaName'),
      dob: dob ?? undefined,
      npi: get('npi'),
      uei: get('uei'),
      street1: get('street1'),
      city: get('city'),
      state: get('state'),
      postalCode: get('postalCode'),
    };
  }
}
