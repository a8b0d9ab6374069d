import type { IndexedPersonName } from './indexed-types';
import type { NicknameTable } from './nicknames';
import { type NormalizedPersonName, isParticle } from './normalize-person-name';
import { codesOverlap, soundAlike } from './phonetic-key';
import { jaroWinkler, withinOneEdit } from './string-distance';

export type LastNameRelation = 'exact' | 'truncated' | 'part' | 'typo' | 'short-typo' | 'similar' | 'phonetic' | 'missing' | 'disagree';
export type FirstNameRelation =
  'exact' | 'truncated' | 'nickname' | 'typo' | 'similar' | 'prefix' | 'phonetic' | 'initial' | 'missing' | 'disagree';
export type MiddleNameRelation = 'exact' | 'initial' | 'close' | 'missing' | 'disagree';

/** Log-likelihood points of each relation (tuned on FEBRL, checked by the evaluation). */
export const LAST_WEIGHTS: Record<LastNameRelation, number> = {
  exact: 4.5,
  truncated: 4.2,
  part: 3.5,
  typo: 3,
  'short-typo': 1.5,
  similar: 2.5,
  phonetic: 2.5,
  missing: 0,
  disagree: -6,
};
export const FIRST_WEIGHTS: Record<FirstNameRelation, number> = {
  exact: 3,
  truncated: 2.8,
  nickname: 2.5,
  typo: 2,
  similar: 1.8,
  prefix: 1.5,
  phonetic: 1.5,
  initial: 0.8,
  missing: 0,
  disagree: -4,
};
export const MIDDLE_WEIGHTS: Record<MiddleNameRelation, number> = {
  exact: 1,
  initial: 0.4,
  close: 0.4,
  missing: 0,
  disagree: -1.5,
};
/** Cost of explaining a hit by first and last name being swapped on one side. */
export const TRANSPOSITION_PENALTY = -1;

/** Compares surnames, including compound/hyphenated parts and LEIE's 20-character truncation. */
export function compareLastNames(subject: NormalizedPersonName, list: NormalizedPersonName, listTruncated: boolean): LastNameRelation {
  const s = subject.lastConcat;
  const l = list.lastConcat;
  if (s === '' || l === '') return 'missing';
  if (s === l) return 'exact';
  if (listTruncated && s.startsWith(l)) return 'truncated';
  if (subject.lastParts.length > 1 || list.lastParts.length > 1) {
    for (const a of subject.lastParts) {
      // Agreeing on a particle of two compound surnames (AL-ASSAD ~ AL-RASHID) says nothing; a
      // whole one-word surname that happens to be a particle (LE, DO) still counts.
      if (a.length < 2 || (isParticle(a) && list.lastParts.length > 1)) continue;
      for (const b of list.lastParts) if (a === b) return 'part';
    }
  }
  const shorter = Math.min(s.length, l.length);
  if (withinOneEdit(s, l)) {
    if (shorter >= 4) return 'typo';
    // One edit in a 2–3 letter surname (LEE/LE, COX/OCX) is weak alone; it counts with DOB and first name.
    if (Math.max(s.length, l.length) >= 3) return 'short-typo';
  }
  if (shorter < 3) return 'disagree';
  if (codesOverlap(subject.lastCodes, list.lastCodes)) return 'phonetic';
  // Jaro-Winkler is the costly test; most candidates fail the cheap preconditions first.
  if (shorter >= 4 && s.charCodeAt(0) === l.charCodeAt(0) && Math.abs(s.length - l.length) <= 2 && jaroWinkler(s, l) >= 0.93)
    return 'similar';
  return 'disagree';
}

/** Compares first names: nicknames, typos, initials and LEIE's 15-character truncation. */
export function compareFirstNames(subject: string, list: string, listTruncated: boolean, nicknames: NicknameTable): FirstNameRelation {
  if (subject === '' || list === '') return 'missing';
  if (subject === list) return 'exact';
  if (subject.length === 1 || list.length === 1) return subject.charCodeAt(0) === list.charCodeAt(0) ? 'initial' : 'disagree';
  if (listTruncated && subject.startsWith(list)) return 'truncated';
  if (nicknames.areEquivalent(subject, list)) return 'nickname';
  const shorter = Math.min(subject.length, list.length);
  if (Math.max(subject.length, list.length) >= 3 && withinOneEdit(subject, list)) return 'typo';
  if (
    shorter >= 4 &&
    subject.charCodeAt(0) === list.charCodeAt(0) &&
    Math.abs(subject.length - list.length) <= 2 &&
    jaroWinkler(subject, list) >= 0.9
  )
    return 'similar';
  if (shorter >= 3 && (subject.startsWith(list) || list.startsWith(subject))) return 'prefix';
  if (shorter >= 3 && soundAlike(subject, list)) return 'phonetic';
  return 'disagree';
}

