import { describe, expect, it } from 'vitest';
import weights from '../matching/name-model-weights.json' with { type: 'json' };
import { runFebrlThroughCli } from './febrl-cli';
import { requireDataDir, sharedDataDir } from './load-eval-data';
import { loadNameBench } from './name-bench';
import { runNameBenchThroughCli } from './name-bench-cli';
import { runEvaluation } from './run-evaluation';

describe('accuracy evaluation (seeded, reduced)', () => {
  it('meets the recall, false-alert and same-name targets', async () => {
    const report = await runEvaluation({ dataDir: requireDataDir(sharedDataDir()), seed: 7, plantedLimit: 800, sameNameLimit: 800 });
    expect(report.planted).toBeGreaterThan(750);
    expect(report.recall).toBeGreaterThanOrEqual(0.99);
    // Issue 31's target; 0 on the full clean roster since common surnames need more than a near name (decision 329).
    expect(report.falseAlertsPer10k).toBeLessThanOrEqual(0.5);
    expect(report.sameNameMatchShare).toBeLessThanOrEqual(0.02);
    // The same name at the same home is at most reviewed, never a MATCH (decision 356).
    expect(report.sameHomeProbes).toBeGreaterThan(700);
    expect(report.sameHomeMatchBand).toBe(0);
    // The same home with its street written the other common US way is still the same home (decision 409).
    expect(report.rewrittenHomeProbes).toBeGreaterThan(500);
    expect(report.rewrittenHomeMatchBand).toBe(0);
    expect(report.rewrittenHomePossibleBand / report.rewrittenHomeProbes).toBeGreaterThanOrEqual(0.95);
    for (const [kind, v] of Object.entries(report.byVariant)) expect(v.planted, kind).toBeGreaterThan(0);
  }, 60_000);

  it('screens a fixed name_bench sample through the CLI path (OFAC rows, split roster) above logic-v2, held-out folds', async () => {
    const dataDir = requireDataDir(sharedDataDir());
    const pairs = (await loadNameBench(dataDir)).filter((_, i) => i % 2 === 0);
    const report = await runNameBenchThroughCli(pairs, {
      dataDir,
      format: 'ofac',
      direction: 'name1-listed',
      folds: 3,
      seed: 31,
      lambdas: { person: weights.personLambda, business: weights.businessLambda },
    });
    // 0.810 on this sample (0.863 on all pairs, 5 folds, with decision 390); 0.78 held it before.
    expect(report.person.engine.f1).toBeGreaterThanOrEqual(0.81);
    expect(report.person.engine.f1).toBeGreaterThan(report.person.logicV2.f1);
    expect(report.business.engine.f1).toBeGreaterThanOrEqual(0.8);
  }, 60_000);

  it('finds FEBRL duplicates through the CLI path at the precision target', async () => {
    const report = await runFebrlThroughCli(requireDataDir(sharedDataDir()), 'dataset1.csv', 'originals-listed');
    // 95.9 % at 99.6 % with house numbers left out or mistyped and the home weighed as evidence (decisions 384-387); target 95 %.
    expect(report.recall).toBeGreaterThanOrEqual(0.955);
    expect(report.precision).toBeGreaterThanOrEqual(0.99);
  }, 60_000);

  it('finds FEBRL dataset 2 duplicates through the CLI path above the precision target, names alone at another home weighing less', async () => {
    const report = await runFebrlThroughCli(requireDataDir(sharedDataDir()), 'dataset2.csv', 'duplicates-listed');
    // 95.3 % at 99.4 %: 6 wrong alerts, 11 before a home that disagrees everywhere counted against names alone (decision 389).
    expect(report.recall).toBeGreaterThanOrEqual(0.95);
    expect(report.precision).toBeGreaterThanOrEqual(0.99);
  }, 60_000);
});
