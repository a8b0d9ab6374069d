import type { NormalizedPersonName } from './normalize-person-name';
import { codesOverlap } from './phonetic-key';
import { withinOneEdit } from './string-distance';

/**
 * How common each person-name word is on the indexed lists. A name that agrees only on common
 * words (WANG, DUARTE, GREEN on lists full of them) and differs slightly elsewhere is what two
 * different people look like; the same near-agreement on a rare word is what one person with a
 * typo looks like (agreement on a rare value is stronger evidence than on a common one).
 */
export interface PersonWordFrequency {
  isCommon(word: string): boolean;
}

/** A word carried by at least this share of the indexed person names is common… */
const COMMON_SHARE = 1 / 2500;
/**
 * …by different people: with at least this many different initials beside it. The lists spell one
 * person many ways (OFAC's aliases, a benchmark's variants of one famous name), and those spellings
 * share the person's other initials: Barack / Barak / Barackk OBAMA is one person, not a common name.
 */
const COMMON_MIN_PEOPLE = 5;

/**
 * Counts each word once per indexed person name, and the initials of the words beside it. One map
 * look-up per word (its number), the counts in arrays: this runs over every name of the index.
 */
export function personWordFrequency(names: Iterable<NormalizedPersonName>): PersonWordFrequency {
  const ids = new Map<string, number>();
  const counts: number[] = [];
  const initials: number[] = [];
  let total = 0;
  for (const name of names) {
    total++;
    const tokens = name.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (i > 0 && tokens.indexOf(t) !== i) continue;
      let id = ids.get(t);
      if (id === undefined) {
        ids.set(t, (id = counts.length));
        counts.push(0);
        initials.push(0);
      }
      counts[id]!++;
      const beside = besideWord(tokens, t);
      const letter = beside === undefined ? -1 : beside.charCodeAt(0) - 65;
      if (letter >= 0 && letter < 26) initials[id]! |= 1 << letter;
    }
  }
  const threshold = Math.max(COMMON_MIN_PEOPLE, total * COMMON_SHARE);
  return {
    isCommon: (word) => {
      const id = ids.get(word);
      return id !== undefined && counts[id]! >= threshold && bitCount(initials[id]!) >= COMMON_MIN_PEOPLE;
    },
  };
}

/** The first word of the name, other than `word`, longer than an initial. */
function besideWord(tokens: readonly string[], word: string): string | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const o = tokens[i]!;
    if (o !== word && o.length > 1) return o;
  }
  return undefined;
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * True when the names share their surname exactly, that surname is common, and the first given
 * name is not written the same on the other side (Josué / Jose DUARTE, Zhiqiang / Zhiqing WANG,
 * J / John SMITH): on the names alone, such a pair is two people of one family or community more
 * often than one person with a typo. A rare surname, or a given name agreeing exactly, keeps the
 * usual reading (Justin Trudoau / Trudeau).
 */
export function restsOnCommonSurname(a: NormalizedPersonName, b: NormalizedPersonName, frequency: PersonWordFrequency): boolean {
  const [known, other] = a.surnameKnown || !b.surnameKnown ? [a, b] : [b, a];
  if (known.first === '' || other.tokens.includes(known.first)) return false;
  const surname = known.tokens.slice(known.surnameStart);
  const shared = surname.filter((t) => other.tokens.includes(t));
  return shared.length > 0 && shared.every((t) => frequency.isCommon(t));
}

/**
 * True when the words the names share exactly are all common on the indexed lists and each side
 * keeps a word that has no partner on the other side, neither one letter off nor sounding alike
 * (Raúl CASTILLO / CASTRO, Mohammed SHAMSUDDIN / SHAHABUDDIN): agreement on common words says
 * little, and words only spelt alike are what two people look like. Order-free, so it reads split
 * and whole names alike. A typo (Justin TRUDOAU), a transposed pair of letters (LUAKSHENKO) or one
 * name transliterated twice (NURISTANI / NOORISTANI, sound-alike) keeps the usual reading, as does
 * any rare word written the same.
 */
export function restsOnCommonWords(a: NormalizedPersonName, b: NormalizedPersonName, frequency: PersonWordFrequency): boolean {
  const aWords = a.tokens.filter((t) => t.length > 1);
  const bWords = b.tokens.filter((t) => t.length > 1);
  if (aWords.length < 2 || bWords.length < 2) return false;
  const shared = aWords.filter((t) => bWords.includes(t));
  if (shared.length === 0 || !shared.every((t) => frequency.isCommon(t))) return false;
  return hasUnpairedWord(a, aWords, b, bWords) && hasUnpairedWord(b, bWords, a, aWords);
}

/** A word of `x` with no partner in `y` written the same, one letter off or sounding alike. */
function hasUnpairedWord(x: NormalizedPersonName, xWords: readonly string[], y: NormalizedPersonName, yWords: readonly string[]): boolean {
  return xWords.some((t) => {
    if (yWords.includes(t)) return false;
    const codes = x.tokenCodes[x.tokens.indexOf(t)]!;
    return !yWords.some((o) => withinOneEdit(t, o) || codesOverlap(codes, y.tokenCodes[y.tokens.indexOf(o)]!));
  });
}