/** How one middle word relates to another: 3 exact, 2 close (nickname, one edit, cut prefix), 1 initial, 0 none. */
function middleWordLevel(s: string, l: string, listTruncated: boolean, nicknames: NicknameTable): number {
  if (s === l || (listTruncated && s.startsWith(l))) return 3;
  if (s.length === 1 || l.length === 1) return s.charCodeAt(0) === l.charCodeAt(0) ? 1 : 0;
  return nicknames.areEquivalent(s, l) || withinOneEdit(s, l) ? 2 : 0;
}

/**
 * Compares the middle names (particles aside): every middle word of the side with fewer must find
 * a partner on the other side, an initial agreeing with a name it starts. A middle word present on
 * both sides that finds none is evidence against: in patronymic names (HAMADI BEN AHMED … /
 * HAMADI BEN ABDUL AZIZ …) the middle word names the father. A side may hold a second given name
 * the other lacks.
 */
export function compareMiddleNames(
  subject: readonly string[],
  list: readonly string[],
  listTruncated: boolean,
  nicknames: NicknameTable,
): MiddleNameRelation {
  const s = subject.filter((w) => !isParticle(w));
  const l = list.filter((w) => !isParticle(w));
  if (s.length === 0 || l.length === 0) return 'missing';
  const subjectShorter = s.length <= l.length;
  const [short, long] = subjectShorter ? [s, l] : [l, s];
  let weakest = 3;
  for (const x of short) {
    let best = 0;
    for (const y of long) {
      const level = subjectShorter ? middleWordLevel(x, y, listTruncated, nicknames) : middleWordLevel(y, x, listTruncated, nicknames);
      if (level > best) best = level;
    }
    if (best === 0) return 'disagree';
    if (best < weakest) weakest = best;
  }
  return weakest === 3 ? 'exact' : weakest === 2 ? 'close' : 'initial';
}

/** Result of comparing a subject's name with one list person name. */
export interface PersonNameComparison {
  first: FirstNameRelation;
  middle: MiddleNameRelation;
  last: LastNameRelation;
  transposed: boolean;
  weight: number;
}

/**
 * Compares full person names; when the surname disagrees it also tries the subject's first and
 * last name swapped (rosters and lists both get the order wrong). Returns undefined when the
 * names cannot refer to the same person, so the caller can skip the candidate cheaply.
 */
export function comparePersonNames(
  subject: NormalizedPersonName,
  list: IndexedPersonName,
  nicknames: NicknameTable,
): PersonNameComparison | undefined {
  const ln = list.name;
  const last = compareLastNames(subject, ln, list.truncatedLast);
  if (last !== 'disagree' && last !== 'missing') {
    const first = compareFirstNames(subject.first, ln.first, list.truncatedFirst, nicknames);
    const middle = compareMiddleNames(subject.middles, ln.middles, list.truncatedMiddle, nicknames);
    return { first, middle, last, transposed: false, weight: LAST_WEIGHTS[last] + FIRST_WEIGHTS[first] + MIDDLE_WEIGHTS[middle] };
  }
  if (subject.first === '' || ln.first === '' || subject.lastConcat === '' || ln.lastConcat === '') return undefined;
  // Transposed: the subject's first name is the list surname (within one typo) and vice versa.
  if (!withinOneEdit(subject.first, ln.lastConcat) || Math.max(subject.first.length, ln.lastConcat.length) < 3) return undefined;
  const swappedLast: LastNameRelation = subject.first === ln.lastConcat ? 'exact' : subject.first.length >= 4 ? 'typo' : 'short-typo';
  const swappedFirst = compareFirstNames(subject.lastConcat, ln.first, false, nicknames);
  if (swappedFirst === 'exact' || swappedFirst === 'typo' || swappedFirst === 'nickname') {
    const middle = compareMiddleNames(subject.middles, ln.middles, list.truncatedMiddle, nicknames);
    return {
      first: swappedFirst,
      middle,
      last: swappedLast,
      transposed: true,
      weight: LAST_WEIGHTS[swappedLast] + FIRST_WEIGHTS[swappedFirst] + MIDDLE_WEIGHTS[middle] + TRANSPOSITION_PENALTY,
    };
  }
  return undefined;
}
