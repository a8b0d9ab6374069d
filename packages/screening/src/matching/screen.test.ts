import { describe, expect, it } from 'vitest';
import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { buildBusinessRecord, buildPersonRecord } from '../test-support';
import { buildIndex } from './build-index';
import { screenSubject } from './screen';

const person = (overrides: Partial<Subject> = {}): Subject => ({
  id: 'emp-1',
  kind: 'person',
  firstName: 'William',
  lastName: 'Hartley',
  dob: '1968-04-12',
  ...overrides,
});

function screenOne(record: ListRecord, subject: Subject) {
  const results = screenSubject(buildIndex([record]), subject);
  return results.find((r) => r.recordId === record.recordId);
}

describe('screenSubject: person names', () => {
  it('flags the same name and DOB as MATCH with field evidence', () => {
    const hit = screenOne(buildPersonRecord(), person())!;
    expect(hit.band).toBe('MATCH');
    expect(hit.score).toBeGreaterThan(0.95);
    expect(hit.evidence.find((e) => e.field === 'lastName')).toMatchObject({
      subjectValue: 'Hartley',
      listValue: 'HARTLEY',
      verdict: 'agree',
    });
    expect(hit.reasons).toEqual(expect.arrayContaining(['Last name agrees', 'First name agrees', 'DOB agrees']));
  });

  it('matches a nickname and says so', () => {
    const hit = screenOne(buildPersonRecord(), person({ firstName: 'Bill' }))!;
    expect(hit.band).toBe('MATCH');
    expect(hit.reasons).toContain('First name is a nickname (Bill ~ William)');
    expect(hit.evidence.find((e) => e.field === 'firstName')?.verdict).toBe('close');
  });

  it('matches a one-letter typo in the first or the last name', () => {
    expect(screenOne(buildPersonRecord(), person({ firstName: 'Wiliam' }))?.band).toBe('MATCH');
    expect(screenOne(buildPersonRecord(), person({ lastName: 'Hartely' }))?.band).toBe('MATCH');
  });

  it('matches a typo that changes the first letter of the surname when the DOB agrees', () => {
    expect(screenOne(buildPersonRecord(), person({ lastName: 'Jartley' }))?.band).toBe('MATCH');
  });

  it('matches names that sound alike', () => {
    const hit = screenOne(buildPersonRecord({ last: 'SMITH' }), person({ lastName: 'Smyth' }))!;
    expect(hit.band).toBe('MATCH');
  });

  it('accepts a middle initial for a middle name and a missing middle name', () => {
    const record = buildPersonRecord({ middle: 'JAMES' });
    const initial = screenOne(record, person({ middleName: 'J' }))!;
    expect(initial.reasons).toContain('Middle initial agrees (J ~ James)');
    expect(screenOne(record, person())?.band).toBe('MATCH');
  });

  it('counts a different middle name against the match', () => {
    const record = buildPersonRecord({ middle: 'JAMES' });
    expect(screenOne(record, person({ middleName: 'Robert' }))!.score).toBeLessThan(screenOne(record, person())!.score);
  });

  it('matches one part of a double or hyphenated surname on either side', () => {
    expect(screenOne(buildPersonRecord(), person({ lastName: 'Hartley-Moreno' }))?.band).toBe('MATCH');
    expect(screenOne(buildPersonRecord(), person({ lastName: 'Moreno Hartley' }))?.band).toBe('MATCH');
    const hit = screenOne(buildPersonRecord({ last: 'GARCIA-LOPEZ' }), person({ lastName: 'Lopez' }))!;
    expect(hit.reasons).toContain('Surname part agrees (Lopez ~ Garcia Lopez)');
  });

  it('matches first and last name transposed', () => {
    const hit = screenOne(buildPersonRecord(), person({ firstName: 'Hartley', lastName: 'William' }))!;
    expect(hit.reasons).toContain('First and last names are transposed');
    expect(hit.band).toBe('MATCH');
  });

  it('matches a long surname against the 20-character LEIE truncation', () => {
    const record = buildPersonRecord({
      last: 'VANDERWESTHUIZEN-KRU',
      names: { first: 'PIETER', last: 'VANDERWESTHUIZEN-KRU', full: 'PIETER VANDERWESTHUIZEN-KRU', truncated: ['last'] },
    });
    const hit = screenOne(record, person({ firstName: 'Pieter', lastName: 'Vanderwesthuizen-Kruger' }))!;
    expect(hit.band).toBe('MATCH');
    expect(hit.evidence.find((e) => e.field === 'lastName')?.note).toBe('list name truncated at 20 characters');
  });

  it('ignores case, accents, punctuation and suffixes', () => {
    const record = buildPersonRecord({ first: 'JOSE', last: 'NUNEZ' });
    expect(screenOne(record, person({ firstName: 'José', lastName: 'Núñez, Jr.' }))?.band).toBe('MATCH');
  });

  it('does not return a different first name with the same surname', () => {
    expect(screenOne(buildPersonRecord(), person({ firstName: 'Margaret' }))).toBeUndefined();
  });

  it('finds a record through a person alias', () => {
    const record = buildPersonRecord({ aliases: [{ kind: 'person', full: 'BILLY RAY HARTLEY' }] });
    const hit = screenOne(record, person({ firstName: 'Billy', middleName: 'Ray' }))!;
    expect(hit).toBeDefined();
  });
});

