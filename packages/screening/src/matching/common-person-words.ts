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
 * The mirror of {@link restsOnCommonSurname}: the first given name is written the same on both
 * sides and is common, and the surnames neither sound alike nor share a word written the same or one
 * letter off (Raúl CASTILLO / CASTRO, Mohammed SHAMSUDDIN / SHAHABUDDIN): agreement on a common given
 * name says little, and surnames only spelt alike are what two people look like. Surnames that sound
 * alike (NURISTANI / NOORISTANI) are more often one name transliterated twice.
 */
export function restsOnCommonGivenName(a: NormalizedPersonName, b: NormalizedPersonName, frequency: PersonWordFrequency): boolean {
  if (!a.surnameKnown || !b.surnameKnown || a.first === '' || a.first !== b.first || !frequency.isCommon(a.first)) return false;
  const aSurname = a.tokens.slice(a.surnameStart);
  const bSurname = b.tokens.slice(b.surnameStart);
  if (aSurname.length === 0 || bSurname.length === 0 || codesOverlap(a.lastCodes, b.lastCodes)) return false;
  return !aSurname.some((t) => b.tokens.some((o) => withinOneEdit(t, o)));
}
