import { describe, expect, it } from 'vitest';
import { seededRandom } from '../evaluation/seeded-random';
import { comparePersonNames } from './compare-person-names';
import { mayPairAll } from './compare-name-tokens';
import { appendPersonDigest, namesCannotAgree, subjectDigest } from './name-digest';
import { loadNicknames } from './nicknames';
import { normalizeFullPersonName, normalizePersonName } from './normalize-person-name';
import type { IndexedPersonName } from './indexed-types';

const nicknames = loadNicknames();

function listName(full: string, truncatedLast = false): IndexedPersonName {
  return {
    kind: 'person',
    recordIndex: 0,
    display: full,
    isAlias: false,
    name: normalizeFullPersonName(full),
    truncatedFirst: false,
    truncatedMiddle: false,
    truncatedLast,
  };
}

function cannotAgree(subject: string, list: IndexedPersonName): boolean {
  const digests: number[] = [];
  const at = appendPersonDigest(list.name, list.truncatedLast, digests);
  return namesCannotAgree(subjectDigest(normalizeFullPersonName(subject), nicknames), Int32Array.from(digests), at);
}

const WORDS = [
  'ANNA',
  'ANA',
  'JOHN',
  'JON',
  'BILL',
  'WILLIAM',
  'SMITH',
  'SMYTH',
  'SCHMIDT',
  'PUTIN',
  'PULIN',
  'AL',
  'VAN',
  'METER',
  'VANMETER',
  'LEE',
  'LI',
  'O',
  'KATZ',
  'CATS',
  'PHILLIPS',
  'FILIPS',
  'GARCIA',
  'DELGADO',
  'MARIA',
  'MARY',
];

describe('name digests', () => {
  it('rule out names that share nothing', () => {
    expect(cannotAgree('Maria Garcia', listName('John Smith'))).toBe(true);
  });

  it('never rule out names that agree in either reading: typo, sound, transposition, nickname, joined words, cut surname', () => {
    expect(cannotAgree('Vladimir Pulin', listName('Vladimir Putin'))).toBe(false);
    expect(cannotAgree('Mary Katz', listName('Mary Cats'))).toBe(false);
    expect(cannotAgree('Smith John', listName('John Smith'))).toBe(false);
    expect(cannotAgree('Bill Jones', listName('William Jonas'))).toBe(false);
    expect(cannotAgree('John Vanmeter', listName('John Van Meter'))).toBe(false);
    expect(cannotAgree('Ann Montgomery-Whitfield', listName('ANN MONTGOMERYWHITFI', true))).toBe(false);
  });

  it('rule a pair out only when both readings find nothing (checked on 20,000 random pairs)', () => {
    const random = seededRandom(202);
    const nameOf = (): string => Array.from({ length: random.int(1, 4) }, () => random.pick(WORDS)).join(' ');
    for (let i = 0; i < 20_000; i++) {
      const subjectText = nameOf();
      const list = listName(nameOf(), random.chance(0.1));
      if (!cannotAgree(subjectText, list)) continue;
      const subject = normalizeFullPersonName(subjectText);
      expect(comparePersonNames(subject, list, nicknames), `${subjectText} / ${list.display}`).toBeUndefined();
      expect(mayPairAll(subject, list.name, nicknames), `${subjectText} / ${list.display}`).toBe(false);
    }
  });

  it('read separate first, middle and last fields the same way', () => {
    const digests: number[] = [];
    const at = appendPersonDigest(normalizePersonName('Anna', undefined, 'Kowalski'), false, digests);
    const subject = subjectDigest(normalizePersonName('Anna', undefined, 'Kowalsky'), nicknames);
    expect(namesCannotAgree(subject, Int32Array.from(digests), at)).toBe(false);
  });
});
