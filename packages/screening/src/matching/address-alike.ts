import { foldText } from './fold-text';
import { withinOneEdit, withinTwoEdits } from './string-distance';

/**
 * Addresses typed by hand slip like names do: a space moved or lost ("LONGMOR ECRESCENT",
 * "BANNERSTREET"), one letter swapped, doubled or dropped ("SRTEET", "BLACKOWN"). Two such spellings
 * are the same place; a different house number is another place, but a number written on one side
 * only is a value left out, not another house (decision 386). A long street line (twelve letters or
 * more) has room for two slips and still names one street ("MIDDLETOZ CWIRCUIT"). Only the street and
 * the city are read this way: a ZIP one digit off is a neighbouring area, not a typo of the same one.
 * The exact comparison (prepare-address.ts) decides first; this reads the raw strings only for a
 * candidate whose street or city differs there, once its names have been found to agree.
 */

/**
 * The letters (upper-cased) or the digits of a text, in order, without spaces or punctuation. ASCII
 * is read character by character (this runs per candidate); other scripts are folded first.
 */
function keep(text: string, digits: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 127) return keep(foldText(text), digits);
    if (digits ? c >= 48 && c <= 57 : (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) out += text[i];
  }
  return digits ? out : out.toUpperCase();
}

const letters = (text: string): string => keep(text, false);
const digits = (text: string): string => keep(text, true);

/** Words this short have no room for a typo that is still the same word. */
const MIN_STREET_LETTERS = 6;
/** A street line this long has room for two slips that still name one street. */
const MIN_STREET_LETTERS_TWO_SLIPS = 12;
const MIN_CITY_LETTERS = 5;

/** A street and city reduced to what a slip cannot hide: letters (spaces ignored) and the street's digits. */
export interface AddressForm {
  streetLetters: string;
  streetDigits: string;
  cityLetters: string;
  /** The street's compass words as N / S / E / W letters ('' when it has none): see {@link streetsAlike}. */
  streetCompass: string;
}

const COMPASS = new Map(
  Object.entries({ N: 'N', S: 'S', E: 'E', W: 'W', NE: 'NE', NW: 'NW', SE: 'SE', SW: 'SW', NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W' }),
);
for (const ns of ['NORTH', 'SOUTH']) for (const ew of ['EAST', 'WEST']) COMPASS.set(ns + ew, ns[0]! + ew[0]!);

/** The compass words of a street line, in order ("12 North Main St" → "N"); '' for most streets. */
function compass(street: string): string {
  let out = '';
  for (const word of street.toUpperCase().split(/[^A-Z]+/)) out += COMPASS.get(word) ?? '';
  return out;
}

export function addressForm(street: string | undefined, city: string | undefined): AddressForm {
  return {
    streetLetters: letters(street ?? ''),
    streetDigits: digits(street ?? ''),
    cityLetters: letters(city ?? ''),
    streetCompass: compass(street ?? ''),
  };
}

/**
 * True when two street lines are the same street and number written with a slip: the same digits
 * (or digits on one side only, the house number left out), and the letters (spaces ignored) equal,
 * one edit apart, or two apart in a long line.
 */
export function streetsAlike(a: AddressForm, b: AddressForm): boolean {
  // East Main and West Main are two streets one or two letters apart: a different compass word is never a slip.
  if (a.streetCompass !== b.streetCompass && a.streetCompass !== '' && b.streetCompass !== '') return false;
  const numberLeftOut = (a.streetDigits === '') !== (b.streetDigits === '');
  if (a.streetDigits !== b.streetDigits && !numberLeftOut) return false;
  const la = a.streetLetters;
  const lb = b.streetLetters;
  const shorter = Math.min(la.length, lb.length);
  if (la === lb) return numberLeftOut ? shorter >= MIN_STREET_LETTERS : la !== '' || a.streetDigits !== '';
  if (shorter < MIN_STREET_LETTERS) return false;
  return withinOneEdit(la, lb) || (shorter >= MIN_STREET_LETTERS_TWO_SLIPS && withinTwoEdits(la, lb));
}

/** True when two city names are one place written with one slip (spaces ignored). */
export function citiesAlike(a: AddressForm, b: AddressForm): boolean {
  const la = a.cityLetters;
  const lb = b.cityLetters;
  if (la === lb) return la !== '';
  return Math.min(la.length, lb.length) >= MIN_CITY_LETTERS && withinOneEdit(la, lb);
}

/**
 * True when two street lines name the same street (letters alike as in {@link streetsAlike}) with
 * different house numbers: a neighbour's house, or the same house with its number mistyped.
 */
export function sameStreetOtherNumber(a: AddressForm, b: AddressForm): boolean {
  if (a.streetDigits === '' || b.streetDigits === '' || a.streetDigits === b.streetDigits) return false;
  return streetsAlike({ ...a, streetDigits: '' }, { ...b, streetDigits: '' });
}
