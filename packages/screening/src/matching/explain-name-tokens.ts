import type { BusinessTokenComparison } from './compare-business-tokens';
import type { TokenComparison } from './compare-name-tokens';

const titleCase = (v: string): string =>
  v.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());

const PAIR_TEXT: Record<string, string> = {
  exact: '{s} = {l}',
  nickname: '{s} ~ {l} (nickname)',
  typo: '{s} ~ {l} (one letter apart)',
  similar: '{s} ~ {l} (close spelling)',
  phonetic: '{s} ~ {l} (sounds alike)',
  initial: '{s} ~ {l} (initial)',
};

/** Plain-words reasons for a person match read word by word (the token model). */
export function personTokenReasons(c: TokenComparison): string[] {
  const pairs = c.pairs.map(([s, l, level]) => PAIR_TEXT[level]!.replace('{s}', titleCase(s)).replace('{l}', titleCase(l)));
  const reasons = [`Name words agree${c.reordered ? ' in another order' : ''}: ${pairs.join(', ')}`];
  if (c.joined > 0) reasons.push('Words written joined on one side and apart on the other');
  if (c.particles > 0) reasons.push('Name particles agree (AL, BIN, DE…): weak evidence');
  if (c.unmatchedLong > 0) reasons.push(`${c.unmatchedLong} further name word${c.unmatchedLong > 1 ? 's' : ''} on one side only`);
  return reasons;
}

/** Plain-words reasons for a business match read word by word, rare words weighing more. */
export function businessTokenReasons(c: BusinessTokenComparison, subjectForm: string, listForm: string): string[] {
  const reasons: string[] = [];
  if (c.sameWords) reasons.push('Distinctive words of the business name agree');
  else {
    const exact = c.pairs.filter((p) => p[2] === 'exact').map((p) => titleCase(p[0]));
    const close = c.pairs.filter((p) => p[2] === 'close').map((p) => `${titleCase(p[0])} ~ ${titleCase(p[1])}`);
    if (exact.length) reasons.push(`Business name words agree: ${exact.join(', ')}`);
    if (close.length) reasons.push(`Business name words are close spellings: ${close.join(', ')}`);
    const acronyms = c.pairs.filter((p) => p[2] === 'acronym').map((p) => `${titleCase(p[0])} = ${titleCase(p[1])}`);
    if (acronyms.length) reasons.push(`An acronym stands for the other side's words: ${acronyms.join(', ')}`);
    const partial = c.pairs.filter((p) => p[2] === 'partial').map((p) => `${titleCase(p[0])} ~ ${titleCase(p[1])}`);
    if (partial.length) reasons.push(`Business name words are only partly alike: ${partial.join(', ')}`);
    if (c.unmatchedShare > 0)
      reasons.push(`Some business name words appear on one side only (${Math.round(c.unmatchedShare * 100)}% of its weight)`);
  }
  if (c.formConflicts) reasons.push(`Legal forms differ (${subjectForm} ≠ ${listForm})`);
  else if (c.formAgrees) reasons.push(`Legal forms agree (${subjectForm})`);
  if (c.qualifierConflicts) reasons.push('Qualifiers in parentheses or place names differ');
  return reasons;
}
