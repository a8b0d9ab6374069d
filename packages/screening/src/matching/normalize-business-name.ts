import { foldText } from './fold-text';
import { BUSINESS_FORMS, BUSINESS_STOPWORDS } from './name-affixes';

/** A business name reduced to comparable tokens. */
export interface NormalizedBusinessName {
  /** Distinguishing tokens in order (legal forms and stopwords removed). */
  tokens: string[];
  /** Tokens joined by one space: the comparison key. */
  key: string;
}

/**
 * Normalises a business name: folds case/accents, turns `&` into AND, drops legal forms
 * (INC, LLC, CORP, PC, PLLC, LTD, CO…) and filler words (THE, AND, OF, DBA).
 * Legal forms are dropped anywhere after the first token so "ACME CO INC" = "ACME".
 */
export function normalizeBusinessName(name: string): NormalizedBusinessName {
  const folded = foldText(name.replace(/&/g, ' AND ').replace(/\bL\.\s?L\.\s?C\.?/gi, 'LLC'));
  const all = folded.split(/[\s-]+/).filter((t) => t !== '');
  const kept: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const t = all[i]!;
    if (BUSINESS_STOPWORDS.has(t)) continue;
    if (i > 0 && BUSINESS_FORMS.has(t)) continue;
    kept.push(t);
  }
  // A name made only of filler words keeps them rather than becoming empty.
  const result = kept.length > 0 ? kept : all;
  return { tokens: result, key: result.join(' ') };
}
