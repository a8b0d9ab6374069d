import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { ListRecord, ParseIssue } from './model/list-record';

/** Absolute path of a file in packages/screening/test-fixtures. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../test-fixtures/${name}`, import.meta.url));
}

/** Absolute path of a file in packages/screening/data (the shipped list snapshots). */
export function packageDataPath(name: string): string {
  return fileURLToPath(new URL(`../data/${name}`, import.meta.url));
}

/** A stream over literal CSV text, as a file would give it. */
export function textStream(text: string): Readable {
  return Readable.from([Buffer.from(text, 'utf8')]);
}

/** Opens a fixture file as a stream. */
export function fixtureStream(name: string): Readable {
  return createReadStream(fixturePath(name));
}

/** Drains a parser, returning its records and the issues it reported. */
export async function collect(
  parse: (onIssue: (issue: ParseIssue) => void) => AsyncIterable<ListRecord>,
): Promise<{ records: ListRecord[]; issues: ParseIssue[] }> {
  const issues: ParseIssue[] = [];
  const records: ListRecord[] = [];
  for await (const r of parse((issue) => issues.push(issue))) records.push(r);
  return { records, issues };
}

let nextRecord = 0;

/** A list person record with sensible defaults; override what the test is about. */
export function buildPersonRecord(overrides: Partial<ListRecord> & { first?: string; middle?: string; last?: string } = {}): ListRecord {
  const { first = 'WILLIAM', middle, last = 'HARTLEY', ...rest } = overrides;
  nextRecord++;
  return {
    source: 'leie',
    recordId: `rec-${nextRecord}`,
    kind: 'person',
    names: { first, middle, last, full: [first, middle, last].filter(Boolean).join(' ') },
    aliases: [],
    dob: '1968-04-12',
    identifiers: {},
    address: { street: '12 OAK STREET', city: 'DAYTON', state: 'OH', zip: '45402' },
    raw: {},
    ...rest,
  };
}

/** A list business record with sensible defaults. */
export function buildBusinessRecord(name: string, overrides: Partial<ListRecord> = {}): ListRecord {
  nextRecord++;
  return {
    source: 'leie',
    recordId: `rec-${nextRecord}`,
    kind: 'business',
    names: { full: name, business: name },
    aliases: [],
    identifiers: {},
    address: { street: '500 MAIN ST', city: 'TOLEDO', state: 'OH', zip: '43604' },
    raw: {},
    ...overrides,
  };
}