describe('screenSubject: DOB and identifiers', () => {
  it('keeps a day/month swapped DOB as a MATCH and says why', () => {
    const hit = screenOne(buildPersonRecord({ dob: '1968-04-12' }), person({ dob: '1968-12-04' }))!;
    expect(hit.band).toBe('MATCH');
    expect(hit.reasons).toContain('DOB differs by day/month swap');
  });

  it('keeps a DOB one digit off as a MATCH', () => {
    expect(screenOne(buildPersonRecord(), person({ dob: '1968-04-13' }))?.band).toBe('MATCH');
  });

  it('does not return the same name when the DOBs are years apart', () => {
    expect(screenOne(buildPersonRecord(), person({ dob: '1985-09-30' }))).toBeUndefined();
  });

  it('returns a name-only hit for review when either side has no DOB', () => {
    expect(screenOne(buildPersonRecord({ dob: undefined }), person())?.band).toBe('POSSIBLE');
    expect(screenOne(buildPersonRecord(), person({ dob: undefined }))?.band).toBe('POSSIBLE');
  });

  it('uses a year-only list DOB as weaker evidence', () => {
    const yearOnly = screenOne(buildPersonRecord({ dob: '1968' }), person())!;
    const full = screenOne(buildPersonRecord(), person())!;
    expect(yearOnly.reasons).toContain('Only the year of the DOB is known and it agrees');
    expect(yearOnly.score).toBeLessThan(full.score);
  });

  it('treats an equal NPI as near-proof', () => {
    const record = buildPersonRecord({ dob: undefined, identifiers: { npi: '1234567893' } });
    const hit = screenOne(record, person({ dob: undefined, npi: '1234567893' }))!;
    expect(hit.band).toBe('MATCH');
    expect(hit.reasons).toContain('NPI agrees');
  });

  it('returns an equal NPI for review even when the name differs', () => {
    const record = buildPersonRecord({ identifiers: { npi: '1234567893' } });
    const hit = screenOne(record, person({ firstName: 'Susan', lastName: 'Blake', npi: '1234567893' }))!;
    expect(hit.band).toBe('POSSIBLE');
    expect(hit.reasons[0]).toBe('Identifier agrees although the name differs: review');
  });

  it('counts a different NPI against the match', () => {
    const record = buildPersonRecord({ identifiers: { npi: '1234567893' } });
    expect(screenOne(record, person({ npi: '1245319599' }))!.score).toBeLessThan(screenOne(record, person())!.score);
  });

  it('uses state and address as supporting evidence only', () => {
    const record = buildPersonRecord({ dob: undefined });
    const withAddress = screenOne(
      record,
      person({ dob: undefined, street1: '12 Oak St', city: 'Dayton', state: 'OH', postalCode: '45402-1234' }),
    )!;
    const movedAway = screenOne(record, person({ dob: undefined, city: 'Reno', state: 'NV' }))!;
    const bare = screenOne(record, person({ dob: undefined }))!;
    expect(withAddress.score).toBeGreaterThan(bare.score);
    expect(withAddress.reasons).toEqual(
      expect.arrayContaining(['State agrees', 'City agrees', 'ZIP code agrees', 'Street address agrees']),
    );
    expect(movedAway.score).toBe(bare.score);
  });
});

