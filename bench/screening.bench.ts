/**
 * Screening engine benchmark: `npx tsx bench/screening.bench.ts` (re-runs itself with
 * --expose-gc for honest heap figures). Builds ~100k synthetic list records from real LEIE,
 * FEBRL and negatives names recombined, then measures index build time and memory, batch
 * throughput for 1k/10k/100k/1M subjects (1M generated on the fly, never held), and
 * single-subject latency against the warm index. Figures go to stdout; see
 * bench/README-screening.md for recorded results.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, readdirSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../packages/screening/src/evaluation/seeded-random';
import { loadFebrl, loadNegatives, requireDataDir, sharedDataDir } from '../packages/screening/src/evaluation/load-eval-data';
import { buildIndex } from '../packages/screening/src/matching/build-index';
import { loadNicknames } from '../packages/screening/src/matching/nicknames';
import { ParallelScreener } from '../packages/screening/src/matching/parallel-screener';
import { screenSubject } from '../packages/screening/src/matching/screen';
import type { ListRecord } from '../packages/screening/src/model/list-record';
import type { MatchResult } from '../packages/screening/src/model/match-result';
import type { Subject } from '../packages/screening/src/model/subject';
import { parseLeie } from '../packages/screening/src/parsing/parse-leie';

if (typeof globalThis.gc !== 'function' && !process.env.SCREENING_BENCH_CHILD) {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, SCREENING_BENCH_CHILD: '1' },
    },
  );
  process.exit(child.status ?? 1);
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const LIST_SIZE = Number(process.env.LIST_SIZE ?? 100_000);
const STATES = ['AL', 'AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'IN', 'MA', 'MI', 'MN', 'NC', 'NJ', 'NY', 'OH', 'PA', 'TN', 'TX', 'VA', 'WA'];
const BUSINESS_WORDS = [
  'CARE',
  'HOME',
  'HEALTH',
  'MEDICAL',
  'SUPPLY',
  'PHARMACY',
  'TRANSPORT',
  'AMBULANCE',
  'CLINIC',
  'THERAPY',
  'DENTAL',
  'VISION',
  'SENIOR',
  'LIVING',
  'FAMILY',
  'COMMUNITY',
  'WELLNESS',
  'REHAB',
  'LABS',
  'IMAGING',
];
const FORMS = ['INC', 'LLC', 'CORP', 'PC', 'PLLC', 'LTD', ''];

// ---- name pools from the shared data ---------------------------------------------------------
const dataDir = requireDataDir(sharedDataDir());
const firsts: string[] = [];
const middles: string[] = [];
const lasts: string[] = [];
for (const f of readdirSync(join(dataDir, 'leie')).filter((x) => /EXCL|sanc/i.test(x))) {
  for await (const r of parseLeie(createReadStream(join(dataDir, 'leie', f)), { file: f })) {
    if (r.kind !== 'person') continue;
    if (r.names.first) firsts.push(r.names.first);
    if (r.names.middle) middles.push(r.names.middle);
    if (r.names.last) lasts.push(r.names.last);
  }
}
for (const n of await loadNegatives(dataDir)) {
  if (n.firstName) firsts.push(n.firstName.toUpperCase());
  if (n.middleName) middles.push(n.middleName.toUpperCase());
  if (n.lastName) lasts.push(n.lastName.toUpperCase());
}
for (const ds of ['dataset1.csv', 'dataset2.csv'] as const) {
  for (const r of await loadFebrl(dataDir, ds)) {
    if (r.subject.firstName) firsts.push(r.subject.firstName.toUpperCase());
    if (r.subject.lastName) lasts.push(r.subject.lastName.toUpperCase());
  }
}
const random = seededRandom(20261122);
const dob = (): string =>
  `${random.int(1935, 2002)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

function syntheticRecord(i: number): ListRecord {
  const state = random.pick(STATES);
  const address = {
    street: `${random.int(1, 9999)} ${random.pick(lasts)} ST`,
    city: random.pick(lasts),
    state,
    zip: String(random.int(10000, 99999)),
  };
  const npi = random.chance(0.2) ? String(1_000_000_000 + random.int(0, 899_999_999)) : undefined;
  // The raw row is kept on every record, as the real parsers do; it dominates memory.
  const raw: Record<string, string> = {
    GENERAL: 'IND- LIC HC SERV PRO',
    SPECIALTY: 'NURSE/NURSES AIDE',
    UPIN: '',
    NPI: npi ?? '0000000000',
    ADDRESS: address.street,
    CITY: address.city,
    STATE: state,
    ZIP: address.zip,
    EXCLTYPE: '1128b4',
    EXCLDATE: '20160720',
    REINDATE: '00000000',
    WAIVERDATE: '00000000',
    WVRSTATE: '',
  };
  if (i % 10 === 0) {
    const name = `${random.pick(lasts)} ${random.pick(BUSINESS_WORDS)} ${random.pick(BUSINESS_WORDS)} ${random.pick(FORMS)}`.trim();
    return {
      source: 'leie',
      recordId: `bench-${i}`,
      kind: 'business',
      names: { full: name, business: name },
      aliases: [],
      identifiers: { npi },
      address,
      raw: { ...raw, BUSNAME: name },
    };
  }
  const first = random.pick(firsts);
  const middle = random.chance(0.6) ? random.pick(middles) : undefined;
  const last = random.chance(0.05) ? `${random.pick(lasts)}-${random.pick(lasts)}` : random.pick(lasts);
  const d = random.chance(0.95) ? dob() : undefined;
  return {
    source: 'leie',
    recordId: `bench-${i}`,
    kind: 'person',
    names: { first, middle, last, full: [first, middle, last].filter(Boolean).join(' ') },
    aliases: [],
    dob: d,
    identifiers: { npi },
    address,
    raw: { ...raw, LASTNAME: last, FIRSTNAME: first, MIDNAME: middle ?? '', DOB: d?.replace(/-/g, '') ?? '' },
  };
}

const records: ListRecord[] = Array.from({ length: LIST_SIZE }, (_, i) => syntheticRecord(i));
const nicknames = loadNicknames();

// ---- index build -------------------------------------------------------------------------------
gc();
const heapBefore = process.memoryUsage().heapUsed;
const buildStarted = performance.now();
const buildCpuStarted = process.cpuUsage();
const index = buildIndex(records, { nicknames });
const buildMs = performance.now() - buildStarted;
const buildCpu = process.cpuUsage(buildCpuStarted);
const buildCpuMs = (buildCpu.user + buildCpu.system) / 1000;
const peakRssAfterBuild = process.resourceUsage().maxRSS * 1024;
gc();
const heapAfter = process.memoryUsage().heapUsed;
const usage = process.memoryUsage();

// ---- subjects: 99 % clean recombined people, 1 % copies of listed people -------------------------
const personRecords = records.filter((r) => r.kind === 'person');
function subjectAt(i: number): Subject {
  if (i % 100 === 0) {
    const r = random.pick(personRecords);
    return { id: `s${i}`, kind: 'person', firstName: r.names.first, lastName: r.names.last, dob: r.dob, state: r.address.state };
  }
  return {
    id: `s${i}`,
    kind: 'person',
    firstName: random.pick(firsts),
    middleName: random.chance(0.3) ? random.pick(middles) : undefined,
    lastName: random.pick(lasts),
    dob: dob(),
    state: random.pick(STATES),
  };
}

/**
 * Up to 100k subjects are generated before the clock starts (a roster already in memory);
 * the 1M run generates each subject inside the loop, so it also pays for building it.
 */
