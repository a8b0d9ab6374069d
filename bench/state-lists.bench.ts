/**
 * State lists (issue 32): `npx tsx bench/state-lists.bench.ts [--employees 100000] [--state-rows 40000]`.
 * On an embedded PostgreSQL: imports every state source's fixture through the server's import (target:
 * all 44 in < 20 s), then a synthetic Pennsylvania-format file of --state-rows rows and the shipped
 * LEIE supplements, so that every list is in force; re-screens --employees employees against all of
 * them (target < 30 s) and measures one subject's latency on the warm index (target p95 < 1 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { stateFixturePath } from '../packages/screening/src/state-lists/fixtures/state-fixtures';
import { STATE_SOURCES } from '../packages/screening/src/state-lists/registry';
import { screenSubject } from '../packages/screening/src/matching/screen';
import { buildSubscription, buildVendor } from '../apps/server/src/db/seed/factories';
import { shippedListFiles } from '../apps/server/src/modules/screening/lists/demo-lists';
import { importListFromPath } from '../apps/server/src/modules/screening/lists/import-list-from-path';
import { currentIndex } from '../apps/server/src/modules/screening/monitoring/index-cache';
import { fullRescreenHere, leieLastNames, peakRss, seconds, withBenchApp } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const EMPLOYEES = option('employees', 100_000);
const STATE_ROWS = option('state-rows', 40_000);

let seed = 7;
const random = () => (seed = (seed * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32;
const FIRST = ['JAMES', 'MARY', 'ROBERT', 'PATRICIA', 'JOHN', 'JENNIFER', 'MICHAEL', 'LINDA', 'DAVID', 'SUSAN', 'KAREN', 'NANCY'];
const LAST = leieLastNames();
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;

/** A Pennsylvania Medicheck file of `rows` synthetic people (the state list with the most columns). */
function writePennsylvaniaFile(file: string, rows: number): Array<{ first: string; last: string }> {
  const header =
    'ProviderName,LicenseNumber,Status,BeginDate,EndDate,CAO,ListDate,NAM_LAST_PROVR,NAM_FIRST_PROVR,NAM_MIDDLE_PROVR,IDN_NPI,NBR_FEIN';
  const people: Array<{ first: string; last: string }> = [];
  const lines = [header];
  for (let i = 0; i < rows; i++) {
    const person = { first: pick(FIRST), last: `${pick(LAST)}${i % 5 === 0 ? pick(LAST).slice(0, 3) : ''}` };
    if (i % Math.max(1, Math.floor(rows / 50)) === 0) people.push(person);
    lines.push(
      `"${person.last}, ${person.first}",RN${i},Precluded,1/1/2020 0:00:00,12/31/2299 0:00:00,Philadelphia,2/1/2020 0:00:00,${person.last},${person.first},,,`,
    );
  }
  fs.writeFileSync(file, lines.join('\n'));
  return people;
}

await withBenchApp({ runWorker: false, env: { LOG_LEVEL: 'silent' } }, async (app) => {
  const deps = app.runtime.deps;
  const fixturesStart = performance.now();
  let fixtureRecords = 0;
  for (const source of STATE_SOURCES) {
    const outcome = await importListFromPath(deps, { sourceId: source.id, filePath: stateFixturePath(source), demo: true });
    if (outcome.status !== 'ACTIVE') throw new Error(`${source.id}: ${outcome.error}`);
    fixtureRecords += outcome.recordCount;
  }
  const fixturesMs = performance.now() - fixturesStart;
  console.log(
    `import of all ${STATE_SOURCES.length} state fixtures (server import, one snapshot each): ${seconds(fixturesMs)}, ${fixtureRecords} records in force [target < 20 s]`,
  );

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-states-'));
  const paFile = path.join(dir, 'pa-medicheck.csv');
  const listPeople = writePennsylvaniaFile(paFile, STATE_ROWS);
  const paStart = performance.now();
  const pa = await importListFromPath(deps, { sourceId: 'state:PA', filePath: paFile });
  console.log(
    `import of a ${STATE_ROWS.toLocaleString()}-row PA file: ${seconds(performance.now() - paStart)} (${pa.recordCount} records in force)`,
  );
  for (const file of shippedListFiles().filter((f) => f.sourceId === 'leie')) await importListFromPath(deps, file);
  fs.rmSync(dir, { recursive: true, force: true });

  const vendor = await buildVendor(deps.db, { businessName: 'Bench Vendor' });
  await buildSubscription(deps.db, { vendorId: vendor.id });
  const firsts = Array.from({ length: EMPLOYEES }, (_, i) => (i < listPeople.length ? listPeople[i]!.first : `${pick(FIRST)}A${i}`));
  const lasts = Array.from({ length: EMPLOYEES }, (_, i) => (i < listPeople.length ? listPeople[i]!.last : `ZZ${pick(LAST)}${i}`));
  await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index)
            SELECT ${vendor.id}, f, l, '1970-01-01'::date, 'bench', 'bench-' || n
              FROM unnest(${firsts}::text[], ${lasts}::text[]) WITH ORDINALITY AS t(f, l, n)`.execute(deps.db);

  const indexStart = performance.now();
  const index = await currentIndex(deps.db);
  const indexMs = performance.now() - indexStart;
  const sources = await deps.db.selectFrom('list_records').select('source_id').distinct().execute();
  const screenStart = performance.now();
  const { result: run, peakMb } = await peakRss(() => fullRescreenHere(deps));
  const screenMs = performance.now() - screenStart;
  console.log(
    `full re-screen of ${run.subjects_done.toLocaleString()} employees against ${index.stats.records.toLocaleString()} records of ${sources.length} lists: ${seconds(screenMs)}, ` +
      `index load+build ${seconds(indexMs)}, alerts created ${run.alerts_created}, peak RSS ${peakMb} MB [target < 30 s]`,
  );

  const latencies: number[] = [];
  for (let i = 0; i < 5_000; i++) {
    const subject = {
      id: `s${i}`,
      kind: 'person' as const,
      firstName: i % 10 === 0 ? listPeople[i % listPeople.length]!.first : pick(FIRST),
      lastName: i % 10 === 0 ? listPeople[i % listPeople.length]!.last : pick(LAST),
    };
    const started = performance.now();
    screenSubject(index, subject);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.floor(q * (latencies.length - 1))]!.toFixed(3);
  console.log(
    `one subject against every list in force (${sources.length} lists): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms [target p95 < 1 ms]`,
  );
});
