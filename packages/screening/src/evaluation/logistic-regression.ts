/**
 * L2-regularised logistic regression fitted by Newton's method (IRLS). Small and exact: the name
 * models have a dozen features and a few hundred labelled pairs. The bias (feature 0) is not
 * penalised; features listed in `nonPositive` are kept at or below zero.
 */
export function fitLogistic(
  xs: readonly number[][],
  ys: readonly number[],
  lambda = 1,
  iterations = 50,
  nonPositive: ReadonlySet<number> = new Set(),
): number[] {
  const d = xs[0]?.length ?? 0;
  const w = new Array<number>(d).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(d).fill(0);
    const hess = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (let n = 0; n < xs.length; n++) {
      const x = xs[n]!;
      const p = sigmoid(dot(w, x));
      const r = p - ys[n]!;
      const s = p * (1 - p);
      for (let i = 0; i < d; i++) {
        grad[i]! += r * x[i]!;
        for (let j = 0; j < d; j++) hess[i]![j]! += s * x[i]! * x[j]!;
      }
    }
    for (let i = 1; i < d; i++) {
      grad[i]! += lambda * w[i]!;
      hess[i]![i]! += lambda;
    }
    hess[0]![0]! += 1e-6;
    const step = solve(hess, grad);
    let size = 0;
    for (let i = 0; i < d; i++) {
      const before = w[i]!;
      w[i]! -= step[i]!;
      // Sign constraints from prior knowledge (an unpaired word is never evidence for a match):
      // projected Newton, the weight is held at 0 when the data pull it the other way.
      if (nonPositive.has(i) && w[i]! > 0) w[i] = 0;
      size += Math.abs(w[i]! - before);
    }
    if (size < 1e-9) break;
  }
  return w;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function dot(w: readonly number[], x: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += w[i]! * x[i]!;
  return s;
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]! || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / (row[i]! || 1e-12));
}
