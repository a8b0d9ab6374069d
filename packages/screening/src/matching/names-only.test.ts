import { describe, expect, it } from 'vitest';
import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { buildBusinessRecord, buildPersonRecord } from '../test-support';
import { buildIndex } from './build-index';
import { foldText } from './fold-text';
import { normalizeBusinessName } from './normalize-business-name';
import { scoreSubject, screenSubject } from './screen';

/** A list person known only by a name written as one string, no DOB and no address. */
function listed(full: string, overrides: Partial<ListRecord> = {}): ListRecord {
  return buildPersonRecord({ first: undefined, last: undefined, names: { full }, dob: undefined, address: {}, ...overrides });
}

const someone = (fullName: string, extra: Partial<Subject> = {}): Subject => ({ id: 's', kind: 'person', fullName, ...extra });
const firm = (businessName: string): Subject => ({ id: 'b', kind: 'business', businessName });

function hit(records: ListRecord[], subject: Subject) {
  return screenSubject(buildIndex(records), subject)[0];
}

describe('names only: typos', () => {
  it('alerts a one-letter surname typo with an agreeing first name, even when the typo changes the phonetic key', () => {
    expect(hit([listed('Vladimir Putin')], someone('Vladimir Pulin'))?.band).toBe('POSSIBLE');
    expect(hit([listed('Friedrich Lindenberg')], someone('Friedrich Lindenburg'))?.band).toBe('POSSIBLE');
  });

  it('does not alert a different surname that shares only a first name', () => {
    expect(hit([listed('Angela Merkel')], someone('Angela Miley'))).toBeUndefined();
  });
});

describe('names only: joined, split and reordered words', () => {
  it('matches a name written as one word and a surname written apart or joined', () => {
    expect(hit([listed('Vladimir Putin')], someone('VladimirPutin'))?.band).toBe('POSSIBLE');
    expect(hit([listed('John Van Meter')], someone('John Vanmeter'))?.band).toBe('POSSIBLE');
  });

  it('matches a surname written first without a comma and extra middle names, and says the order differs', () => {
    const result = hit([listed('Sergey Viktorovich LAVROV')], someone('Lavrov Sergey'));
    expect(result?.band).toBe('POSSIBLE');
    expect(result?.reasons.join(' ')).toMatch(/another order|transposed/);
    expect(hit([listed('Reinaldo Lenin Gregorio Cerna Juarez')], someone('Reinaldo Gregorio Lenin Cerna Juarez'))).toBeDefined();
  });

  it('does not alert a two-word alias inside a long name, nor a single word against a full name', () => {
    expect(hit([listed('Mohammad WALI')], someone('Mohammed Qasim Mir Wali Khudai Rahim'))).toBeUndefined();
    expect(hit([listed('WALIJAN')], someone('Walijan Abdul Ghafoor Haqqani'))).toBeUndefined();
  });
});

describe('names only: other scripts', () => {
  it('romanises Cyrillic, Greek, Arabic and Chinese instead of folding them to nothing', () => {
    expect(foldText('Владимир Путин')).toBe('VLADIMIR PUTIN');
    expect(foldText('Αλέξης Τσίπρας')).toBe('ALEXIS TSIPRAS');
    expect(foldText('习近平')).toBe('XIJINPING');
    expect(foldText('김정은')).toBe('GIMJEONGEUN');
    expect(foldText('محمد')).not.toBe('');
  });

  it('matches a list name in Latin letters against a subject written in Cyrillic', () => {
    expect(hit([listed('Vladimir PUTIN')], someone('Владимир Путин'))?.band).toBe('POSSIBLE');
    expect(hit([listed('Xi Jinping')], someone('习近平'))?.band).toBe('POSSIBLE');
  });
});

describe('names only: particles', () => {
  it('treats AL, BIN, DE, VAN as weak: agreeing on a particle alone never alerts', () => {
    const alAssad = buildPersonRecord({ first: 'BASHAR', last: 'AL-ASSAD', dob: undefined });
    expect(hit([alAssad], { id: 's', kind: 'person', firstName: 'Bashar', lastName: 'Al-Rashid' })).toBeUndefined();
    expect(hit([listed('Abu BAKR')], someone('Bryce Andrew Baker'))).toBeUndefined();
  });

  it('still matches a one-word surname that happens to be a particle', () => {
    const le = buildPersonRecord({ first: 'MARK', middle: 'TUAN', last: 'LE', dob: '1953-01-07' });
    expect(hit([le], { id: 's', kind: 'person', firstName: 'Mark', lastName: 'Le Esteves', dob: '1953-01-07' })?.band).toBe('MATCH');
  });
});

