import { readFileSync } from 'node:fs';
import type { ListRecord, ParseIssue } from '../model/list-record';
import { STATE_FIXTURES, stateFixturePath } from './fixtures/state-fixtures';
import { writeFixtureFile } from './fixtures/write-fixture-file';
import { parseStateSource } from './parse-state-source';
import { stateSource } from './registry';

/** The date fixtures are judged against, so reinstatements and end dates do not drift with the calendar. */
export const FIXTURE_AS_OF = '2026-11-28';

/** Parses bytes as the given state's list; answers its records and issues. */
export async function parseAs(state: string, data: Buffer): Promise<{ records: ListRecord[]; issues: ParseIssue[] }> {
  const source = stateSource(state)!;
  const records: ListRecord[] = [];
  const issues: ParseIssue[] = [];
  for await (const record of parseStateSource(data, source, { file: state, onIssue: (i) => issues.push(i), asOf: FIXTURE_AS_OF }))
    records.push(record);
  return { records, issues };
}

/** The bytes of a state's fixture file. */
export function fixtureBytes(state: string): Buffer {
  return readFileSync(stateFixturePath(stateSource(state)!));
}

/** MN's fixture as the state publishes it: one workbook of groups and one of individuals. */
export async function minnesotaWorkbooks(): Promise<Array<{ name: string; data: Buffer }>> {
  const [groups, individuals] = STATE_FIXTURES.MN!.tables;
  return [
    { name: 'excluded-groups.xlsx', data: await writeFixtureFile({ tables: [groups!], records: 1 }, 'xlsx') },
    { name: 'excluded-individuals.xlsx', data: await writeFixtureFile({ tables: [individuals!], records: 2 }, 'xlsx') },
  ];
}
