import { foldText, tokens } from './fold-text';
import { NAME_PARTICLES, PERSON_SUFFIXES, PERSON_TITLES } from './name-affixes';
import { phoneticCodes } from './phonetic-key';

/** A person name reduced to comparable tokens. */
export interface NormalizedPersonName {
  /** First given name token ('' when unknown). */
  first: string;
  /** Further given names and middle names, in order. */
  middles: string[];
  /** Surname parts (compound and hyphenated surnames split). */
  lastParts: string[];
  /** Surname with separators removed, for whole-name comparison. */
  lastConcat: string;
  /** Double Metaphone codes of `lastConcat`, computed once so comparisons do no look-ups. */
  lastCodes: readonly string[];
  /**
   * Every name token in reading order (given names, then surname parts), particles included;
   * the token comparison treats particles (AL, BIN, DE, VAN…) as weak evidence.
   */
  tokens: string[];
  /** Double Metaphone codes of each token (same order as `tokens`), computed once for blocking. */
  tokenCodes: ReadonlyArray<readonly string[]>;
  /** Index in `tokens` where the surname starts. */
  surnameStart: number;
  /**
   * True when the surname came from a field or a "LAST, First" comma; false when it is only the
   * last word of a free-text name (which may be written surname first).
   */
  surnameKnown: boolean;
}

function withCodes(
  name: Pick<NormalizedPersonName, 'first' | 'middles' | 'lastParts' | 'lastConcat'>,
  surnameKnown = true,
): NormalizedPersonName {
  const given = name.first === '' ? name.middles : [name.first, ...name.middles];
  const tokens = [...given, ...name.lastParts];
  const tokenCodes = tokens.map(phoneticCodes);
  // Written out field by field (not spread) so every normalised name has one hidden class.
  return {
    first: name.first,
    middles: name.middles,
    lastParts: name.lastParts,
    lastConcat: name.lastConcat,
    lastCodes: name.lastConcat === '' ? [] : name.lastParts.length === 1 ? tokenCodes[tokens.length - 1]! : phoneticCodes(name.lastConcat),
    tokens,
    tokenCodes,
    surnameStart: given.length,
    surnameKnown,
  };
}

/** True for a particle token (AL, BIN, DE, VAN…). */
export function isParticle(token: string): boolean {
  return NAME_PARTICLES.has(token);
}

function stripTrailingSuffixes(parts: string[]): string[] {
  let end = parts.length;
  while (end > 1 && PERSON_SUFFIXES.has(parts[end - 1]!)) end--;
  return end === parts.length ? parts : parts.slice(0, end);
}

function stripLeadingTitles(parts: string[]): string[] {
  let start = 0;
  while (start < parts.length - 1 && PERSON_TITLES.has(parts[start]!)) start++;
  return start === 0 ? parts : parts.slice(start);
}

/**
 * Normalises separate first / middle / last fields: folds case and accents, drops titles and
 * suffixes (JR, III, MD, RN…), splits compound surnames, and moves extra given names into middles.
 * A "LAST, First" value put in `last` alone is split at the comma.
 */
export function normalizePersonName(first: string | undefined, middle: string | undefined, last: string | undefined): NormalizedPersonName {
  let firstRaw = first ?? '';
  let lastRaw = last ?? '';
  if (firstRaw.trim() === '' && lastRaw.includes(',')) {
    const comma = lastRaw.indexOf(',');
    firstRaw = lastRaw.slice(comma + 1);
    lastRaw = lastRaw.slice(0, comma);
  }
  // Titles and suffixes can sit in any given-name field ("Dr." as OFAC's first token, "JR" after
  // the first name in "LAST, FIRST JR"), so first and middle are cleaned as one sequence.
  const given = stripTrailingSuffixes(stripLeadingTitles([...tokens(foldText(firstRaw)), ...tokens(foldText(middle ?? ''))]));
  const lastParts = stripTrailingSuffixes(tokens(foldText(lastRaw)));
  return withCodes({
    first: given[0] ?? '',
    middles: given.slice(1),
    lastParts,
    lastConcat: lastParts.join(''),
  });
}

/**
 * Parses a single-string person name: "LAST, First Middle" when it has a comma, otherwise
 * "First Middle Last" (the last token is the surname).
 */
export function normalizeFullPersonName(full: string): NormalizedPersonName {
  const comma = full.indexOf(',');
  if (comma >= 0) return normalizePersonName(full.slice(comma + 1), undefined, full.slice(0, comma));
  const parts = stripTrailingSuffixes(stripLeadingTitles(tokens(foldText(full))));
  if (parts.length <= 1) return withCodes({ first: '', middles: [], lastParts: parts, lastConcat: parts.join('') }, false);
  const lastParts = [parts[parts.length - 1]!];
  return withCodes({ first: parts[0]!, middles: parts.slice(1, -1), lastParts, lastConcat: lastParts.join('') }, false);
}