describe('screenSubject: businesses', () => {
  const business = (overrides: Partial<Subject> = {}): Subject => ({
    id: 'v-1',
    kind: 'business',
    businessName: 'Acme Medical Supply, LLC',
    ...overrides,
  });

  it('matches legal names that differ only in legal form and punctuation', () => {
    const hit = screenOne(buildBusinessRecord('ACME MEDICAL SUPPLY INC'), business())!;
    expect(hit.reasons).toContain('Business name agrees');
  });

  it('keeps a business POSSIBLE on name and address, and flags MATCH only with an equal identifier', () => {
    const hit = screenOne(buildBusinessRecord('ACME MEDICAL SUPPLY INC'), business({ city: 'Toledo', state: 'OH', postalCode: '43604' }))!;
    expect(hit.band).toBe('POSSIBLE');
    const withUei = screenOne(
      buildBusinessRecord('ACME MEDICAL SUPPLY INC', { identifiers: { uei: 'ABC123DEF456' } }),
      business({ uei: 'ABC123DEF456' }),
    )!;
    expect(withUei.band).toBe('MATCH');
  });

  it('matches the subject DBA name', () => {
    const hit = screenOne(
      buildBusinessRecord('SUNRISE HOME CARE'),
      business({ businessName: 'Hartley Holdings LLC', dbaName: 'Sunrise Home Care' }),
    );
    expect(hit).toBeDefined();
  });

  it('matches a list business name cut at 30 characters', () => {
    const record = buildBusinessRecord('ACCELERATED BEHAVIOR MANAGEMEN', {
      names: { full: 'ACCELERATED BEHAVIOR MANAGEMEN', business: 'ACCELERATED BEHAVIOR MANAGEMEN', truncated: ['business'] },
    });
    expect(screenOne(record, business({ businessName: 'Accelerated Behavior Management LLC' }))).toBeDefined();
  });

  it('matches a business alias and an equal UEI', () => {
    const record = buildBusinessRecord('TERRA KLEAN SOLUTIONS INC.', {
      identifiers: { uei: 'MQRCYCN81E24' },
      aliases: [{ kind: 'business', full: 'TK SEALANTS' }],
    });
    expect(screenOne(record, business({ businessName: 'TK Sealants' }))?.reasons).toContain('Matched the list\'s alias "TK SEALANTS"');
    expect(screenOne(record, business({ businessName: 'Other Name', uei: 'mqrcycn81e24' }))?.reasons).toContain('UEI agrees');
  });

  it('does not match a business with only a generic word in common', () => {
    expect(screenOne(buildBusinessRecord('ACME MEDICAL SUPPLY INC'), business({ businessName: 'Zenith Medical Supply' }))).toBeUndefined();
  });

  it('never compares a person subject with a business name', () => {
    expect(screenOne(buildBusinessRecord('WILLIAM HARTLEY'), person())).toBeUndefined();
  });
});

describe('screenSubject: results', () => {
  it('returns one result per record, through its best name', () => {
    const record = buildPersonRecord({ aliases: [{ kind: 'person', full: 'WILLIAM HARTLEY' }] });
    const results = screenSubject(buildIndex([record]), person());
    expect(results).toHaveLength(1);
    expect(results[0]!.matchedName).toBe('WILLIAM HARTLEY');
  });

  it('sorts results by score and honours a source filter', () => {
    const exact = buildPersonRecord();
    const nickname = buildPersonRecord({ first: 'BILL', source: 'sam' });
    const index = buildIndex([nickname, exact]);
    expect(screenSubject(index, person()).map((r) => r.recordId)).toEqual([exact.recordId, nickname.recordId]);
    expect(screenSubject(index, person(), { sources: ['sam'] }).map((r) => r.recordId)).toEqual([nickname.recordId]);
  });

  it('applies configurable thresholds', () => {
    const record = buildPersonRecord({ dob: undefined });
    expect(screenSubject(buildIndex([record]), person(), { possibleScore: 0.9 })).toEqual([]);
    // A lower MATCH line still needs identity evidence: names alone stay POSSIBLE.
    expect(screenSubject(buildIndex([record]), person(), { matchScore: 0.6 })[0]?.band).toBe('POSSIBLE');
  });
});
