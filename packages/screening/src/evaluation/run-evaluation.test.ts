import { describe, expect, it } from 'vitest';
import { requireDataDir, sharedDataDir } from './load-eval-data';
import { runEvaluation } from './run-evaluation';

describe('accuracy evaluation (seeded, reduced)', () => {
  it('meets the recall, false-alert and same-name targets', async () => {
    const report = await runEvaluation({ dataDir: requireDataDir(sharedDataDir()), seed: 7, plantedLimit: 800, sameNameLimit: 800 });
    expect(report.planted).toBeGreaterThan(750);
    expect(report.recall).toBeGreaterThanOrEqual(0.99);
    expect(report.falseAlertsPer10k).toBeLessThanOrEqual(1);
    expect(report.sameNameMatchShare).toBeLessThanOrEqual(0.02);
    for (const [kind, v] of Object.entries(report.byVariant)) expect(v.planted, kind).toBeGreaterThan(0);
  }, 60_000);
});
