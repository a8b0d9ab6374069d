import type { NormalizedBusinessName } from './normalize-business-name';
import { jaroWinkler, withinOneEdit } from './string-distance';

/**
 * How rare each business-name word is on the lists themselves: "DEUTSCHE" or "GAZPROM" says much
 * more than "MEDICAL" or "HOLDINGS". Inverse document frequency over the indexed business names.
 */
export interface TokenRarity {
  /** ln((N + 1) / (df + 1)), ≥ 0; words never seen on the lists get the maximum. */
  weight(token: string): number;
}

/** Builds a rarity table from the document frequency of each token. */
export function tokenRarity(documentFrequency: ReadonlyMap<string, number>, documents: number): TokenRarity {
  const max = Math.log(documents + 1);
  return {
    weight(token) {
      // A floor keeps generic words from weighing nothing: they still distinguish a little.
      const floor = Math.max(0.05 * max, 0.1);
      // A lone letter (the L and H of "L & H") is an initial, not a word: rare or not, it says little.
      if (token.length === 1) return floor;
      const df = documentFrequency.get(token) ?? 0;
      return Math.max(Math.log((documents + 1) / (df + 1)), floor);
    },
  };
}

/** Token comparison of two business names, as shares of each side's rarity-weighted words. */
export interface BusinessTokenComparison {
  /** Share of the rarity-weighted words equal on both sides (mean of the two sides' shares). */
  exactShare: number;
  /** Share matched by a close spelling (one edit, Jaro-Winkler ≥ 0.9, joined words). */
  closeShare: number;
  /**
   * Share of words left over on both sides that still resemble each other (same first letter,
   * Jaro-Winkler ≥ 0.7: Chile / China, CVC / CVS, XV / XX), weighted by that similarity. These
   * words are not counted as unmatched: a misspelt distinctive word is weaker evidence than an
   * equal one, and stronger than a word with no counterpart (Gas / Oil, Trust / Bank).
   */
  partialShare: number;
  /** The larger of the two sides' unmatched shares. */
  unmatchedShare: number;
  /** Same distinctive words in the same order (legal forms and filler words aside). */
  sameWords: boolean;
  /** Legal forms: both known and the same canonical type / both known and different. */
  formAgrees: boolean;
  formConflicts: boolean;
  /** One side has a single distinctive word. */
  single: boolean;
  /**
   * Both names carry a parenthesised qualifier and the qualifiers differ ("(France)" vs "(Germany)"),
   * or both name places and none is shared ("Bank of Armenia" / "Bank of America").
   */
  qualifierConflicts: boolean;
  /** Pairs for explanations: [subject word(s), list word(s), how they pair]. */
  pairs: Array<[string, string, 'exact' | 'close' | 'acronym' | 'partial']>;
}

/**
 * Where `word` (2–5 letters) spells the initials of as many consecutive, still unpaired words of
 * `other`, the index of the first of them; else −1.
 */
function acronymRun(word: string, other: readonly string[], taken: Uint8Array): number {
  const n = word.length;
  if (n < 2 || n > 5 || !/^[A-Z]+$/.test(word)) return -1;
  for (let start = 0; start + n <= other.length; start++) {
    let k = 0;
    while (k < n && !taken[start + k] && other[start + k]!.length > 1 && other[start + k]![0] === word[k]) k++;
    if (k === n) return start;
  }
  return -1;
}

/** The initials of a name's distinctive words when it has two to five of them ("PLA"), else ''. */
export function businessInitials(tokens: readonly string[]): string {
  if (tokens.length < 2 || tokens.length > 5 || tokens.some((t) => t.length < 2)) return '';
  return tokens.map((t) => t[0]).join('');
}

/** Below this Jaro-Winkler similarity, two left-over words are unrelated. */
const PARTIAL_SIMILARITY = 0.7;

function closeWords(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter >= 4 && withinOneEdit(a, b)) return true;
  return shorter >= 5 && Math.abs(a.length - b.length) <= 2 && jaroWinkler(a, b) >= 0.9;
}

