import type { NicknameTable } from './nicknames';
import { type NormalizedPersonName, isParticle } from './normalize-person-name';

/**
 * A person name's digest: lengths, first letters, letter sets and phonetic-code numbers of its
 * words, computed once per list name at index time and packed in one Int32Array. Screening reads
 * it to prove, without touching the name's strings, that two names cannot agree in either
 * reading (fields or tokens); only the candidates it cannot rule out are compared for real
 * (decision 202). Every test here is a necessary condition of a comparison in
 * compare-person-names.ts / compare-name-tokens.ts, so the proof never drops a real agreement.
 */

/** A letter-set bit per character (several characters may share a bit: the test stays necessary). */
function letterSet(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** Necessary for `withinOneEdit(a, b)`: lengths at most one apart, letter sets at most two letters apart. */
function mayBeOneEdit(lengthA: number, setA: number, lengthB: number, setB: number): boolean {
  const gap = lengthA - lengthB;
  return gap <= 1 && gap >= -1 && bitCount(setA ^ setB) <= 2;
}

const codeNumbers = new Map<string, number>();

/** A small number per Double Metaphone code, shared by every index of the process (0 = none). */
function codeNumber(code: string | undefined): number {
  if (code === undefined || code === '') return 0;
  let n = codeNumbers.get(code);
  if (n === undefined) codeNumbers.set(code, (n = codeNumbers.size + 1));
  return n;
}

const TRUNCATED_LAST = 1;
const COMPOUND_LAST = 2;
const PARTICLE = 1 << 15;
/** Ints before the words: surname length, surname letter set, flags | first letter << 8, two codes, words. */
const HEAD = 6;

/** Appends a list person name's digest to `out`; returns where it starts. */
export function appendPersonDigest(name: NormalizedPersonName, truncatedLast: boolean, out: number[]): number {
  const at = out.length;
  const last = name.lastConcat;
  let words = 0;
  for (const t of name.tokens) if (!isParticle(t)) words++;
  out.push(
    last.length,
    letterSet(last),
    (truncatedLast ? TRUNCATED_LAST : 0) | (name.lastParts.length > 1 ? COMPOUND_LAST : 0) | ((last.charCodeAt(0) || 0) << 8),
    codeNumber(name.lastCodes[0]),
    codeNumber(name.lastCodes[1]),
    name.tokens.length | (words << 16),
  );
  for (const t of name.tokens) out.push(letterSet(t), (t.length << 16) | (isParticle(t) ? PARTICLE : 0) | (t.charCodeAt(0) & 0x7fff));
  return at;
}

/** The subject's side of the digest, computed once per screened subject. */
export interface SubjectDigest {
  lastLength: number;
  lastSet: number;
  lastFirst: number;
  compound: boolean;
  code1: number;
  code2: number;
  firstLength: number;
  firstSet: number;
  words: number;
  tokenSets: number[];
  tokenLengths: number[];
  tokenFirsts: number[];
  tokenParticles: boolean[];
  /** Letter set of the first letters of each token's nickname equivalents (itself included). */
  tokenNicknameInitials: number[];
}

/** Digest of a subject's name, read against every candidate's list digest. */
export function subjectDigest(name: NormalizedPersonName, nicknames: NicknameTable): SubjectDigest {
  const tokens = name.tokens;
  return {
    lastLength: name.lastConcat.length,
    lastSet: letterSet(name.lastConcat),
    lastFirst: name.lastConcat.charCodeAt(0) || 0,
    compound: name.lastParts.length > 1,
    code1: codeNumber(name.lastCodes[0]),
    code2: codeNumber(name.lastCodes[1]),
    firstLength: name.first.length,
    firstSet: letterSet(name.first),
    words: tokens.filter((t) => !isParticle(t)).length,
    tokenSets: tokens.map(letterSet),
    tokenLengths: tokens.map((t) => t.length),
    tokenFirsts: tokens.map((t) => t.charCodeAt(0) & 0x7fff),
    tokenParticles: tokens.map(isParticle),
    tokenNicknameInitials: tokens.map((t) => letterSet(nicknames.equivalentInitials(t))),
  };
}

/**
 * True when the field reading (`comparePersonNames`) certainly finds no agreement and the token
 * reading is certainly not tried (`mayPairAll` is false): the names cannot support a hit.
 */
export function namesCannotAgree(s: SubjectDigest, data: Int32Array, at: number): boolean {
  return !fieldsMayAgree(s, data, at) && !tokensMayPair(s, data, at);
}

function fieldsMayAgree(s: SubjectDigest, data: Int32Array, at: number): boolean {
  const lastLength = data[at]!;
  // A missing surname on either side: 'missing', and no transposition either.
  if (s.lastLength === 0 || lastLength === 0) return false;
  const lastSet = data[at + 1]!;
  const flags = data[at + 2]!;
  // exact / truncated prefix / compound part / one edit (typo, short typo).
  if ((flags & (TRUNCATED_LAST | COMPOUND_LAST)) !== 0 || s.compound) return true;
  if (mayBeOneEdit(s.lastLength, s.lastSet, lastLength, lastSet)) return true;
  // Sounds alike (a shared Double Metaphone code).
  const c1 = data[at + 3]!;
  const c2 = data[at + 4]!;
  if (s.code1 !== 0 && (s.code1 === c1 || s.code1 === c2)) return true;
  if (s.code2 !== 0 && (s.code2 === c1 || s.code2 === c2)) return true;
  // Jaro-Winkler 'similar': same first letter, lengths at most two apart.
  const gap = s.lastLength - lastLength;
  if (flags >>> 8 === s.lastFirst && gap <= 2 && gap >= -2) return true;
  // First and last transposed: the subject's first name within one edit of the list surname.
  return s.firstLength > 0 && mayBeOneEdit(s.firstLength, s.firstSet, lastLength, lastSet);
}

/** Necessary condition of `mayPairAll`: every word of the name with fewer words may have a partner. */
function tokensMayPair(s: SubjectDigest, data: Int32Array, at: number): boolean {
  const head = data[at + 5]!;
  const count = head & 0xffff;
  const words = head >>> 16;
  const base = at + HEAD;
  if (s.words <= words) {
    // The subject's words each need a partner among all the list's words.
    outer: for (let i = 0; i < s.tokenSets.length; i++) {
      if (s.tokenParticles[i]) continue;
      for (let j = 0; j < count; j++) {
        if (mayPairWords(s, i, data[base + j * 2]!, data[base + j * 2 + 1]!)) continue outer;
      }
      // The second half of a word the subject split in two, joined with the word before it.
      if (i > 0) {
        const length = s.tokenLengths[i - 1]! + s.tokenLengths[i]!;
        const set = s.tokenSets[i - 1]! | s.tokenSets[i]!;
        for (let j = 0; j < count; j++) if (mayBeJoined(length, set, data[base + j * 2 + 1]! >>> 16, data[base + j * 2]!)) continue outer;
      }
      return false;
    }
    return true;
  }
  // The list's words each need a partner among all the subject's words.
  outer: for (let j = 0; j < count; j++) {
    const shape = data[base + j * 2 + 1]!;
    if ((shape & PARTICLE) !== 0) continue;
    for (let i = 0; i < s.tokenSets.length; i++) if (mayPairWords(s, i, data[base + j * 2]!, shape)) continue outer;
    // The second half of a word the list split in two, joined with the word before it.
    if (j > 0) {
      const length = (data[base + (j - 1) * 2 + 1]! >>> 16) + (shape >>> 16);
      const set = data[base + (j - 1) * 2]! | data[base + j * 2]!;
      for (let i = 0; i < s.tokenSets.length; i++) if (mayBeJoined(length, set, s.tokenLengths[i]!, s.tokenSets[i]!)) continue outer;
    }
    return false;
  }
  return true;
}

/** Necessary for `mayJoin`: a joined pair (length, letter set) long enough, possibly one edit from the other word. */
function mayBeJoined(joinedLength: number, joinedSet: number, length: number, set: number): boolean {
  return joinedLength >= 5 && mayBeOneEdit(joinedLength, joinedSet, length, set);
}

/** Same first letter, possibly one edit apart, or possibly nicknames (a partner starts like one of the word's equivalents). */
function mayPairWords(s: SubjectDigest, i: number, set: number, shape: number): boolean {
  const first = shape & 0x7fff;
  if (first === s.tokenFirsts[i]) return true;
  if (mayBeOneEdit(s.tokenLengths[i]!, s.tokenSets[i]!, shape >>> 16, set)) return true;
  return (s.tokenNicknameInitials[i]! & (1 << (first & 31))) !== 0;
}
