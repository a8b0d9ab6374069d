import { describe, expect, it } from 'vitest';
import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { buildPersonRecord } from '../test-support';
import { buildIndex } from './build-index';
import { personWordFrequency, restsOnCommonSurname, restsOnCommonWords } from './common-person-words';
import { normalizePersonName } from './normalize-person-name';
import { screenSubject } from './screen';

const GIVEN = ['ANA', 'BRUNO', 'CARLOS', 'DIEGO', 'ELENA', 'FELIPE', 'GLORIA', 'HUGO'];

/** A list where DUARTE is carried by eight different people, none with a DOB. */
function listWithCommonDuarte(extra: ListRecord[] = []): ListRecord[] {
  return [
    ...GIVEN.map((first) => buildPersonRecord({ first, last: 'DUARTE', dob: undefined, address: {} })),
    buildPersonRecord({ first: 'JOSE', middle: 'LENOIR', last: 'AGUILAR DUARTE', dob: undefined, address: {} }),
    ...extra,
  ];
}

const person = (firstName: string, lastName: string, dob?: string): Subject => ({ id: 's', kind: 'person', firstName, lastName, dob });

describe('common surnames on the names alone', () => {
  it('does not alert a common surname with the first given name written differently', () => {
    const hits = screenSubject(buildIndex(listWithCommonDuarte()), person('Josué', 'Duarte', '1979-04-02'));
    expect(hits).toEqual([]);
  });

  it('alerts it when the DOB agrees', () => {
    const records = listWithCommonDuarte([buildPersonRecord({ first: 'JOSE', last: 'DUARTE', dob: '1979-04-02', address: {} })]);
    expect(screenSubject(buildIndex(records), person('Josué', 'Duarte', '1979-04-02'))[0]?.band).toBe('MATCH');
  });

  it('still alerts a common surname when the given name agrees, and a rare surname with a typo in the given name', () => {
    expect(screenSubject(buildIndex(listWithCommonDuarte()), person('Hugo', 'Duarte'))[0]?.band).toBe('POSSIBLE');
    const rare = [buildPersonRecord({ first: 'ZHIQING', last: 'WANG', dob: undefined, address: {} })];
    expect(screenSubject(buildIndex(rare), person('Zhiqiang', 'Wang'))[0]?.band).toBe('POSSIBLE');
  });

  it('counts people, not spellings of one person: variants of one name do not make it common', () => {
    const spellings = ['BARACK', 'BARAK', 'BARACKK', 'BARRACK', 'BARAKU', 'BARACK'].map((g) => normalizePersonName(g, '', 'OBAMA'));
    const people = GIVEN.map((g) => normalizePersonName(g, '', 'DUARTE'));
    const frequency = personWordFrequency([...spellings, ...people]);
    expect(frequency.isCommon('OBAMA')).toBe(false);
    expect(frequency.isCommon('DUARTE')).toBe(true);
    expect(restsOnCommonSurname(normalizePersonName('Josue', '', 'Duarte'), normalizePersonName('Jose', '', 'Duarte'), frequency)).toBe(
      true,
    );
    expect(restsOnCommonSurname(normalizePersonName('Hugo', '', 'Duarte'), normalizePersonName('Hugo', '', 'Duarte'), frequency)).toBe(
      false,
    );
  });
});

/** A list where RAUL is the given name of eight different people, none with a DOB. */
function listWithCommonRaul(extra: ListRecord[] = []): ListRecord[] {
  const surnames = ['ALVAREZ', 'BENITEZ', 'CORTES', 'DOMINGUEZ', 'ESPINOZA', 'FUENTES', 'GUERRERO', 'HERRERA'];
  return [...surnames.map((last) => buildPersonRecord({ first: 'RAUL', last, dob: undefined, address: {} })), ...extra];
}

describe('common words beside words only spelt alike, on the names alone', () => {
  const castro = buildPersonRecord({ first: 'RAUL', last: 'CASTRO', dob: undefined, address: {} });

  it('does not alert a common given name written the same beside a surname only spelt alike, split or whole', () => {
    expect(screenSubject(buildIndex(listWithCommonRaul([castro])), person('Raúl', 'Castillo'))).toEqual([]);
    const whole = buildPersonRecord({ first: undefined, last: undefined, names: { full: 'RAUL CASTRO' }, dob: undefined, address: {} });
    expect(screenSubject(buildIndex(listWithCommonRaul([whole])), { id: 's', kind: 'person', fullName: 'Raúl Castillo' })).toEqual([]);
  });

  it('alerts it when the DOB agrees, and with a rare given name', () => {
    const dated = buildPersonRecord({ first: 'RAUL', last: 'CASTRO', dob: '1931-06-03', address: {} });
    expect(screenSubject(buildIndex(listWithCommonRaul([dated])), person('Raúl', 'Castillo', '1931-06-03'))[0]?.band).toBeDefined();
    const rare = buildPersonRecord({ first: 'FIDELINO', last: 'CASTRO', dob: undefined, address: {} });
    expect(screenSubject(buildIndex(listWithCommonRaul([rare])), person('Fidelino', 'Castillo'))[0]?.band).toBe('POSSIBLE');
  });

  it('keeps a word one letter off or sounding alike: a typo, or one name transliterated twice', () => {
    const people = listWithCommonRaul().map((r) => normalizePersonName(r.names.first!, '', r.names.last!));
    const frequency = personWordFrequency(people);
    const raul = (last: string) => normalizePersonName('Raul', '', last);
    expect(restsOnCommonWords(raul('Castillo'), raul('Castro'), frequency)).toBe(true);
    expect(restsOnCommonWords(normalizePersonName('', '', 'Castillo Raul'), raul('Castro'), frequency)).toBe(true);
    expect(restsOnCommonWords(raul('Castro'), raul('Castor'), frequency)).toBe(false);
    expect(restsOnCommonWords(raul('Nuristani'), raul('Nooristani'), frequency)).toBe(false);
    expect(restsOnCommonWords(raul('Castillo'), normalizePersonName('Rafael', '', 'Castro'), frequency)).toBe(false);
  });
});
