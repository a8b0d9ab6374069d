import { foldText } from './fold-text';
import { BUSINESS_WORD_EXPANSIONS, BUSINESS_WORD_VARIANTS, findLegalForms, numberWordsToDigits } from './legal-forms';
import { BUSINESS_STOPWORDS } from './name-affixes';
import { PLACE_WORDS } from './place-words';

/** A business name reduced to comparable tokens. */
export interface NormalizedBusinessName {
  /** Distinguishing tokens in order (legal forms and stopwords removed, word variants unified). */
  tokens: string[];
  /** Tokens joined by one space: the comparison key. */
  key: string;
  /** Tokens joined without spaces ("SIEMENSAG" written as one word meets "SIEMENS AG"). */
  concat: string;
  /** Every folded token joined without spaces, legal forms included. */
  allConcat: string;
  /** Canonical legal form (LLC, CORP, LTD, JSC, PLC, LLP, LP, CO) or '' when none is written. */
  form: string;
  /** Every canonical legal form written ("OJSC … Corporation": JSC and CORP); empty when none. */
  forms: string[];
  /** Words in parentheses ("Deutsche Bank (Schweiz) AG"): a qualifier, compared apart. */
  qualifiers: string[];
  /** Place names among the words ("Faberlic Europe"): where, not who; compared apart (`place-words.ts`). */
  places: string[];
}

/**
 * Normalises a business name: folds case, accents and other scripts, turns `&` into AND, finds
 * legal forms ("Limited Liability Company" = LLC = L.L.C.) and keeps their canonical type apart,
 * drops filler words (THE, AND, OF, DBA) and unifies number and abbreviation spellings (1ST = FIRST).
 */
export function normalizeBusinessName(name: string): NormalizedBusinessName {
  const qualifiers: string[] = [];
  const outside = name.replace(/\(([^)]*)\)/g, (_m, inner: string) => {
    qualifiers.push(...splitWords(foldText(inner)));
    return ' ';
  });
  // "%" is a word ("3%ers" = Three Percenters), as "&" and "+" are.
  const folded = foldText(outside.replace(/&/g, ' AND ').replace(/\+/g, ' AND ').replace(/%/g, 'PERCENT'));
  const all = numberWordsToDigits(splitWords(folded));
  const { covered, form, forms } = findLegalForms(all);
  const kept: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const t = all[i]!;
    if (covered.has(i) || BUSINESS_STOPWORDS.has(t)) continue;
    const expansion = BUSINESS_WORD_EXPANSIONS[t];
    if (expansion && all.length > 1) kept.push(...expansion);
    else kept.push(BUSINESS_WORD_VARIANTS[t] ?? t);
  }
  // A name made only of filler words (or only a qualifier) keeps them rather than becoming empty.
  let result = kept.length > 0 ? kept : all;
  if (result.length === 0) result = qualifiers.splice(0);
  // Place names are set apart unless the name is nothing else ("China", "Georgia Pacific").
  const places = result.filter((t) => PLACE_WORDS.has(t));
  if (places.length > 0 && places.length < result.length) result = result.filter((t) => !PLACE_WORDS.has(t));
  else places.length = 0;
  return { tokens: result, key: result.join(' '), concat: result.join(''), allConcat: all.join(''), form, forms, qualifiers, places };
}

function splitWords(folded: string): string[] {
  return folded.split(/[\s-]+/).filter((t) => t !== '');
}
