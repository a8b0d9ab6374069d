// Scratch buffers reused across calls: the matcher compares millions of short strings.
let flagsA = new Uint8Array(64);
let flagsB = new Uint8Array(64);

/**
 * Jaro-Winkler similarity (0–1) with the standard prefix scale 0.1 over at most 4 characters.
 */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  if (la > flagsA.length) flagsA = new Uint8Array(la * 2);
  if (lb > flagsB.length) flagsB = new Uint8Array(lb * 2);
  flagsA.fill(0, 0, la);
  flagsB.fill(0, 0, lb);
  const window = Math.max(0, (Math.max(la, lb) >> 1) - 1);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    const c = a.charCodeAt(i);
    for (let j = lo; j <= hi; j++) {
      if (flagsB[j] === 0 && b.charCodeAt(j) === c) {
        flagsA[i] = 1;
        flagsB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (flagsA[i] === 0) continue;
    while (flagsB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / la + m / lb + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  const maxPrefix = Math.min(4, la, lb);
  while (prefix < maxPrefix && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/**
 * True when `a` and `b` differ by at most one edit: a substitution, insertion, deletion or a
 * swap of two adjacent characters (the typical typo). Linear time, no allocation.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (la - lb > 1 || lb - la > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) {
    // Substitution at i (rest equal), or a swap of i and i+1 (rest after them equal).
    if (restEqual(a, i + 1, b, i + 1)) return true;
    return (
      i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && restEqual(a, i + 2, b, i + 2)
    );
  }
  return la > lb ? restEqual(a, i + 1, b, i) : restEqual(a, i, b, i + 1);
}

/**
 * True when `a` and `b` differ by at most two such edits (optimal string alignment distance ≤ 2).
 * Banded to the two diagonals either side, so it costs a few rows of the string's length; it runs
 * only for a candidate still in play.
 */
export function withinTwoEdits(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (la - lb > 2 || lb - la > 2) return false;
  const BIG = 3;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: lb + 1 }, (_, j) => Math.min(j, BIG));
  for (let i = 1; i <= la; i++) {
    const row: number[] = new Array<number>(lb + 1).fill(BIG);
    row[0] = Math.min(i, BIG);
    let best = row[0];
    for (let j = Math.max(1, i - 2); j <= Math.min(lb, i + 2); j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = Math.min(d, BIG);
      if (row[j]! < best) best = row[j]!;
    }
    if (best > 2) return false;
    prev2 = prev;
    prev = row;
  }
  return prev[lb]! <= 2;
}

/** a[i..] === b[j..] without allocating substrings (this runs for every candidate). */
function restEqual(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  while (i < a.length) if (a.charCodeAt(i++) !== b.charCodeAt(j++)) return false;
  return true;
}