function batch(count: number): { perSecond: number; perCpuSecond: number; alerts: number; seconds: number } {
  let alerts = 0;
  const roster = count <= 100_000 ? Array.from({ length: count }, (_, i) => subjectAt(i)) : undefined;
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) alerts += screenSubject(index, roster ? roster[i]! : subjectAt(i)).length;
  const seconds = (performance.now() - started) / 1000;
  // CPU time of this process: on a shared machine wall time also counts other programs' work.
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { perSecond: count / seconds, perCpuSecond: count / cpuSeconds, alerts, seconds };
}

batch(2_000); // warm-up: JIT and the phonetic cache
const batches = (process.env.BENCH_QUICK ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]).map((n) => ({ n, ...batch(n) }));

const latencies = new Float64Array(10_000);
for (let i = 0; i < latencies.length; i++) {
  const subject = subjectAt(i);
  const t = performance.now();
  screenSubject(index, subject);
  latencies[i] = performance.now() - t;
}
latencies.sort();

// ---- the same batches on every core: one worker thread (and index) per core ----------------------
const workerCount = availableParallelism();
const parallelStarted = performance.now();
const screener = await ParallelScreener.start(records, { workers: workerCount });
const parallelStartMs = performance.now() - parallelStarted;

/**
 * Up to 100k subjects are in memory before the clock starts, as above; the 1M run generates them in
 * blocks of 100k in the main thread while the workers screen the blocks already sent.
 */
