import { foldText } from './fold-text';
import { withinOneEdit } from './string-distance';

/**
 * Addresses typed by hand slip like names do: a space moved or lost ("LONGMOR ECRESCENT",
 * "BANNERSTREET"), one letter swapped, doubled or dropped ("SRTEET", "BLACKOWN"). Two such spellings
 * are the same place; a different house number is another place. Only the street and the city are
 * read this way: a ZIP one digit off is a neighbouring area, not a typo of the same one.
 * The exact comparison (prepare-address.ts) decides first; this reads the raw strings only for a
 * candidate whose street or city differs there, once its names have been found to agree.
 */

/** Letters of a folded text without spaces or punctuation. */
function letters(text: string): string {
  return foldText(text).replace(/[^A-Z]/g, '');
}

/** The digits of a folded text in order (the house number, a unit). */
function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Words this short have no room for a typo that is still the same word. */
const MIN_STREET_LETTERS = 6;
const MIN_CITY_LETTERS = 5;

/**
 * True when two street lines are the same street and number written with one slip: the same
 * digits, and the letters (spaces ignored) equal or one edit apart.
 */
export function streetsAlike(a: string, b: string): boolean {
  const da = digits(a);
  if (da !== digits(b)) return false;
  const la = letters(a);
  const lb = letters(b);
  if (la === lb) return la !== '' || da !== '';
  return Math.min(la.length, lb.length) >= MIN_STREET_LETTERS && withinOneEdit(la, lb);
}

/** True when two city names are one place written with one slip (spaces ignored). */
export function citiesAlike(a: string, b: string): boolean {
  const la = letters(a);
  const lb = letters(b);
  if (la === lb) return la !== '';
  return Math.min(la.length, lb.length) >= MIN_CITY_LETTERS && withinOneEdit(la, lb);
}
