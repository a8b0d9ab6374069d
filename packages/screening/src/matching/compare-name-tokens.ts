import type { NicknameTable } from './nicknames';
import type { NormalizedPersonName } from './normalize-person-name';
import { isParticle } from './normalize-person-name';
import { soundAlike } from './phonetic-key';
import { jaroWinkler, withinOneEdit } from './string-distance';

/**
 * Comparison levels of two name tokens, strongest first. The scorer counts tokens per level;
 * the weight of each level is estimated from data (see eval/fit-weights.ts).
 */
export const TOKEN_LEVELS = ['exact', 'nickname', 'typo', 'similar', 'phonetic', 'initial', 'none'] as const;
export type TokenLevel = (typeof TOKEN_LEVELS)[number];

/** How two person names compare token by token, independent of order and of which field holds what. */
export interface TokenComparison {
  /** Non-particle token pairs per level (exact, nickname, typo = one edit, similar = Jaro-Winkler ≥ 0.88, phonetic, initial). */
  exact: number;
  nickname: number;
  typo: number;
  similar: number;
  phonetic: number;
  initial: number;
  /** Unmatched non-particle tokens on the side with fewer tokens / on the other side. */
  unmatchedShort: number;
  unmatchedLong: number;
  /** Particles equal on both sides (AL ~ AL, BIN ~ BEN): weak. */
  particles: number;
  /** Tokens written joined on one side and apart on the other (VLADIMIRPUTIN ~ VLADIMIR PUTIN). */
  joined: number;
  /** The matched tokens appear in another order on the two sides. */
  reordered: boolean;
  /** One side reads "X BIN Y" where the other reads "Y BIN X": a man and his father, not one name reordered. */
  lineageSwapped: boolean;
  /** Both sides' surnames are matched at typo level or better. */
  surnameAgrees: boolean;
  /** Fewer than two non-particle tokens on the shorter side (single names are weak evidence). */
  single: boolean;
  /** A single name on one side against a name of two or more words on the other (a mononym alias). */
  singleAgainstMany: boolean;
  /** Pairs at typo level or better whose shorter word has four letters or more. */
  strongLong: number;
  /** The first given name of a side that has given names found no partner at all. */
  firstUnmatched: boolean;
  /** The matched pairs, for explanations: [subject token, list token, level]. */
  pairs: Array<[string, string, TokenLevel]>;
}

/** Particles that spell the same word in different transliterations. */
const PARTICLE_GROUPS: Record<string, string> = { BEN: 'BIN', IBN: 'BIN', BINT: 'BIN', EL: 'AL', UL: 'AL', ABOU: 'ABU', BU: 'ABU' };
const particleKey = (t: string): string => PARTICLE_GROUPS[t] ?? t;

/**
 * How two words compare. Initials and nicknames stand for given names; they never vouch for a
 * surname (ANGELA M ≠ ANGELA MERKEL, SUSAN FISCHER ≠ HANNAH), so with `surname` set only the
 * spelling levels count (BRADY ~ BRODY is a one-letter typo even though the table links them).
 */
function tokenLevel(a: string, b: string, nicknames: NicknameTable, surname: boolean): TokenLevel {
  if (a === b) return 'exact';
  const la = a.length;
  const lb = b.length;
  if (la === 1 || lb === 1) return !surname && a.charCodeAt(0) === b.charCodeAt(0) ? 'initial' : 'none';
  if (!surname && nicknames.areEquivalent(a, b)) return 'nickname';
  const shorter = la < lb ? la : lb;
  // One edit in a word of three letters or fewer (HUA/HLA, YIN/JIN) is another word, not a typo.
  if (shorter >= 4 && withinOneEdit(a, b)) return 'typo';
  if (shorter >= 4 && a.charCodeAt(0) === b.charCodeAt(0) && Math.abs(la - lb) <= 3 && jaroWinkler(a, b) >= 0.88) return 'similar';
  if (shorter >= 3 && Math.abs(la - lb) <= 1 && a.charCodeAt(0) === b.charCodeAt(0) && soundAlike(a, b)) return 'phonetic';
  return 'none';
}

const LEVEL_RANK: Record<TokenLevel, number> = { exact: 6, nickname: 5, typo: 4, similar: 3, phonetic: 2, initial: 1, none: 0 };

interface Side {
  tokens: string[];
  /** Position of each token in reading order (joined tokens keep the first position). */
  order: number[];
  surname: boolean[];
}

function side(name: NormalizedPersonName): Side {
  return { tokens: [...name.tokens], order: name.tokens.map((_, i) => i), surname: name.tokens.map((_, i) => i >= name.surnameStart) };
}

