import { describe, expect, it } from 'vitest';
import type { Subject } from '../model/subject';
import { buildPersonRecord } from '../test-support';
import { buildIndex } from './build-index';
import { screenSubject } from './screen';

const home = { street: '61 Bimbiang Crescent', city: 'Unanderra', state: 'NSW', zip: '4680' };
const subject = (overrides: Partial<Subject>): Subject => ({
  id: 's',
  kind: 'person',
  firstName: 'Jacob',
  lastName: 'Di Chiera',
  dob: '1971-08-31',
  street1: home.street,
  city: home.city,
  state: home.state,
  postalCode: home.zip,
  ...overrides,
});
const screen = (s: Subject, listed = buildPersonRecord({ first: 'JACOB', last: 'DI CHIERA', dob: '1961-06-14', address: home })) =>
  screenSubject(buildIndex([listed]), s);

describe('the same name at the same home with another DOB', () => {
  it('reviews a DOB that disagrees (typed or filled in wrong, or a relative?), never as MATCH, and says why', () => {
    const [hit] = screen(subject({}));
    expect(hit?.band).toBe('POSSIBLE');
    expect(hit?.reasons).toContain('Name and home address agree but the DOB differs (a typing slip, or a relative?): review');
    expect(screen(subject({ street1: '61 Bimbiang Cresent', city: undefined }))[0]?.band).toBe('POSSIBLE');
  });

  it('reviews a DOB decades apart too: nothing but a suffix tells a namesake relative from a wrong DOB', () => {
    for (const dob of ['1985-06-14', '1910-03-05']) {
      const [hit] = screen(subject({ dob }));
      expect(hit?.band).toBe('POSSIBLE');
      expect(hit?.reasons).toContain('Name and home address agree but the DOB differs (a typing slip, or a relative?): review');
    }
  });

  it('leaves a father and son out when either side carries a generational suffix', () => {
    expect(screen(subject({ lastName: 'Di Chiera Jr' }))).toEqual([]);
    expect(screen(subject({ lastName: 'Di Chiera Jr', dob: '1985-06-14' }))).toEqual([]);
    expect(
      screen(subject({}), buildPersonRecord({ first: 'JACOB', last: 'DI CHIERA', middle: 'SR', dob: '1961-06-14', address: home })),
    ).toEqual([]);
  });

  it('needs the street and the city or ZIP, and names that alert on their own', () => {
    expect(screen(subject({ street1: '9 Other Street' }))).toEqual([]);
    expect(screen(subject({ street1: '62 Bimbiang Crescent', dob: '1985-06-14' }))).toEqual([]);
    expect(screen(subject({ city: 'Elsewhere', postalCode: '2000' }))).toEqual([]);
    expect(screen(subject({ firstName: 'Isaac' }))).toEqual([]);
  });
});

describe('a common surname at the same home', () => {
  const given = ['ANA', 'BRUNO', 'CARLOS', 'DIEGO', 'ELENA', 'FELIPE', 'GLORIA', 'HUGO'];
  const records = [
    ...given.map((first) => buildPersonRecord({ first, last: 'DUARTE', dob: undefined, address: {} })),
    buildPersonRecord({ first: 'JOSE', last: 'DUARTE', dob: '1979-04-02', address: home }),
  ];
  const josue = (street1: string): Subject => ({
    id: 's',
    kind: 'person',
    firstName: 'Josué',
    lastName: 'Duarte',
    street1,
    postalCode: home.zip,
  });

  it('reviews a given name written differently when the street and the ZIP agree: the home is evidence the names lack', () => {
    expect(screenSubject(buildIndex(records), josue(home.street))[0]?.band).toBe('POSSIBLE');
  });

  it('stays below the alert line on the names alone or at another street', () => {
    expect(screenSubject(buildIndex(records), josue('9 Other Street'))).toEqual([]);
    expect(screenSubject(buildIndex(records), { ...josue(home.street), street1: undefined })).toEqual([]);
  });
});
