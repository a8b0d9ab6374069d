import { doubleMetaphone } from 'double-metaphone';

const cache = new Map<string, readonly string[]>();
const CACHE_LIMIT = 200_000;

/**
 * Double Metaphone codes of a folded name token (primary, and alternate when it differs).
 * Memoised: rosters and lists repeat the same surnames constantly.
 */
export function phoneticCodes(token: string): readonly string[] {
  let codes = cache.get(token);
  if (codes) return codes;
  const [primary, alternate] = doubleMetaphone(token);
  codes = primary === alternate || alternate === '' ? [primary] : [primary, alternate];
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(token, codes);
  return codes;
}

/** True when the two tokens share a Double Metaphone code. */
export function soundAlike(a: string, b: string): boolean {
  const ca = phoneticCodes(a);
  const cb = phoneticCodes(b);
  for (const x of ca) if (x !== '' && cb.includes(x)) return true;
  return false;
}

/** True when two precomputed code lists share a non-empty code. */
export function codesOverlap(a: readonly string[], b: readonly string[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (x !== '' && b.includes(x)) return true;
  }
  return false;
}
