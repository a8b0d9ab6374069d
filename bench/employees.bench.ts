/**
 * Employee roster figures (issue targets on 2 cores):
 *   - bulk upload of 100,000 rows validated and stored in < 20 s with peak RSS < 400 MB
 *   - GET /services/employees p95 < 30 ms at 1,000,000 stored employees (100,000 in the acting vendor)
 *     with a name filter
 * Real HTTP: the CSV goes through POST /services/files and POST /services/employees/uploads, and the
 * job stores and screens it; the list calls are timed end to end over loopback.
 *
 *   npx tsx --expose-gc bench/employees.bench.ts [--rows 100000] [--others 900000] [--requests 400]
 */
import { sql } from 'kysely';
import { buildSubscription, buildUser, buildVendor } from '../apps/server/src/db/seed/factories';
import { TestClient } from '../apps/server/src/testing/http-client';
import { eventually } from '../apps/server/src/testing/eventually';
import { percentile, seconds, withServerProcess } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const ROWS = option('rows', 100_000);
const OTHERS = option('others', 900_000);
const REQUESTS = option('requests', 400);
const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Susan',
  'Carlos',
  'Priya',
  'Kenji',
  'Fatima',
  'Olga',
];
const LAST = [
  'Anderson',
  'Brennan',
  'Castillo',
  'Delgado',
  'Eriksen',
  'Fairbanks',
  'Gallagher',
  'Hollis',
  'Iverson',
  'Jablonski',
  'Kensington',
  'Lindqvist',
  'Montgomery',
  'Nakamura',
  'Okafor',
  'Pemberton',
  'Quintero',
  'Rasmussen',
];

await withServerProcess({}, async (app) => {
  const vendor = await buildVendor(app.db, { businessName: 'Bench Roster Vendor' });
  await buildSubscription(app.db, { vendorId: vendor.id });
  const user = await buildUser(app.db, { vendorId: vendor.id });
  const client = new TestClient(app.baseUrl);
  await client.login(user.username);

  const lines = ['SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip'];
  for (let i = 0; i < ROWS; i++) {
    const month = String(1 + (i % 12)).padStart(2, '0');
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(
      `${String(100_000_000 + i)},${FIRST[i % FIRST.length]}${i % 97},${LAST[i % LAST.length]}${i % 89},${month}/${day}/${1950 + (i % 50)},${i} Main St,,Austin,TX,73301`,
    );
  }
  const csv = `${lines.join('\r\n')}\r\n`;

  const baselineMb = app.rssMb().now;
  const started = performance.now();
  const uploadMs = await (async () => {
    const file = await client.upload('/services/files', [{ filename: 'bench.csv', content: csv, type: 'text/csv' }], {
      headers: { 'directory-name': 'employeeUpload' },
    });
    if (file.status !== 201) throw new Error(`upload failed: ${file.status} ${JSON.stringify(file.body)}`);
    const submit = await client.post('/services/employees/uploads', { fileId: file.body.id, validOnly: false });
    if (submit.status !== 202) throw new Error(`submit failed: ${submit.status}`);
    const accepted = performance.now() - started;
    await eventually(async () => {
      const row = await app.db
        .selectFrom('employee_uploads')
        .select(['status', 'rows_saved', 'finished_at'])
        .where('id', '=', submit.body.uploadId)
        .executeTakeFirst();
      return row?.status === 'COMPLETE' ? row : undefined;
    }, 300_000);
    return accepted;
  })();
  const peakMb = app.rssMb().peak;
  const storedMs = performance.now() - started;
  const screeningDone = await app.db.selectFrom('employee_uploads').select(['finished_at', 'submitted_at']).executeTakeFirstOrThrow();
  console.log(
    `bulk upload of ${ROWS.toLocaleString()} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB): validated and accepted in ${seconds(uploadMs)}, ` +
      `stored in ${seconds(new Date(screeningDone.finished_at!).getTime() - new Date(screeningDone.submitted_at).getTime() + uploadMs)}, ` +
      `stored and screened (job done) ${seconds(storedMs)}, peak RSS of the server process (API + in-process worker) ${peakMb} MB, ${baselineMb} MB before the upload [target < 20 s, < 400 MB]`,
  );

  const othersVendor = await buildVendor(app.db, { businessName: 'Other Vendors' });
  const insertStart = performance.now();
  await sql`INSERT INTO vendors (business_name) SELECT 'Bench vendor ' || g FROM generate_series(1, 99) g`.execute(app.db);
  await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index)
            SELECT ${othersVendor.id} + (g % 100), 'Other' || (g % 1000), 'Person' || (g % 5000), date '1950-01-01' + (g % 20000), 'bench', 'o-' || g
              FROM generate_series(1, ${OTHERS}) g`.execute(app.db);
  await sql`ANALYZE employees`.execute(app.db);
  const total = await app.db
    .selectFrom('employees')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `stored employees: ${Number(total.n).toLocaleString()} (inserted ${OTHERS.toLocaleString()} for other vendors in ${seconds(performance.now() - insertStart)})`,
  );

  const filters = ['and', 'bre', 'cas', 'mary', 'john', 'ols', 'pem', 'nak', 'kensington1', 'del'];
  const timings: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const filter = filters[i % filters.length];
    const t0 = performance.now();
    const response = await client.get(`/services/employees?page=${i % 3}&size=25&sortBy=lastName&sortDesc=false&filter=${filter}`);
    timings.push(performance.now() - t0);
    if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
  }
  const unfiltered: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    await client.get(`/services/employees?page=${i % 20}&size=25&sortBy=lastName`);
    unfiltered.push(performance.now() - t0);
  }
  console.log(
    `GET /services/employees with a name filter (${REQUESTS} requests, 100,000 in the vendor, ${Number(total.n).toLocaleString()} stored): ` +
      `p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms [target p95 < 30 ms]; ` +
      `without filter p95 ${percentile(unfiltered, 95).toFixed(1)} ms`,
  );
});
