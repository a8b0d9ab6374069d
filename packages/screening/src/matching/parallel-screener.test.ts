import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { buildIndex } from './build-index';
import { ParallelScreener } from './parallel-screener';
import { screenSubject } from './screen';

const record = (i: number, first: string, last: string, dob: string): ListRecord => ({
  source: 'leie',
  recordId: `r${i}`,
  kind: 'person',
  names: { first, last, full: `${first} ${last}` },
  aliases: [],
  dob,
  identifiers: {},
  address: { state: 'NY' },
  raw: {},
});

const records = [
  record(1, 'JOHN', 'SMITH', '1970-01-02'),
  record(2, 'MARIA', 'GARCIA', '1981-05-06'),
  record(3, 'WILLIAM', 'JONES', '1965-11-30'),
];
const subjects: Subject[] = Array.from({ length: 25 }, (_, i) =>
  i % 5 === 0
    ? { id: `s${i}`, kind: 'person', firstName: 'Bill', lastName: 'Jones', dob: '1965-11-30' }
    : { id: `s${i}`, kind: 'person', firstName: `Person${i}`, lastName: 'Nobody', dob: '1990-01-01' },
);

describe('ParallelScreener', () => {
  let screener: ParallelScreener;
  beforeAll(async () => {
    screener = await ParallelScreener.start(records, { workers: 2, chunkSize: 4 });
  }, 60_000);
  afterAll(async () => {
    await screener.close();
  });

  it('answers every subject in order with the same hits as screening one by one', async () => {
    const index = buildIndex(records);
    const expected = subjects.map((subject) => screenSubject(index, subject));
    const results = await screener.screen(subjects);
    expect(results).toHaveLength(subjects.length);
    expect(results).toEqual(expected);
    expect(results[0]?.[0]?.recordId).toBe('r3');
    expect(results[1]).toEqual([]);
  });
});