/**
 * Where one side writes two adjacent tokens as one ("VANMETER", "MOHAMMADHASNI"), joins them on
 * the other side so they compare as one token. Returns how many joins were made.
 */
function joinAdjacent(target: Side, other: Side): number {
  let joins = 0;
  for (let i = 0; i + 1 < target.tokens.length; i++) {
    const left = target.tokens[i]!;
    const right = target.tokens[i + 1]!;
    const joined = left + right;
    // An initial is not half of a joined word (W HARTLEY is not WHARTLEY ~ HARTLEY), nor is a word the other side has alone.
    if (joined.length < 5 || left.length === 1 || right.length === 1) continue;
    if (!mayJoin(joined, other.tokens) || other.tokens.includes(left) || other.tokens.includes(right)) continue;
    target.tokens.splice(i, 2, joined);
    target.order.splice(i + 1, 1);
    target.surname.splice(i, 2, target.surname[i]! || target.surname[i + 1]!);
    joins++;
  }
  return joins;
}

/**
 * Cheap necessary condition for the token reading to count (see {@link tokensAllPaired}): every
 * word of the name with fewer words has a plausible partner on the other side (same first
 * letter, one edit apart, or a nickname). Screening runs it before the full comparison.
 */
export function mayPairAll(subject: NormalizedPersonName, list: NormalizedPersonName, nicknames: NicknameTable): boolean {
  const a = subject.tokens;
  const b = list.tokens;
  const [short, long] = wordCount(a) <= wordCount(b) ? [a, b] : [b, a];
  outer: for (let i = 0; i < short.length; i++) {
    const x = short[i]!;
    if (isParticle(x)) continue;
    for (const y of long) {
      // Every level but a typo and a nickname keeps the first letter (a joined word starts like its first part).
      if (x.charCodeAt(0) === y.charCodeAt(0) || withinOneEdit(x, y) || nicknames.areEquivalent(x, y)) continue outer;
    }
    // The second half of a word this side split in two (PATR USHEV) is paired once joined (joinAdjacent).
    if (i > 0 && mayJoin(short[i - 1]! + x, long)) continue;
    return false;
  }
  return true;
}

/** Necessary for {@link joinAdjacent} to join a pair into `joined`: a word of the other side spells it, within one edit when long. */
function mayJoin(joined: string, other: readonly string[]): boolean {
  return joined.length >= 5 && other.some((t) => t === joined || (t.length >= 7 && withinOneEdit(t, joined)));
}

function wordCount(tokens: readonly string[]): number {
  let n = 0;
  for (const t of tokens) if (!isParticle(t)) n++;
  return n;
}

/**
 * Compares two person names as token sets: each subject token is paired with its best list token
 * (greedy, strongest level first), so word order, extra middle names, surname-first writing and
 * joined or split tokens do not break the comparison. Particles pair only with particles.
 */
