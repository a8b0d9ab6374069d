/**
 * Accuracy evaluation over the shared data (SHARED_DATA_DIR, default ../shared/data):
 *   npm run screening:eval [-- --seed 42]
 * Prints recall on planted LEIE persons, false alerts per 10,000 clean subjects, the MATCH share
 * for same-name people with a clearly different DOB, the FEBRL tuning figures, and the names-only
 * report on OpenSanctions' name_bench dev half (persons, businesses) beside logic-v2's figures.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runFebrlThroughCli } from '../src/evaluation/febrl-cli';
import { loadAllLists, requireDataDir, sharedDataDir } from '../src/evaluation/load-eval-data';
import { type BenchFigures, loadNameBench, runNameBench } from '../src/evaluation/name-bench';
import { runNameBenchThroughCli } from '../src/evaluation/name-bench-cli';
import { buildNpiBench, runNpiBench } from '../src/evaluation/npi-bench';
import { parseStateSource } from '../src/state-lists/parse-state-source';
import { stateSource } from '../src/state-lists/registry';
import { runEvaluation } from '../src/evaluation/run-evaluation';
import weights from '../src/matching/name-model-weights.json' with { type: 'json' };

const TARGETS = {
  recall: 0.995,
  falseAlertsPer10k: 0.5,
  sameNameMatchShare: 0.02,
  personF1: 0.85,
  businessF1: 0.93,
  febrlRecall: 0.95,
  febrlPrecision: 0.99,
};

const { values } = parseArgs({ options: { seed: { type: 'string', default: '20261122' }, verbose: { type: 'boolean', default: false } } });
const dataDir = requireDataDir(sharedDataDir());
const seed = Number(values.seed);
const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;
const mark = (ok: boolean): string => (ok ? 'met' : 'NOT MET');

const report = await runEvaluation({ dataDir, seed });
console.log(`data: ${dataDir}; seed ${seed}; ${report.listRecords} active list records (LEIE supplements + OFAC SDN + SAM sample)`);
console.log(
  `recall: ${report.found}/${report.planted} planted LEIE persons found = ${pct(report.recall)} (${report.foundAsMatch} as MATCH) — target ≥ ${pct(TARGETS.recall)}: ${mark(report.recall >= TARGETS.recall)}`,
);
for (const [kind, v] of Object.entries(report.byVariant)) console.log(`  ${kind.padEnd(20)} ${v.found}/${v.planted}`);
console.log(
  `false alerts: ${report.falseAlerts} on ${report.negatives} clean subjects = ${report.falseAlertsPer10k.toFixed(2)} per 10,000 — target ≤ ${TARGETS.falseAlertsPer10k}: ${mark(report.falseAlertsPer10k <= TARGETS.falseAlertsPer10k)}`,
);
console.log(
  `same name, DOB years apart: ${report.sameNameMatchBand}/${report.sameNameProbes} flagged MATCH = ${pct(report.sameNameMatchShare)} (${report.sameNamePossibleBand} POSSIBLE) — target ≤ ${pct(TARGETS.sameNameMatchShare)}: ${mark(report.sameNameMatchShare <= TARGETS.sameNameMatchShare)}`,
);
console.log(
  `same name and home, DOB years apart (a relative at one address): ${report.sameHomeMatchBand}/${report.sameHomeProbes} flagged MATCH, ${report.sameHomePossibleBand} POSSIBLE on the listed person — MATCH target ≤ ${pct(TARGETS.sameNameMatchShare)}: ${mark(report.sameHomeMatchBand <= TARGETS.sameNameMatchShare * report.sameHomeProbes)}`,
);
console.log(
  `the same probes with the home's street written the other common US way ("Street" / "St", "N" / "North", "Apt 4" / "#4"): ${report.rewrittenHomeMatchBand}/${report.rewrittenHomeProbes} flagged MATCH, ${report.rewrittenHomePossibleBand} POSSIBLE on the listed person — the home read as the same (decision 409)`,
);
console.log(`screening speed during eval: ${Math.round(report.screenedPerSecond)} subjects/s`);
for (const dataset of ['dataset1.csv', 'dataset2.csv'] as const) {
  for (const direction of ['originals-listed', 'duplicates-listed'] as const) {
    const f = await runFebrlThroughCli(dataDir, dataset, direction);
    const ok = f.recall >= TARGETS.febrlRecall && f.precision >= TARGETS.febrlPrecision;
    console.log(
      `FEBRL ${dataset} through the CLI path, ${direction}: ${f.found}/${f.expected} original–duplicate pairs alerted = recall ${pct(f.recall)} (${f.foundAsMatch} MATCH), ${f.wrongAlerts} alerts on other people, precision ${pct(f.precision)} — target recall ≥ ${pct(TARGETS.febrlRecall)} at precision ≥ ${pct(TARGETS.febrlPrecision)}: ${mark(ok)}`,
    );
  }
}
if (values.verbose || report.misses.length + report.falseAlertExamples.length <= 10) {
  for (const m of report.misses) console.log(`MISS ${JSON.stringify(m.subject)} expected ${m.expected} got ${JSON.stringify(m.results)}`);
  for (const f of report.falseAlertExamples) console.log(`FALSE ${JSON.stringify(f.subject)} → ${JSON.stringify(f.results)}`);
  for (const f of report.sameNameExamples)
    console.log(`SAME-NAME ${JSON.stringify(f.subject)} (list: ${f.expected}) → ${JSON.stringify(f.results)}`);
}

const pairs = await loadNameBench(dataDir);
const fmt = (f: BenchFigures): string =>
  `P ${f.precision.toFixed(3)} R ${f.recall.toFixed(3)} F1 ${f.f1.toFixed(3)} (TP ${f.tp}, FP ${f.fp}, FN ${f.fn}, TN ${f.tn})`;

// The product's path: roster CSV (first / middle / last) against list files read by the real
// parsers, both directions, each fold scored by weights fitted on the other folds (5-fold).
console.log(`names only through the CLI path — name_bench dev half, ${pairs.length} pairs, 5-fold held-out weights`);
for (const format of ['leie', 'ofac', 'sam'] as const) {
  for (const direction of ['name1-listed', 'name2-listed'] as const) {
    const r = await runNameBenchThroughCli(pairs, {
      dataDir,
      format,
      direction,
      folds: 5,
      seed,
      lambdas: { person: weights.personLambda, business: weights.businessLambda },
    });
    for (const [kind, target] of [
      ['person', TARGETS.personF1],
      ['business', TARGETS.businessF1],
    ] as const) {
      const ok = r[kind].engine.f1 >= target && r[kind].engine.f1 > r[kind].logicV2.f1;
      console.log(
        `  ${format.padEnd(4)} ${direction} ${kind.padEnd(8)} engine ${fmt(r[kind].engine)} | logic-v2 F1 ${r[kind].logicV2.f1.toFixed(3)} — target F1 ≥ ${target}, above logic-v2: ${mark(ok)}`,
      );
    }
    if (values.verbose && format === 'ofac' && direction === 'name1-listed')
      for (const { pair } of r.errors) console.log(`    ${pair.isMatch ? 'FN' : 'FP'} ${pair.kind} "${pair.name1}" / "${pair.name2}"`);
  }
}

// The whole-name library path, for comparison: each pair's name2 screened against an index of every pair's name1 plus the real lists.
const bench = runNameBench(pairs, { lists: await loadAllLists(dataDir) });
console.log(
  `names only — name_bench dev half, ${pairs.length} pairs with logic-v2 scores; index = every pair's name1 + ${bench.listRecords} list records`,
);
for (const [kind, target] of [
  ['person', TARGETS.personF1],
  ['business', TARGETS.businessF1],
] as const) {
  const r = bench[kind];
  const ok = r.engine.f1 >= target && r.engine.f1 > r.logicV2.f1;
  console.log(`  ${kind === 'person' ? 'persons   ' : 'businesses'} ${r.engine.pairs} pairs`);
  console.log(`    engine   ${fmt(r.engine)} — target F1 ≥ ${target} and above logic-v2: ${mark(ok)}`);
  console.log(`    logic-v2 ${fmt(r.logicV2)}`);
  console.log(
    `    candidate-set recall ${pct(r.candidateRecall)} of true pairs; cross alerts: ${r.crossAlertsBench} on other pairs' records (other names), ${r.crossAlertsLists} on the real lists' records`,
  );
  if (values.verbose)
    for (const e of r.errors)
      console.log(
        `    ${e.pair.isMatch ? 'FN' : 'FP'} ${e.score.toFixed(3)} "${e.pair.name1}" / "${e.pair.name2}": ${e.reasons.join('; ')}`,
      );
}

// A benchmark from the lists themselves: records of different files sharing a valid NPI with
// differently spelt names (positives), same-name people with different NPIs or DOBs (hard negatives).
const listRecords = await loadAllLists(dataDir);
const paFile = join(dataDir, 'state-lists', 'pa1-0.txt');
for await (const r of parseStateSource(createReadStream(paFile), stateSource('state:PA')!, { file: paFile })) listRecords.push(r);
const npiPairs = buildNpiBench(listRecords);
const npi = await runNpiBench(npiPairs);
console.log(
  `lists' own benchmark (LEIE supplements + SAM sample + PA 2016, ${listRecords.length} records): ${npi.positives} same-NPI pairs spelt differently, ${npi.hardNegatives} same-name pairs with different NPIs or DOBs`,
);
console.log(
  `  positives alerted on names and DOB alone ${npi.found}/${npi.positives}, with the NPI on the roster ${npi.foundWithNpi}/${npi.positives}; hard negatives alerted ${npi.falseAlerts}/${npi.hardNegatives} (${npi.falseMatches} MATCH)`,
);
if (values.verbose)
  for (const p of npiPairs)
    console.log(
      `  ${p.kind} ${p.why}: "${p.a.names.full}" ${p.a.dob ?? ''} (${p.a.source}) / "${p.b.names.full}" ${p.b.dob ?? ''} (${p.b.source})`,
    );
