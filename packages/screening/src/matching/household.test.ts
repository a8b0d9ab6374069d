import { describe, expect, it } from 'vitest';
import type { Subject } from '../model/subject';
import { buildPersonRecord } from '../test-support';
import { buildIndex } from './build-index';
import { screenSubject } from './screen';

const listed = buildPersonRecord({
  first: 'GEORGIA',
  last: 'KYRIACOU',
  dob: '1928-08-27',
  address: { street: '21 Carumbi Place', city: 'Banyo', state: 'QLD', zip: '2340' },
});
const subject = (overrides: Partial<Subject>): Subject => ({
  id: 's',
  kind: 'person',
  firstName: 'Georgia',
  lastName: 'Pegg',
  dob: '1928-08-27',
  street1: '21 Carumbi Place',
  city: 'Banyo',
  state: 'QLD',
  postalCode: '2340',
  ...overrides,
});
const screen = (s: Subject) => screenSubject(buildIndex([listed]), s);

describe('a changed surname at the same home', () => {
  it('reviews the same first name, exact DOB and home under another surname, never as MATCH, and says why', () => {
    const [hit] = screen(subject({}));
    expect(hit?.band).toBe('POSSIBLE');
    expect(hit?.reasons).toContain('First name, DOB and home address agree although the surname differs: review');
    expect(screen(subject({ street1: '9 Other Street' }))[0]?.band).toBe('POSSIBLE');
  });

  it('reviews other names at the same street with the exact DOB (both names replaced or mistyped), never as MATCH', () => {
    const [hit] = screen(subject({ firstName: 'Hannah' }));
    expect(hit?.band).toBe('POSSIBLE');
    expect(hit?.reasons).toContain('DOB and home address agree although the names differ: review');
  });

  it('counts a street or city typed with one slip as the same home', () => {
    expect(screen(subject({ street1: '21 Carumbi Plcae', city: 'Ban yo' }))[0]?.band).toBe('POSSIBLE');
    expect(screen(subject({ firstName: 'Hannah', street1: '21 CarumbiPlace' }))[0]?.band).toBe('POSSIBLE');
  });

  it('does not alert when the DOB or the home differs, or other names meet only the city and ZIP', () => {
    expect(screen(subject({ firstName: 'Hannah', street1: '9 Other Street' }))).toEqual([]);
    expect(screen(subject({ firstName: 'Hannah', street1: '12 Carumbi Place' }))).toEqual([]);
    expect(screen(subject({ dob: '1928-08-28' }))).toEqual([]);
    expect(screen(subject({ street1: '9 Other Street', postalCode: '2000' }))).toEqual([]);
  });
});

describe('one family on the same street, the house number and first name changed', () => {
  const family = { firstName: 'Hannah', lastName: 'Kyriacu', street1: '9 Carumbi Place' };

  it('reviews the exact DOB, a surname one slip apart and the street under another number, never as MATCH', () => {
    const [hit] = screen(subject(family));
    expect(hit?.band).toBe('POSSIBLE');
    expect(hit?.reasons).toContain('DOB, surname and street agree although the first name and house number differ: review');
  });

  it('does not alert without the exact DOB, a close surname, the same street, or the city or ZIP', () => {
    expect(screen(subject({ ...family, dob: '1928-08-28' }))).toEqual([]);
    expect(screen(subject({ ...family, lastName: 'Kyrie' }))).toEqual([]);
    expect(screen(subject({ ...family, street1: '9 Other Place' }))).toEqual([]);
    expect(screen(subject({ ...family, city: 'Elsewhere', postalCode: '2000' }))).toEqual([]);
  });
});