describe('names only: businesses', () => {
  it('reduces legal forms to a canonical type, whatever their spelling', () => {
    expect(normalizeBusinessName('Iskusstvo Krasoty Limited Liability Company')).toMatchObject({ key: 'ISKUSSTVO KRASOTY', form: 'LLC' });
    expect(normalizeBusinessName('Volkswagen Gesellschaft mit beschränkter Haftung')).toMatchObject({ key: 'VOLKSWAGEN', form: 'LLC' });
    expect(normalizeBusinessName('OAO Gazprom')).toMatchObject({ key: 'GAZPROM', form: 'JSC' });
    expect(normalizeBusinessName('Tactical Missiles Corporation Joint Stock Compan').key).toBe('TACTICAL MISSILES');
    expect(normalizeBusinessName('1st Choice Home Care & Hospice, L.L.C.').key).toBe('FIRST CHOICE HOME CARE HOSPICE');
    expect(normalizeBusinessName('Brigade Forty-Four').key).toBe('BRIGADE 44');
    expect(normalizeBusinessName('Limited Brands').key).toBe('LIMITED BRANDS');
  });

  it('alerts long and short legal forms, ordinals and "&" as the same name', () => {
    expect(hit([buildBusinessRecord('ACME HOLDINGS LIMITED LIABILITY COMPANY')], firm('Acme Holdings LLC'))).toBeDefined();
    expect(hit([buildBusinessRecord('FIRST NATIONAL SUPPLY CORPORATION')], firm('1st National Supply Corp.'))).toBeDefined();
    expect(hit([buildBusinessRecord('SMITH AND JONES MEDICAL')], firm('Smith & Jones Medical'))).toBeDefined();
  });

  it('alerts a close spelling of the distinctive word on the name alone', () => {
    expect(hit([buildBusinessRecord('WALMART INC')], firm('Wallmart Inc.'))?.band).toBe('POSSIBLE');
  });

  it('lets a legal-form conflict lower the evidence without vetoing it: AG and GmbH still alert', () => {
    const index = buildIndex([buildBusinessRecord('DEUTSCHE BANK AG')]);
    const other = screenSubject(index, firm('Deutsche Bank GmbH'))[0]!;
    expect(other.band).toBe('POSSIBLE');
    expect(other.reasons.join(' ')).toMatch(/Legal forms differ \(LLC ≠ CORP\)/);
  });

  it('weighs rare words above generic ones: sharing only generic words does not alert', () => {
    const records = [
      buildBusinessRecord('GAZPROMNEFT HOLDINGS INTERNATIONAL'),
      ...['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO', 'FOXTROT'].map((w) => buildBusinessRecord(`${w} HOLDINGS INTERNATIONAL`)),
    ];
    expect(hit(records, firm('Zulu Holdings International'))).toBeUndefined();
    expect(hit(records, firm('Gazpromneft Holdings'))?.recordId).toBe(records[0]!.recordId);
  });

  it('counts differing qualifiers in parentheses against the match', () => {
    const index = buildIndex([buildBusinessRecord('BANK OF CHINA (HONG KONG) LIMITED')]);
    expect(screenSubject(index, firm('Bank of China (Singapore) Limited'))).toEqual([]);
    expect(screenSubject(index, firm('Bank of China (Hong Kong) Ltd'))[0]).toBeDefined();
  });
});

describe('partial dates', () => {
  it('uses a year-only DOB as evidence but never as MATCH-band evidence', () => {
    const record = buildPersonRecord({ dob: '1954' });
    const same = hit([record], { id: 's', kind: 'person', firstName: 'William', lastName: 'Hartley', dob: '1954-03-02' });
    expect(same?.band).toBe('POSSIBLE');
    expect(same?.reasons).toContain('Only the year of the DOB is known and it agrees');
  });

  it('keeps a POSSIBLE when the birth year differs by one digit, never a MATCH', () => {
    const full = hit([buildPersonRecord({ dob: '1965-04-12' })], {
      id: 's',
      kind: 'person',
      firstName: 'William',
      lastName: 'Hartley',
      dob: '1956-04-12',
    });
    expect(full?.band).toBe('POSSIBLE');
    const yearOnly = hit([buildPersonRecord({ dob: '1987' })], {
      id: 's',
      kind: 'person',
      firstName: 'William',
      lastName: 'Hartley',
      dob: '1967',
    });
    expect(yearOnly?.band).toBe('POSSIBLE');
  });

  it('drops the same name with a birth year years apart', () => {
    expect(
      hit([buildPersonRecord({ dob: '1954' })], { id: 's', kind: 'person', firstName: 'William', lastName: 'Hartley', dob: '1975' }),
    ).toBeUndefined();
  });
});

describe('SAM termination', () => {
  it('does not alert on a record whose termination date has passed, but still on one in force', () => {
    const ended = buildPersonRecord({ source: 'sam', terminationDate: '2020-01-01' });
    const running = buildPersonRecord({ source: 'sam', terminationDate: '2099-01-01' });
    const subject: Subject = { id: 's', kind: 'person', firstName: 'William', lastName: 'Hartley', dob: '1968-04-12' };
    expect(screenSubject(buildIndex([ended]), subject, { asOf: '2026-11-24' })).toEqual([]);
    expect(screenSubject(buildIndex([ended]), subject, { asOf: '2019-06-01' })[0]?.band).toBe('MATCH');
    expect(screenSubject(buildIndex([running]), subject, { asOf: '2026-11-24' })[0]?.band).toBe('MATCH');
  });
});

describe('scores below the alert line', () => {
  it('returns candidates below POSSIBLE with band NONE only when asked', () => {
    const index = buildIndex([listed('Angela Merkel')]);
    expect(screenSubject(index, someone('Angela Miley'))).toEqual([]);
    const all = scoreSubject(index, someone('Angela Merkely'), { allCandidates: true });
    expect(all.length).toBe(1);
    expect(
      scoreSubject(index, someone('Angela Mirkal'), { allCandidates: true }).every((r) => r.band === 'NONE' || r.band === 'POSSIBLE'),
    ).toBe(true);
  });
});
