/**
 * Server-side screening figures (issue targets on 2 cores):
 *   - import of an 80,000-row LEIE-format file: < 10 s
 *   - full re-screen of 100,000 stored employees (DB → engine → alerts): < 30 s
 * Synthetic LEIE rows recombine real names of the shipped supplements; employees are synthetic people
 * inserted directly, with 50 of them planted as exact copies of list people so alerts are written too.
 *
 *   npx tsx --expose-gc bench/server-screening.bench.ts [--records 80000] [--employees 100000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildSubscription, buildVendor } from '../apps/server/src/db/seed/factories';
import { importListFromPath } from '../apps/server/src/modules/screening/lists/import-list-from-path';
import { currentIndex } from '../apps/server/src/modules/screening/monitoring/index-cache';
import { fullRescreenHere, leieLastNames, peakRss, seconds, withBenchApp } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const RECORDS = option('records', 80_000);
const EMPLOYEES = option('employees', 100_000);
const HEADER =
  '"LASTNAME","FIRSTNAME","MIDNAME","BUSNAME","GENERAL","SPECIALTY","UPIN","NPI","DOB","ADDRESS","CITY","STATE","ZIP","EXCLTYPE","EXCLDATE","REINDATE","WAIVERDATE","WVRSTATE"';

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => (state = (state * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32;
}

const random = seeded(42);
const FIRST = [
  'JAMES',
  'MARY',
  'ROBERT',
  'PATRICIA',
  'JOHN',
  'JENNIFER',
  'MICHAEL',
  'LINDA',
  'DAVID',
  'SUSAN',
  'KAREN',
  'NANCY',
  'LISA',
  'BETTY',
  'HELEN',
  'SANDRA',
  'DONNA',
  'CAROL',
  'RUTH',
  'SHARON',
];
const LAST = leieLastNames();
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
const dob = () =>
  `${1940 + Math.floor(random() * 60)}${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;

const listPeople: Array<{ first: string; last: string; dob: string }> = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-'));
const listFile = path.join(dir, 'UPDATED.csv');
const out = fs.createWriteStream(listFile);
out.write(`${HEADER}\r\n`);
for (let i = 0; i < RECORDS; i++) {
  const person = { first: pick(FIRST), last: `${pick(LAST)}${i % 7 === 0 ? pick(LAST).slice(0, 3) : ''}`, dob: dob() };
  if (i % (RECORDS / 50) === 0) listPeople.push(person);
  out.write(
    `"${person.last}","${person.first}","",,"NURSING PROFESSION","NURSE",,"0000000000","${person.dob}","1 MAIN ST","PORTLAND","OR","97209","1128a3","20150101","00000000","00000000",\r\n`,
  );
}
await new Promise((resolve) => out.end(resolve));

await withBenchApp({ runWorker: false, env: { LOG_LEVEL: 'silent' } }, async (app) => {
  const deps = app.runtime.deps;
  const importStart = performance.now();
  const { result: outcome, peakMb: importPeak } = await peakRss(() => importListFromPath(deps, { sourceId: 'leie', filePath: listFile }));
  const importMs = performance.now() - importStart;
  console.log(
    `import of ${RECORDS.toLocaleString()} LEIE rows: ${seconds(importMs)} (${Math.round(RECORDS / (importMs / 1000)).toLocaleString()} rows/s), ${outcome.recordCount} records in force, peak RSS ${importPeak} MB [target < 10 s]`,
  );

  const vendor = await buildVendor(deps.db, { businessName: 'Bench Vendor' });
  await buildSubscription(deps.db, { vendorId: vendor.id });
  const firsts = Array.from({ length: EMPLOYEES }, (_, i) => (i < listPeople.length ? listPeople[i]!.first : `${pick(FIRST)}A${i}`));
  const lasts = Array.from({ length: EMPLOYEES }, (_, i) => (i < listPeople.length ? listPeople[i]!.last : `ZZ${pick(LAST)}${i}`));
  const dobs = Array.from({ length: EMPLOYEES }, (_, i) => {
    const d = i < listPeople.length ? listPeople[i]!.dob : dob();
    return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
  });
  await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index)
            SELECT ${vendor.id}, f, l, d::date, 'bench', 'bench-' || n
              FROM unnest(${firsts}::text[], ${lasts}::text[], ${dobs}::text[]) WITH ORDINALITY AS t(f, l, d, n)`.execute(deps.db);

  const indexStart = performance.now();
  await currentIndex(deps.db);
  const indexMs = performance.now() - indexStart;
  const screenStart = performance.now();
  const { result: run, peakMb } = await peakRss(() => fullRescreenHere(deps));
  const screenMs = performance.now() - screenStart;
  console.log(
    `full re-screen of ${run.subjects_done.toLocaleString()} employees: ${seconds(screenMs)} (${Math.round(run.subjects_done / (screenMs / 1000)).toLocaleString()} subjects/s), ` +
      `index load+build ${seconds(indexMs)}, alerts created ${run.alerts_created}, peak RSS ${peakMb} MB [target < 30 s]`,
  );
});
fs.rmSync(dir, { recursive: true, force: true });
