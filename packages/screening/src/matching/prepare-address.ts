import { foldText } from './fold-text';
import type { PreparedAddress } from './indexed-types';
import {
  isStreetSuffix,
  LONE_UNIT_DESIGNATORS,
  ORDINAL_WORDS,
  ordinalDigits,
  STREET_WORDS,
  TENS_WORDS,
  UNIT_DESIGNATORS,
} from './street-abbreviations';

const ZIP5_RE = /^\d{5}$/;
const NUMBER_RE = /^\d+$/;
const HOUSE_NUMBER_RE = /^\d[\dA-Z]*(-\d+[A-Z]?)?$/;
const DIGIT_ORDINAL_RE = /^(\d+)(ST|ND|RD|TH|D)$/;

/**
 * A unit's identifier: a number, a letter, or both ("4", "3F", "E6", "12-A"); an ordinal ("2ND
 * FLOOR") is read as its number.
 */
function unitIdentifier(word: string | undefined): string | undefined {
  if (word === undefined) return undefined;
  const ordinal = DIGIT_ORDINAL_RE.exec(word);
  if (ordinal) return ordinal[1];
  return /\d/.test(word) || word.length === 1 ? word : undefined;
}

/** An ordinal written in digits or words ("1ST", "2D", "FIRST", "TWENTY-FIRST") in digits, or undefined. */
function ordinal(word: string): string | undefined {
  // Most words are letters: the pattern is tried only on a word that opens with a digit.
  const c = word.charCodeAt(0);
  if (c >= 48 && c <= 57) {
    const digits = DIGIT_ORDINAL_RE.exec(word);
    return digits ? ordinalDigits(Number(digits[1])) : undefined;
  }
  const n = ORDINAL_WORDS.get(word);
  return n === undefined ? undefined : ordinalDigits(n);
}

/**
 * A street line as USPS Publication 28 writes it, with its secondary unit taken apart: suffixes and
 * directionals spelt out one way (street-abbreviations.ts), ordinals in digits ("First" → 1ST, "45
 * Street" → 45TH STREET), "P O Box" as PO BOX, "St" before a name as SAINT; the unit designator
 * ("Apt", "Unit", "Ste", "#", "Fl", "Rm"…) dropped and its identifier returned as the unit, so "Apt
 * 4", "# 4" and "Unit 4" are one unit and a unit written on one side only leaves the street alike.
 */
export function standardStreet(street: string): { street: string; unit: string } {
  // '#' is punctuation to foldText; "#4" and "# 4" are the unit designator.
  const words = foldText(street.includes('#') ? street.replaceAll('#', ' UNIT ') : street).split(' ');
  const out: string[] = [];
  const unit: string[] = [];
  // Index in `out` of the first word of the street's name (after the house number).
  let nameAt = -1;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '') continue;
    const named = nameAt >= 0 && out.length > nameAt;
    // A designator opens a unit after the street's name, or at the start of the line ("Suite 200, 12 Main St").
    if (UNIT_DESIGNATORS.has(word) && (named || out.length === 0)) {
      const id = unitIdentifier(words[i + 1]);
      if (id !== undefined) {
        unit.push(id);
        i++;
        continue;
      }
      if (i === words.length - 1 && named) continue; // "13405 Brown Thrasher Pike, Apt": no unit written
    }
    if (named && LONE_UNIT_DESIGNATORS.has(word) && i === words.length - 1 && out.length >= nameAt + 2) {
      unit.push(word);
      continue;
    }
    // "2nd Floor" / "5th Fl": an ordinal before a floor word is the unit.
    const next = words[i + 1];
    if (named && (next === 'FL' || next === 'FLR' || next === 'FLOOR') && DIGIT_ORDINAL_RE.test(word)) {
      unit.push(DIGIT_ORDINAL_RE.exec(word)![1]!);
      i++;
      continue;
    }
    if (nameAt < 0 && HOUSE_NUMBER_RE.test(word) && out.length === 0) {
      out.push(word);
      continue;
    }
    if (nameAt < 0) nameAt = out.length;
    // "P O Box" and "Post Office Box" are PO BOX.
    if ((word === 'P' && next === 'O') || (word === 'POST' && next === 'OFFICE')) {
      out.push('PO');
      i++;
      continue;
    }
    out.push(standardWord(words, i, out.length === nameAt));
    // "TWENTY FIRST" → 21ST
    if (TENS_WORDS.has(word) && words[i + 1] !== undefined && ORDINAL_WORDS.has(`${word}${words[i + 1]}`)) {
      out[out.length - 1] = ordinalDigits(ORDINAL_WORDS.get(`${word}${words[i + 1]}`)!);
      i++;
    }
  }
  return { street: out.join(' '), unit: unit.join(' ') };
}

/** One word of a street's name in its standard form; `first` when it opens the name. */
function standardWord(words: string[], i: number, first: boolean): string {
  const word = words[i]!;
  const next = words[i + 1];
  // "St Charles Ave": St opening a name that goes on is Saint, not Street.
  if (word === 'ST' || word === 'SAINT') {
    const goesOn = first && next !== undefined && !STREET_WORDS.has(next) && !UNIT_DESIGNATORS.has(next) && /^[A-Z]+$/.test(next);
    if (word === 'SAINT' || goesOn) return 'SAINT';
  }
  const ord = ordinal(word);
  if (ord !== undefined) return ord;
  // "45 Street" (Queens, "30-40 45 Street"): a number naming the street is an ordinal.
  if (first && NUMBER_RE.test(word) && next !== undefined && isStreetSuffix(next)) return ordinalDigits(Number(word));
  return STREET_WORDS.get(word) ?? word;
}

/** Folds an address so two spellings of the same street, city, state and ZIP compare equal. */
export function prepareAddress(
  street: string | undefined,
  city: string | undefined,
  state: string | undefined,
  zip: string | undefined,
): PreparedAddress {
  const { street: standard, unit } = standardStreet(street ?? '');
  const z = zip ?? '';
  return {
    street: standard,
    unit,
    city: foldText(city ?? ''),
    state: foldText(state ?? ''),
    zip5: ZIP5_RE.test(z) ? z : z.replace(/\D/g, '').slice(0, 5),
  };
}

/**
 * A number standing for an address text, so screening relates most address fields without reading
 * the list's strings: 0 for '', the text itself for up to three ASCII characters (a state, a short
 * ZIP) and for a ZIP of digits, else a hash with the top bit set. Equal numbers of a hash must still
 * be confirmed on the strings ({@link addressCodeIsExact}); different numbers are different texts.
 */
export function addressCode(text: string): number {
  if (text === '') return 0;
  if (text.length <= 3 && /^[\x00-\x7f]*$/.test(text)) {
    let code = 0x40000000 | (text.length << 21);
    for (let i = 0; i < text.length; i++) code |= text.charCodeAt(i) << (7 * (2 - i));
    return code;
  }
  if (text.length <= 5 && /^\d+$/.test(text)) return 0x20000000 | (text.length << 17) | Number(text);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0x80000000;
}

/** True when equal codes mean equal texts (no hash). */
export function addressCodeIsExact(code: number): boolean {
  return code >= 0;
}

/** The four codes of an address: state, city, ZIP5, street. */
export function addressCodes(a: PreparedAddress): [number, number, number, number] {
  return [addressCode(a.state), addressCode(a.city), addressCode(a.zip5), addressCode(a.street)];
}
