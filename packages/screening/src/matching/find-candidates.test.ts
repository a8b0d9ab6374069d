import { describe, expect, it } from 'vitest';
import type { ListRecord } from '../model/list-record';
import { buildPersonRecord } from '../test-support';
import { seededRandom } from '../evaluation/seeded-random';
import { buildIndex } from './build-index';
import { findCandidates } from './find-candidates';
import { prepareSubject } from './prepare-subject';

const SYLLABLES = [
  'BAR',
  'KEN',
  'MOR',
  'TAL',
  'VIN',
  'SOR',
  'DEL',
  'HAM',
  'LOW',
  'RICH',
  'PER',
  'GAN',
  'WEST',
  'BROOK',
  'FIELD',
  'STON',
  'MAN',
  'TER',
];
const FIRSTS = ['JAMES', 'MARY', 'JOHN', 'PATRICIA', 'ROBERT', 'JENNIFER', 'MICHAEL', 'LINDA', 'DAVID', 'SUSAN', 'KAREN', 'PAUL'];

/** A list with realistic surname variety plus a block of one very common surname. */
function syntheticList(size: number): ListRecord[] {
  const random = seededRandom(7);
  return Array.from({ length: size }, (_, i) =>
    buildPersonRecord({
      first: random.pick(FIRSTS),
      last: i % 100 === 0 ? 'SMITH' : `${random.pick(SYLLABLES)}${random.pick(SYLLABLES)}${random.pick(SYLLABLES)}`,
      dob: `19${random.int(40, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    }),
  );
}

describe('findCandidates', () => {
  it('looks at a small, bounded share of a large list', () => {
    const subject = prepareSubject({ id: 's', kind: 'person', firstName: 'Mary', lastName: 'Smith', dob: '1971-05-14' });
    const small = buildIndex(syntheticList(5_000));
    const large = buildIndex(syntheticList(40_000));
    const inSmall = findCandidates(small, subject).length;
    const inLarge = findCandidates(large, subject).length;
    expect(inLarge).toBeLessThan(large.names.length / 100);
    // Eight times the list, far less than eight times the work.
    expect(inLarge).toBeLessThan(inSmall * 8);
  }, 30_000);

  it('narrows a common surname by first initial, keeping nickname initials', () => {
    const records = syntheticList(20_000);
    const margaret = buildPersonRecord({ first: 'MARGARET', last: 'SMITH', dob: '1950-01-01' });
    const index = buildIndex([...records, margaret]);
    const found = findCandidates(index, prepareSubject({ id: 's', kind: 'person', firstName: 'Peggy', lastName: 'Smith' })).map(
      (n) => index.names[n]!,
    );
    const smiths = found.filter((n) => n.kind === 'person' && n.name.lastConcat === 'SMITH');
    expect(smiths.some((n) => n.recordIndex === records.length)).toBe(true);
    // The 200 SMITHs of other first initials (JAMES, JOHN, ROBERT…) are never looked at.
    expect(smiths.every((n) => n.kind === 'person' && n.name.first.charAt(0) !== 'J' && n.name.first.charAt(0) !== 'R')).toBe(true);
  });

  it('finds a record with a mistyped first letter of the surname through the exact DOB', () => {
    const target = buildPersonRecord({ first: 'ANNA', last: 'KOWALSKI', dob: '1977-03-21' });
    const index = buildIndex([...syntheticList(2_000), target]);
    const found = findCandidates(
      index,
      prepareSubject({ id: 's', kind: 'person', firstName: 'Anna', lastName: 'Lowalski', dob: '1977-03-21' }),
    );
    expect(found.map((n) => index.names[n]!.recordIndex)).toContain(2_000);
  });

  it('finds a record whose DOB the subject has day/month swapped', () => {
    const target = buildPersonRecord({ first: 'ANNA', last: 'KOWALSKI', dob: '1977-03-11' });
    const index = buildIndex([...syntheticList(2_000), target]);
    const found = findCandidates(
      index,
      prepareSubject({ id: 's', kind: 'person', firstName: 'Anna', lastName: 'Qowalski', dob: '1977-11-03' }),
    );
    expect(found.map((n) => index.names[n]!.recordIndex)).toContain(2_000);
  });
});