async function parallelBatch(count: number): Promise<{ perSecond: number; alerts: number; seconds: number }> {
  const block = Math.min(count, 100_000);
  const roster = count <= 100_000 ? Array.from({ length: count }, (_, i) => subjectAt(i)) : undefined;
  const started = performance.now();
  const answers: Promise<MatchResult[][]>[] = [];
  for (let first = 0; first < count; first += block) {
    answers.push(screener.screen(roster ?? Array.from({ length: Math.min(block, count - first) }, (_, i) => subjectAt(first + i))));
  }
  const alerts = (await Promise.all(answers)).reduce((sum, results) => sum + results.reduce((n, hits) => n + hits.length, 0), 0);
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: count / seconds, alerts, seconds };
}

await parallelBatch(2_000); // warm-up of every worker
const parallelBatches: { n: number; perSecond: number; alerts: number; seconds: number }[] = [];
for (const n of process.env.BENCH_QUICK ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000])
  parallelBatches.push({ n, ...(await parallelBatch(n)) });
await screener.close();
const pct = (p: number): number => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;

console.log(
  `screening benchmark — ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'})`,
);
console.log(
  `list: ${index.stats.records} records, ${index.stats.names} names, ${index.stats.keys} blocking keys (from ${firsts.length} first / ${lasts.length} last names of LEIE, FEBRL, negatives)`,
);
console.log(
  `index build: ${buildMs.toFixed(0)} ms wall, ${buildCpuMs.toFixed(0)} ms CPU; heap held by the index ≈ ${mb(heapAfter - heapBefore)}; after build: heap used ${mb(usage.heapUsed)} (records + index), RSS ${mb(usage.rss)}, peak RSS so far ${mb(peakRssAfterBuild)}`,
);
for (const b of batches) {
  console.log(
    `batch ${String(b.n).padStart(9)} subjects: ${Math.round(b.perSecond).toString().padStart(6)} subjects/s wall, ${Math.round(b.perCpuSecond).toString().padStart(6)} per CPU-second (${b.seconds.toFixed(2)} s, ${b.alerts} alerts)`,
  );
}
console.log(`parallel: ${workerCount} worker threads, each with its own index, ready in ${parallelStartMs.toFixed(0)} ms`);
for (const b of parallelBatches) {
  console.log(
    `parallel batch ${String(b.n).padStart(9)} subjects: ${Math.round(b.perSecond).toString().padStart(6)} subjects/s wall (${b.seconds.toFixed(2)} s, ${b.alerts} alerts)`,
  );
}
console.log(
  `peak RSS of the whole run: ${mb(process.resourceUsage().maxRSS * 1024)}; load average at the end: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(
  `single subject, warm index: p50 ${pct(0.5).toFixed(3)} ms, p95 ${pct(0.95).toFixed(3)} ms, p99 ${pct(0.99).toFixed(3)} ms, max ${pct(1).toFixed(3)} ms`,
);
