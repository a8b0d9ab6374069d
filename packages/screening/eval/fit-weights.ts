/**
 * Fits the names-only model (src/matching/name-model-weights.json) on the dev half of
 * OpenSanctions' name_bench (SHARED_DATA_DIR/name_bench_dev), persons and businesses apart:
 *   npx tsx packages/screening/eval/fit-weights.ts [--lambda 1] [--folds 5] [--seed 16] [--dry-run]
 * For each kind it picks the L2 strength from a small grid (0.1, 0.3, 1, 3; or --lambda) by 5-fold
 * cross-validated F1 (each fold scored by weights fitted without it), prints that held-out F1
 * beside the in-sample F1, then writes the weights fitted on all pairs. Deterministic per seed.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { loadAllLists, requireDataDir, sharedDataDir } from '../src/evaluation/load-eval-data';
import { againstOnly, pairFeatures } from '../src/evaluation/fit-name-model';
import { dot, fitLogistic } from '../src/evaluation/logistic-regression';
import { type NameBenchPair, loadNameBench, pairRecord } from '../src/evaluation/name-bench';
import { seededRandom } from '../src/evaluation/seeded-random';
import { buildIndex } from '../src/matching/build-index';
import { BUSINESS_FEATURES, PERSON_FEATURES } from '../src/matching/name-model';
import { loadNicknames } from '../src/matching/nicknames';

const { values } = parseArgs({
  options: {
    lambda: { type: 'string' },
    folds: { type: 'string', default: '5' },
    seed: { type: 'string', default: '16' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const lambdas = values.lambda === undefined ? [0.1, 0.3, 1, 3] : [Number(values.lambda)];
const folds = Number(values.folds);
const dataDir = requireDataDir(sharedDataDir());
const pairs = await loadNameBench(dataDir);
const nicknames = loadNicknames();
// Word rarity as the engine sees it when screening: the real lists plus the bench's list side.
const index = buildIndex([...(await loadAllLists(dataDir)), ...pairs.map(pairRecord)], { nicknames });

/** The pair's features as the product reads them (split names), or undefined when the token rules reject it. */
const features = (pair: NameBenchPair): number[] | undefined => pairFeatures(pair, nicknames, index.businessRarity);

/** F1 of the weights on pairs; a pair the rules reject (no features) is predicted a non-match. */
function f1(ws: readonly number[], xs: ReadonlyArray<number[] | undefined>, ys: readonly number[]): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  xs.forEach((x, i) => {
    const predicted = x !== undefined && dot(ws, x) >= 0;
    if (predicted && ys[i]) tp++;
    else if (predicted) fp++;
    else if (ys[i]) fn++;
  });
  return tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
}

const out: Record<string, unknown> = {
  fitted: new Date().toISOString().slice(0, 10),
  by: 'packages/screening/eval/fit-weights.ts',
  data: 'name_bench_dev/logicv2-frozen.csv (dev half only)',
  method: `L2 logistic regression, Newton/IRLS, weights of evidence against a match kept ≤ 0; L2 strength chosen from ${lambdas.join(', ')} by ${folds}-fold cross-validated F1, seed ${values.seed}`,
};
for (const kind of ['person', 'business'] as const) {
  const names: readonly string[] = kind === 'person' ? PERSON_FEATURES : BUSINESS_FEATURES;
  // Evidence that can only count against a match, whatever a small sample suggests.
  const against = againstOnly(names);
  const subset = pairs.filter((p) => p.kind === kind);
  const xs = subset.map(features);
  const ys = subset.map((p) => (p.isMatch ? 1 : 0));
  const order = seededRandom(Number(values.seed)).shuffle(subset.map((_, i) => i));
  const crossValidate = (lambda: number): number[] => {
    const heldOut: number[] = [];
    for (let k = 0; k < folds; k++) {
      const test = order.filter((_, i) => i % folds === k);
      const train = order.filter((_, i) => i % folds !== k && xs[order[i]!] !== undefined);
      const w = fitLogistic(
        train.map((i) => xs[i]!),
        train.map((i) => ys[i]!),
        lambda,
        50,
        against,
      );
      heldOut.push(
        f1(
          w,
          test.map((i) => xs[i]),
          test.map((i) => ys[i]!),
        ),
      );
    }
    return heldOut;
  };
  let best = { lambda: lambdas[0]!, heldOut: [] as number[], mean: -1 };
  for (const lambda of lambdas) {
    const heldOut = crossValidate(lambda);
    const mean = heldOut.reduce((s, x) => s + x, 0) / folds;
    console.log(`  ${kind} lambda ${lambda}: ${folds}-fold held-out F1 ${mean.toFixed(3)}`);
    if (mean > best.mean) best = { lambda, heldOut, mean };
  }
  const { lambda, heldOut } = best;
  const usable = subset.map((_, i) => i).filter((i) => xs[i] !== undefined);
  const weights = fitLogistic(
    usable.map((i) => xs[i]!),
    usable.map((i) => ys[i]!),
    lambda,
    50,
    against,
  ).map((w) => Math.round(w * 1000) / 1000);
  const cv = heldOut.reduce((s, x) => s + x, 0) / folds;
  const inSample = f1(weights, xs, ys);
  console.log(
    `${kind}: ${subset.length} pairs (${usable.length} past the token rules); F1 in-sample ${inSample.toFixed(3)}, ${folds}-fold held-out ${cv.toFixed(3)} (folds ${heldOut.map((x) => x.toFixed(2)).join(' ')})`,
  );
  console.log(`  weights: ${names.map((n, i) => `${n} ${weights[i]}`).join(', ')}`);
  out[kind] = weights;
  out[`${kind}Features`] = names;
  out[`${kind}Lambda`] = lambda;
  out[`${kind}F1`] = { inSample: Math.round(inSample * 1000) / 1000, heldOut: Math.round(cv * 1000) / 1000 };
}
if (!values['dry-run']) {
  const file = fileURLToPath(new URL('../src/matching/name-model-weights.json', import.meta.url));
  // Written as the repository's formatter writes JSON, so a re-fit shows only changed numbers.
  writeFileSync(file, await format(JSON.stringify(out), { ...(await resolveConfig(file)), filepath: file }));
  console.log(`wrote ${file}`);
}
