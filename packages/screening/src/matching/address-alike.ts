import { foldText } from './fold-text';
import type { PreparedAddress } from './indexed-types';
import { withinOneEdit, withinTwoEdits } from './string-distance';

/**
 * Addresses typed by hand slip like names do: a space moved or lost ("LONGMOR ECRESCENT",
 * "BANNERSTREET"), one letter swapped, doubled or dropped ("SRTEET", "BLACKOWN"). Two such spellings
 * are the same place; a different house number is another place, but a number written on one side
 * only is a value left out, not another house (decision 386). A long street line (twelve letters or
 * more) has room for two slips and still names one street ("MIDDLETOZ CWIRCUIT"). Only the street and
 * the city are read this way: a ZIP one digit off is a neighbouring area, not a typo of the same one.
 * The exact comparison (prepare-address.ts) decides first; this reads the prepared strings (folded,
 * abbreviations spelt out, the unit apart: decision 409), and the street line as written, only for a
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
  /** The street's letters without its compass words ("North Main St" → MAINSTREET). */
  streetBare: string;
  /** The street's compass words as N / S / E / W letters ('' when it has none): see {@link streetsAlike}. */
  streetCompass: string;
  /** The secondary unit ("Apt 4" → 4), '' when none is written. */
  unit: string;
  /** The street line as written: its letters and digits (a slip may split a word: "ST REET", "AV ENUE"). */
  writtenLetters: string;
  writtenDigits: string;
  /** How many words the prepared street has: a slip that splits or joins words changes it. */
  streetWords: number;
}

/** Publication 28's directionals as prepare-address.ts spells them → their compass letters. */
const COMPASS = new Map(Object.entries({ NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W' }));
for (const ns of ['NORTH', 'SOUTH']) for (const ew of ['EAST', 'WEST']) COMPASS.set(ns + ew, ns[0]! + ew[0]!);

/**
 * The form of a prepared address: its street in Publication 28's words, so "St" and "Street" read
 * alike, and the street line as written.
 */
export function addressForm(address: PreparedAddress, writtenStreet: string | undefined): AddressForm {
  let streetCompass = '';
  let streetBare = '';
  const words = address.street === '' ? [] : address.street.split(' ');
  for (const word of words) {
    const point = COMPASS.get(word);
    if (point === undefined) streetBare += letters(word);
    else streetCompass += point;
  }
  return {
    streetLetters: letters(address.street),
    streetBare,
    streetDigits: digits(address.street),
    cityLetters: letters(address.city),
    streetCompass,
    unit: address.unit,
    writtenLetters: letters(writtenStreet ?? ''),
    writtenDigits: digits(writtenStreet ?? ''),
    streetWords: words.length,
  };
}

/**
 * True when two street lines are the same street and number written with a slip: the same digits
 * (or digits on one side only, the house number left out), and the letters (spaces ignored) equal,
 * one edit apart, or two apart in a long line; the secondary units equal or written on one side only.
 */
export function streetsAlike(a: AddressForm, b: AddressForm): boolean {
  // Apt 4 and Apt 5 are two homes; a unit written on one side only is left out.
  if (a.unit !== b.unit && a.unit !== '' && b.unit !== '') return false;
  // East Main and West Main are two streets one or two letters apart: a different compass word is never a slip.
  if (a.streetCompass !== b.streetCompass && a.streetCompass !== '' && b.streetCompass !== '') return false;
  if (digitsAlike(a.streetDigits, b.streetDigits)) {
    const numberLeftOut = a.streetDigits !== b.streetDigits;
    const hasDigits = a.streetDigits !== '';
    if (lettersAlike(a.streetLetters, b.streetLetters, numberLeftOut, hasDigits)) return true;
    // A compass word on one side only ("12 N Main St" / "12 Main St") is a value left out, like the house number.
    if (a.streetCompass !== b.streetCompass && lettersAlike(a.streetBare, b.streetBare, numberLeftOut, hasDigits)) return true;
  }
  // A slip that splits a word into an abbreviation and a rest ("OSMAND STR EET") is read on the line as
  // written; where the words line up, two suffixes that differ (Court / Street) are two streets.
  if (a.streetWords === b.streetWords) return false;
  const writtenNumberLeftOut = a.writtenDigits !== b.writtenDigits;
  return (
    digitsAlike(a.writtenDigits, b.writtenDigits) &&
    lettersAlike(a.writtenLetters, b.writtenLetters, writtenNumberLeftOut, a.writtenDigits !== '')
  );
}

/** The same digits, or digits on one side only (the house number left out). */
function digitsAlike(a: string, b: string): boolean {
  return a === b || (a === '') !== (b === '');
}

/** The letters of two street lines equal (long enough when the house number is left out), or slips apart. */
function lettersAlike(la: string, lb: string, numberLeftOut: boolean, hasDigits: boolean): boolean {
  const shorter = Math.min(la.length, lb.length);
  if (la === lb) return numberLeftOut ? shorter >= MIN_STREET_LETTERS : la !== '' || hasDigits;
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
  return streetsAlike({ ...a, streetDigits: '', writtenDigits: '' }, { ...b, streetDigits: '', writtenDigits: '' });
}
