import type { IndexedBusinessName } from './indexed-types';
import type { NormalizedBusinessName } from './normalize-business-name';
import { jaroWinkler, withinOneEdit } from './string-distance';

export type BusinessNameRelation = 'exact' | 'truncated' | 'reordered' | 'similar' | 'disagree';

export const BUSINESS_NAME_WEIGHTS: Record<BusinessNameRelation, number> = {
  exact: 8,
  truncated: 7.5,
  reordered: 7,
  similar: 5,
  disagree: -6,
};

function sameTokenSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sa = [...a].sort();
  const sb = [...b].sort();
  return sa.every((t, i) => t === sb[i]);
}

/** Every token of `a` has an equal or one-typo token in `b`, and vice versa (same count). */
function tokensAlmostEqual(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  let typos = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (Math.min(x.length, y.length) < 4 || !withinOneEdit(x, y)) return false;
    typos++;
  }
  return typos <= 1;
}

/**
 * Compares normalised business names (legal forms already removed). LEIE cuts BUSNAME at 30
 * characters, so a truncated list name only has to be a prefix of the subject's name.
 */
export function compareBusinessNames(subject: NormalizedBusinessName, list: IndexedBusinessName): BusinessNameRelation {
  const s = subject.key;
  const l = list.name.key;
  if (s === '' || l === '') return 'disagree';
  if (s === l) return 'exact';
  if (list.truncated && l.length >= 10) {
    // The cut may fall inside a word ("MANAGEMEN") or drop a legal form ("…, I").
    const lastSpace = l.lastIndexOf(' ');
    if (s.startsWith(l) || (lastSpace > 0 && s.startsWith(l.slice(0, lastSpace)) && s.length > l.length)) return 'truncated';
  }
  if (sameTokenSet(subject.tokens, list.name.tokens)) return 'reordered';
  if (tokensAlmostEqual(subject.tokens, list.name.tokens)) return 'similar';
  if (Math.min(s.length, l.length) >= 8 && jaroWinkler(s, l) >= 0.95) return 'similar';
  return 'disagree';
}
