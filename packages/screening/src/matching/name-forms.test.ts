import { describe, expect, it } from 'vitest';
import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { buildPersonRecord } from '../test-support';
import { buildIndex } from './build-index';
import { scoreSubject } from './screen';

/**
 * One comparison for every form of a name: a side that came split into first / middle / last
 * fields scores exactly as the same name written whole. Each case is screened in all four
 * combinations (record split or whole × subject split or whole).
 */
interface Parts {
  first?: string;
  middle?: string;
  last: string;
}

const whole = (p: Parts): string => [p.first, p.middle, p.last].filter(Boolean).join(' ');

function records(p: Parts, dob?: string): ListRecord[] {
  const common = { dob, address: {} };
  return [
    buildPersonRecord({ ...common, first: p.first ?? '', middle: p.middle, last: p.last }),
    buildPersonRecord({ ...common, first: undefined, middle: undefined, last: undefined, names: { full: whole(p) } }),
  ];
}

function subjects(p: Parts, dob?: string): Subject[] {
  return [
    { id: 'split', kind: 'person', firstName: p.first, middleName: p.middle, lastName: p.last, dob },
    { id: 'whole', kind: 'person', fullName: whole(p), dob },
  ];
}

/** Score and band of the subject against the record, in every form combination. */
function outcomes(listed: Parts, screened: Parts, dob?: { listed?: string; screened?: string }) {
  const out: Array<{ form: string; score: number; band: string }> = [];
  for (const record of records(listed, dob?.listed)) {
    const index = buildIndex([record]);
    for (const subject of subjects(screened, dob?.screened)) {
      const hit = scoreSubject(index, subject, { allCandidates: true })[0];
      out.push({
        form: `${record.names.first ? 'split' : 'whole'} record, ${subject.id} subject`,
        score: hit?.score ?? 0,
        band: hit?.band ?? 'NONE',
      });
    }
  }
  return out;
}

function expectSameEverywhere(listed: Parts, screened: Parts, band: string, dob?: { listed?: string; screened?: string }): void {
  const all = outcomes(listed, screened, dob);
  const first = all[0]!;
  for (const o of all) expect(o, o.form).toEqual({ form: o.form, score: first.score, band });
}

describe('one name comparison, whatever form each side came in (no DOB)', () => {
  it('alerts a one-letter surname typo with an equal first name (Olaf Scholze ~ Olaf Scholz, Bill Cates ~ Bill Gates)', () => {
    expectSameEverywhere({ first: 'Olaf', last: 'Scholz' }, { first: 'Olaf', last: 'Scholze' }, 'POSSIBLE');
    expectSameEverywhere({ first: 'Bill', last: 'Gates' }, { first: 'Bill', last: 'Cates' }, 'POSSIBLE');
  });

  it('alerts a surname spelt two letters differently when the first name is equal (Satya Nandela ~ Satya Nadella)', () => {
    expectSameEverywhere({ first: 'Satya', last: 'Nadella' }, { first: 'Satya', last: 'Nandela' }, 'POSSIBLE');
  });

  it('alerts a single-word name equal to a single-word name (Hannibal ~ Hannibal)', () => {
    expectSameEverywhere({ last: 'Hannibal' }, { last: 'Hannibal' }, 'POSSIBLE');
  });

  it('alerts a given name and surname swapped on one side', () => {
    expectSameEverywhere({ first: 'William', last: 'Hartley' }, { first: 'Hartley', last: 'William' }, 'POSSIBLE');
  });

  it('alerts an initial in place of the first name', () => {
    expectSameEverywhere({ first: 'William', last: 'Hartley' }, { first: 'W', last: 'Hartley' }, 'POSSIBLE');
  });

  it('alerts a surname written joined on one side and split on the other', () => {
    expectSameEverywhere({ first: 'John', last: 'Van Meter' }, { first: 'John', last: 'Vanmeter' }, 'POSSIBLE');
  });

  it('alerts a surname with and without its particle', () => {
    expectSameEverywhere({ first: 'Omar', last: 'al-Bashir' }, { first: 'Omar', last: 'Bashir' }, 'POSSIBLE');
  });

  it('does not alert a different surname that shares only the first name', () => {
    expectSameEverywhere({ first: 'Angela', last: 'Merkel' }, { first: 'Angela', last: 'Miley' }, 'NONE');
  });

  it('does not alert a lone surname against a full name on names alone', () => {
    expectSameEverywhere({ first: 'William', last: 'Hartley' }, { last: 'Hartley' }, 'NONE');
  });
});

describe('one name comparison, with an equal DOB', () => {
  const dob = { listed: '1968-04-12', screened: '1968-04-12' };

  it('makes a missing first name a MATCH in every form', () => {
    expectSameEverywhere({ first: 'William', last: 'Hartley' }, { last: 'Hartley' }, 'MATCH', dob);
  });

  it('makes a one-letter surname typo, a swap and an initial MATCHes in every form', () => {
    expectSameEverywhere({ first: 'Olaf', last: 'Scholz' }, { first: 'Olaf', last: 'Scholze' }, 'MATCH', dob);
    expectSameEverywhere({ first: 'William', last: 'Hartley' }, { first: 'Hartley', last: 'William' }, 'MATCH', dob);
    expectSameEverywhere({ first: 'William', last: 'Hartley' }, { first: 'W', last: 'Hartley' }, 'MATCH', dob);
  });

  it('keeps a same-name person born years apart below the alert line', () => {
    expectSameEverywhere({ first: 'Olaf', last: 'Scholz' }, { first: 'Olaf', last: 'Scholz' }, 'NONE', {
      listed: '1968-04-12',
      screened: '1990-04-12',
    });
  });
});

describe('general name rules (decision 261)', () => {
  it('counts a middle word without a partner against the match (patronymics: the middle word names the father)', () => {
    expectSameEverywhere(
      { first: 'Nessim', middle: 'Ben Ali', last: 'Sahraoui' },
      { first: 'Nessim', middle: 'Ben Romdhane', last: 'Sahraoui' },
      'NONE',
    );
    expectSameEverywhere(
      { first: 'Nessim', middle: 'Ben Ali', last: 'Sahraoui' },
      { first: 'Nessim', middle: 'A', last: 'Sahraoui' },
      'POSSIBLE',
    );
  });

  it('does not stack a swap of given name and surname on a sound-alike', () => {
    expectSameEverywhere({ first: 'Johnson', last: 'Andre' }, { first: 'Andrew', last: 'Jensen' }, 'NONE');
  });

  it('does not alert a surname and a middle name when the first given names differ', () => {
    expectSameEverywhere({ first: 'Marcos', middle: 'A', last: 'Resendiz' }, { first: 'Angela', last: 'Resendez' }, 'NONE');
  });

  it('keeps a name that agrees only through a sound-alike word below the line on names alone, and lets a DOB lift it', () => {
    expectSameEverywhere({ first: 'Antonio', last: 'Flores' }, { first: 'Anthony', last: 'Flores' }, 'NONE');
    expectSameEverywhere({ first: 'Antonio', last: 'Flores' }, { first: 'Anthony', last: 'Flores' }, 'MATCH', {
      listed: '1970-02-03',
      screened: '1970-02-03',
    });
  });

  it('reads honorifics of other languages as titles', () => {
    expectSameEverywhere({ first: 'Barack', last: 'Obama' }, { first: 'Präsident', middle: 'Barack', last: 'Obama' }, 'POSSIBLE');
  });
});