/** Compares two normalised business names word by word, weighting each word by its rarity. */
export function compareBusinessTokens(
  subject: NormalizedBusinessName,
  list: NormalizedBusinessName,
  rarity: TokenRarity,
): BusinessTokenComparison {
  // A name may carry several forms ("OJSC Tactical Missiles Corporation"): one in common agrees,
  // and they conflict only when both sides write forms and none is shared.
  // "Company" names no particular form: it never conflicts (Homs Refinery Company / Corporation).
  const formAgrees = subject.forms.some((f) => list.forms.includes(f));
  const formConflicts =
    subject.forms.length > 0 && list.forms.length > 0 && !formAgrees && !subject.forms.includes('CO') && !list.forms.includes('CO');
  const a = subject.tokens;
  const b = list.tokens;
  const single = Math.min(a.length, b.length) < 2;
  const qualifierConflicts =
    (subject.qualifiers.length > 0 && list.qualifiers.length > 0 && subject.qualifiers.join(' ') !== list.qualifiers.join(' ')) ||
    (subject.places.length > 0 && list.places.length > 0 && !subject.places.some((p) => list.places.includes(p)));
  if (subject.concat === list.concat || (subject.allConcat === list.allConcat && subject.allConcat.length >= 6)) {
    return {
      exactShare: 1,
      closeShare: 0,
      partialShare: 0,
      unmatchedShare: 0,
      sameWords: true,
      formAgrees,
      formConflicts,
      single,
      qualifierConflicts,
      pairs: [[subject.key, list.key, 'exact']],
    };
  }
  const wa = a.map((t) => rarity.weight(t));
  const wb = b.map((t) => rarity.weight(t));
  const totalA = wa.reduce((s, x) => s + x, 0) || 1;
  const totalB = wb.reduce((s, x) => s + x, 0) || 1;
  const takenA = new Uint8Array(a.length);
  const takenB = new Uint8Array(b.length);
  let exactA = 0;
  let exactB = 0;
  let closeA = 0;
  let closeB = 0;
  const pairs: BusinessTokenComparison['pairs'] = [];
  for (let i = 0; i < a.length; i++) {
    const j = b.indexOf(a[i]!);
    if (j >= 0 && !takenB[j]) {
      takenA[i] = 1;
      takenB[j] = 1;
      exactA += wa[i]!;
      exactB += wb[j]!;
      pairs.push([a[i]!, b[j]!, 'exact']);
    }
  }
  // An acronym on one side stands for the words whose initials it spells on the other ("PLA" =
  // People's Liberation Army): a close pair, not an exact one.
  for (const [short, long, takenShort, takenLong, wShort, wLong, shortIsA] of [
    [a, b, takenA, takenB, wa, wb, true],
    [b, a, takenB, takenA, wb, wa, false],
  ] as const) {
    for (let i = 0; i < short.length; i++) {
      const run = takenShort[i] ? -1 : acronymRun(short[i]!, long, takenLong);
      if (run < 0) continue;
      takenShort[i] = 1;
      let longWeight = 0;
      for (let k = run; k < run + short[i]!.length; k++) {
        takenLong[k] = 1;
        longWeight += wLong[k]!;
      }
      if (shortIsA) [closeA, closeB] = [closeA + wShort[i]!, closeB + longWeight];
      else [closeA, closeB] = [closeA + longWeight, closeB + wShort[i]!];
      const words = long.slice(run, run + short[i]!.length).join(' ');
      pairs.push(shortIsA ? [short[i]!, words, 'acronym'] : [words, short[i]!, 'acronym']);
    }
  }
  for (let i = 0; i < a.length; i++) {
    if (takenA[i]) continue;
    for (let j = 0; j < b.length; j++) {
      if (takenB[j]) continue;
      const x = a[i]!;
      const y = b[j]!;
      let hit = closeWords(x, y);
      let extra = -1;
      // Two words on one side written as one on the other ("UNITEDHEALTH" ~ "UNITED HEALTH").
      if (!hit && j + 1 < b.length && !takenB[j + 1] && x === y + b[j + 1]) [hit, extra] = [true, j + 1];
      if (!hit && i + 1 < a.length && !takenA[i + 1] && y === x + a[i + 1]) {
        hit = true;
        takenA[i + 1] = 1;
        closeA += wa[i + 1]!;
      }
      if (hit) {
        takenA[i] = 1;
        takenB[j] = 1;
        closeA += wa[i]!;
        closeB += wb[j]!;
        if (extra >= 0) {
          takenB[extra] = 1;
          closeB += wb[extra]!;
        }
        pairs.push([x, y, 'close']);
        break;
      }
    }
  }
  // A misspelt place is still that place ("Bank of Chima" / "Bank of China"): a close pair on its side.
  for (const [words, taken, w, places, side] of [
    [a, takenA, wa, list.places, 'a'],
    [b, takenB, wb, subject.places, 'b'],
  ] as const) {
    for (let i = 0; i < words.length; i++) {
      if (taken[i] || !places.some((place) => closeWords(words[i]!, place))) continue;
      taken[i] = 1;
      if (side === 'a') closeA += w[i]!;
      else closeB += w[i]!;
    }
  }
  let partialA = 0;
  let partialB = 0;
  for (let i = 0; i < a.length; i++) {
    if (takenA[i]) continue;
    let best = -1;
    let bestSimilarity = PARTIAL_SIMILARITY;
    for (let j = 0; j < b.length; j++) {
      if (takenB[j] || a[i]![0] !== b[j]![0]) continue;
      const similarity = jaroWinkler(a[i]!, b[j]!);
      if (similarity >= bestSimilarity) [best, bestSimilarity] = [j, similarity];
    }
    if (best < 0) continue;
    takenA[i] = 1;
    takenB[best] = 1;
    partialA += wa[i]! * bestSimilarity;
    partialB += wb[best]! * bestSimilarity;
    pairs.push([a[i]!, b[best]!, 'partial']);
  }
  let unmatchedA = 0;
  let unmatchedB = 0;
  for (let i = 0; i < a.length; i++) if (!takenA[i]) unmatchedA += wa[i]!;
  for (let j = 0; j < b.length; j++) if (!takenB[j]) unmatchedB += wb[j]!;
  return {
    exactShare: (exactA / totalA + exactB / totalB) / 2,
    closeShare: (closeA / totalA + closeB / totalB) / 2,
    partialShare: (partialA / totalA + partialB / totalB) / 2,
    unmatchedShare: Math.max(unmatchedA / totalA, unmatchedB / totalB),
    sameWords: subject.key === list.key,
    formAgrees,
    formConflicts,
    single,
    qualifierConflicts,
    pairs,
  };
}