export function compareNameTokens(subject: NormalizedPersonName, list: NormalizedPersonName, nicknames: NicknameTable): TokenComparison {
  const a = side(subject);
  const b = side(list);
  const joined = joinAdjacent(a, b) + joinAdjacent(b, a);
  const candidates: Array<[number, number, TokenLevel]> = [];
  let particles = 0;
  const usedParticle = new Set<number>();
  for (let i = 0; i < a.tokens.length; i++) {
    const x = a.tokens[i]!;
    const xp = isParticle(x);
    for (let j = 0; j < b.tokens.length; j++) {
      const y = b.tokens[j]!;
      const yp = isParticle(y);
      if (xp || yp) {
        if (xp && yp && !usedParticle.has(j) && particleKey(x) === particleKey(y)) {
          usedParticle.add(j);
          particles++;
          break;
        }
        continue;
      }
      const level = tokenLevel(x, y, nicknames, a.surname[i]! || b.surname[j]!);
      if (level !== 'none') candidates.push([i, j, level]);
    }
  }
  candidates.sort((p, q) => LEVEL_RANK[q[2]] - LEVEL_RANK[p[2]] || Math.abs(p[0] - p[1]) - Math.abs(q[0] - q[1]));
  const takenA = new Uint8Array(a.tokens.length);
  const takenB = new Uint8Array(b.tokens.length);
  const result: TokenComparison = {
    exact: 0,
    nickname: 0,
    typo: 0,
    similar: 0,
    phonetic: 0,
    initial: 0,
    unmatchedShort: 0,
    unmatchedLong: 0,
    particles,
    joined,
    reordered: false,
    lineageSwapped: false,
    surnameAgrees: false,
    single: false,
    singleAgainstMany: false,
    strongLong: 0,
    firstUnmatched: false,
    pairs: [],
  };
  const matched: Array<[number, number]> = [];
  let surnameA = 0;
  let surnameB = 0;
  for (const [i, j, level] of candidates) {
    if (takenA[i] || takenB[j]) continue;
    takenA[i] = 1;
    takenB[j] = 1;
    result[level as Exclude<TokenLevel, 'none'>]++;
    result.pairs.push([a.tokens[i]!, b.tokens[j]!, level]);
    matched.push([a.order[i]!, b.order[j]!]);
    if (LEVEL_RANK[level] >= LEVEL_RANK.typo) {
      if (Math.min(a.tokens[i]!.length, b.tokens[j]!.length) >= 4) result.strongLong++;
      if (a.surname[i]) surnameA++;
      if (b.surname[j]) surnameB++;
    }
  }
  result.firstUnmatched = firstGivenUnmatched(subject, a, takenA) || firstGivenUnmatched(list, b, takenB);
  const countA = countWords(a, takenA);
  const countB = countWords(b, takenB);
  const shortSide = countA.words <= countB.words ? countA : countB;
  const longSide = shortSide === countA ? countB : countA;
  result.unmatchedShort = shortSide.unmatched;
  result.unmatchedLong = longSide.unmatched;
  result.single = shortSide.words < 2;
  result.singleAgainstMany = shortSide.words < 2 && longSide.words >= 2;
  matched.sort((p, q) => p[0] - q[0]);
  for (let k = 1; k < matched.length; k++) if (matched[k]![1] < matched[k - 1]![1]) result.reordered = true;
  result.lineageSwapped = result.reordered && lineageSwapped(subject.tokens, list.tokens);
  const surnamesA = a.surname.filter((s, i) => s && !isParticle(a.tokens[i]!)).length;
  const surnamesB = b.surname.filter((s, i) => s && !isParticle(b.tokens[i]!)).length;
  result.surnameAgrees = surnamesA > 0 && surnamesB > 0 && surnameA >= 1 && surnameB >= 1;
  return result;
}

/**
 * True when a filiation particle (BIN, IBN, BINT, BEN) stands between the same two words on both
 * sides in the opposite order: AHMAD BIN HASAN is Ahmad, son of Hasan; HASAN BIN AHMAD is his
 * father or his son.
 */
function lineageSwapped(a: readonly string[], b: readonly string[]): boolean {
  for (let i = 1; i + 1 < a.length; i++) {
    if (particleKey(a[i]!) !== 'BIN') continue;
    for (let j = 1; j + 1 < b.length; j++) {
      if (particleKey(b[j]!) === 'BIN' && a[i - 1] === b[j + 1] && a[i + 1] === b[j - 1] && a[i - 1] !== a[i + 1]) return true;
    }
  }
  return false;
}

function countWords(s: Side, taken: Uint8Array): { words: number; unmatched: number } {
  let words = 0;
  let unmatched = 0;
  for (let i = 0; i < s.tokens.length; i++) {
    if (isParticle(s.tokens[i]!)) continue;
    words++;
    if (!taken[i]) unmatched++;
  }
  return { words, unmatched };
}

function firstGivenUnmatched(name: NormalizedPersonName, s: Side, taken: Uint8Array): boolean {
  if (name.surnameStart === 0) return false;
  const i = s.tokens.findIndex((t) => !isParticle(t));
  return i >= 0 && !s.surname[i] && !taken[i];
}

/**
 * The token reading counts only when every word of the shorter name found a partner, the name is
 * not a lone word against a full name (a mononym alias), the longer name has no more unpaired
 * words than paired ones (a two-word alias inside a six-word name is a coincidence of common
 * words), the agreement rests on more than short syllables (one word of four letters or more
 * agreeing within a typo, or two exact words), and neither side's first given name went unpaired
 * (a hit through a middle name and a common surname is a coincidence), and words read in another
 * order agree by spelling, not only by sound (a swap and a sound-alike are two guesses stacked), and no
 * "X BIN Y" reads "Y BIN X" on the other side (a father and son). Whether the surnames found
 * each other is a feature of the model (evidence), never a requirement: a split name and the same
 * name written whole read alike.
 */
export function tokensAllPaired(t: TokenComparison): boolean {
  const paired = t.exact + t.nickname + t.typo + t.similar + t.phonetic + t.initial;
  return (
    t.unmatchedShort === 0 &&
    !t.singleAgainstMany &&
    t.unmatchedLong <= paired &&
    (t.strongLong > 0 || t.exact >= 2) &&
    !t.firstUnmatched &&
    !(t.reordered && t.phonetic + t.similar > 0) &&
    !t.lineageSwapped
  );
}
