import { describe, expect, it } from 'vitest';
import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { buildPersonRecord } from '../test-support';
import { buildIndex } from './build-index';
import { homeDisagreesEverywhere } from './names-at-another-home';
import { screenSubject } from './screen';

/** The list's home: 12 OAK STREET, DAYTON OH 45402 (buildPersonRecord's default); no DOB. */
const listed = (first: string, last: string, extra: Partial<ListRecord> = {}): ListRecord =>
  buildPersonRecord({ first, last, dob: undefined, ...extra });

/** WHITE carried by eight different people: a common surname on this list. */
const COMMON_WHITES = ['ANA', 'BRUNO', 'CARLOS', 'DIEGO', 'ELENA', 'FELIPE', 'GLORIA', 'HUGO'].map((first) =>
  listed(first, 'WHITE', { address: {} }),
);

const HOME_ELSEWHERE = { street1: '90 Pine Road', city: 'Tucson', state: 'AZ', postalCode: '85701' };
const HOME_SAME_CITY = { street1: '90 Pine Road', city: 'Dayton', state: 'OH', postalCode: '45402' };

const person = (firstName: string, lastName: string, extra: Partial<Subject> = {}): Subject => ({
  id: 's',
  kind: 'person',
  firstName,
  lastName,
  dob: '1971-03-09',
  ...extra,
});

function bandOf(records: ListRecord[], subject: Subject): string | undefined {
  return screenSubject(buildIndex(records), subject)[0]?.band;
}

describe('names alone at a home that disagrees everywhere', () => {
  it('reads a home as disagreeing only when street, city and ZIP are on both sides and none agree', () => {
    const everywhere = { street: 'disagree', city: 'disagree', postalCode: 'disagree', state: 'disagree' } as const;
    expect(homeDisagreesEverywhere(everywhere)).toBe(true);
    expect(homeDisagreesEverywhere({ ...everywhere, state: 'missing' })).toBe(true);
    expect(homeDisagreesEverywhere({ ...everywhere, state: 'agree' })).toBe(false);
    expect(homeDisagreesEverywhere({ ...everywhere, postalCode: 'missing' })).toBe(false);
    expect(homeDisagreesEverywhere({ ...everywhere, city: 'agree' })).toBe(false);
  });

  it('does not alert a surname spelt only alike when the homes differ everywhere and no DOB supports the names', () => {
    expect(bandOf([listed('LAUREN', 'HYLAND')], person('Lauren', 'Hand', HOME_ELSEWHERE))).toBeUndefined();
    expect(bandOf([listed('LAUREN', 'HYLAND')], person('Lauren', 'Hand', HOME_SAME_CITY))).toBe('POSSIBLE');
  });

  it('still alerts a rare surname one letter off at another home, at the same city and ZIP, or with no address on the list', () => {
    expect(bandOf([listed('BENJAMIN', 'HARTLEYE')], person('Benjamin', 'Hartley', HOME_ELSEWHERE))).toBe('POSSIBLE');
    expect(bandOf([listed('BENJAMIN', 'HARTLEYE')], person('Benjamin', 'Hartley', HOME_SAME_CITY))).toBe('POSSIBLE');
    expect(bandOf([listed('BENJAMIN', 'HARTLEYE', { address: {} })], person('Benjamin', 'Hartley', HOME_ELSEWHERE))).toBe('POSSIBLE');
  });

  it('still alerts a rare name written the same at another home: an excluded person who moved', () => {
    expect(bandOf([listed('LUCAS', 'BOWERMAN')], person('Lucas', 'Bowerman', HOME_ELSEWHERE))).toBe('POSSIBLE');
  });

  it('does not alert a name on a common surname at another home, but does at the same home or with the DOB', () => {
    const records = [...COMMON_WHITES, listed('HOLLY', 'WHITE')];
    expect(bandOf(records, person('Holly', 'White', HOME_ELSEWHERE))).toBeUndefined();
    expect(bandOf(records, person('Holly', 'White', HOME_SAME_CITY))).toBe('POSSIBLE');
    const withDob = [...COMMON_WHITES, listed('HOLLY', 'WHITE', { dob: '1971-03-09' })];
    expect(bandOf(withDob, person('Holly', 'White', HOME_ELSEWHERE))).toBe('MATCH');
  });

  it('still alerts a common surname at another home when the NPI agrees', () => {
    const records = [...COMMON_WHITES, listed('HOLLY', 'WHITE', { identifiers: { npi: '1234567893' } })];
    expect(bandOf(records, person('Holly', 'White', { ...HOME_ELSEWHERE, npi: '1234567893' }))).toBeDefined();
  });
});
