/**
 * Cost of one request (issue 34): each call of the load bench's steps made N times in a row (one at a
 * time, after 5 warm-up calls) against the real server process, with the server's CPU (every thread),
 * the CPU of its PostgreSQL connections' backends and the database's transactions per call. CPU per call
 * moves far less than latency when other processes share the cores, so two trees measured in the same
 * minutes compare (a same-minute A/B); the load bench's latencies do not on a busy machine.
 *
 *   N=100 ONLY=roster,alerts npx tsx bench/request-cost.bench.ts
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { buildSubscription, buildUser, buildVendor } from '../apps/server/src/db/seed/factories';
import { TestClient } from '../apps/server/src/testing/http-client';
import { TEST_DATA_KEY } from '../apps/server/src/testing/test-app';
import { FieldEncryption } from '../apps/server/src/platform/crypto/field-encryption';
import { sealSsn } from '../apps/server/src/modules/employees/ssn';
import { withServerProcess } from './bench-support';

const N = Number(process.env.N ?? 100);
const today = new Date().toISOString().slice(0, 10);
await withServerProcess({ LOG_LEVEL: 'error' }, async (server) => {
  const { ssn_encrypted: sealed } = sealSsn(new FieldEncryption(Buffer.from(TEST_DATA_KEY, 'hex')), '123456789');
  const vendor = await buildVendor(server.db, { businessName: 'Probe Vendor' });
  await buildSubscription(server.db, { vendorId: vendor.id });
  const user = await buildUser(server.db, { vendorId: vendor.id });
  await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index)
            SELECT ${vendor.id}, 'Load' || g, 'Person' || (g % 500), date '1960-01-01' + (g % 15000), ${sealed}, 'l-' || g
              FROM generate_series(1, 1000) g`.execute(server.db);
  await sql`ANALYZE`.execute(server.db);
  const ids = (await server.db.selectFrom('employees').select('id').where('vendor_id', '=', vendor.id).execute()).map((r) => r.id);
  const http = new TestClient(server.baseUrl);
  await http.login(user.username);
  const pgCpu = async () => {
    const rows = await sql<{
      pid: number;
    }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(server.db);
    let total = 0;
    for (const { pid } of rows.rows) {
      try {
        const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        total += (Number(f[11]) + Number(f[12])) / 100;
      } catch {
        // A backend that ended between the two reads (the pool closes idle connections) counts nothing.
      }
    }
    return total;
  };
  const xacts = async () =>
    Number(
      (
        await sql<{ n: string }>`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()`.execute(
          server.db,
        )
      ).rows[0]!.n,
    );
  const calls: Array<[string, (n: number) => Promise<unknown>]> = [
    ['users/current', () => http.get('/services/account/users/current')],
    ['current-vendor', () => http.get('/services/current-vendor')],
    ['usernotifications', () => http.get('/services/usernotifications')],
    ['checklist-items', () => http.get('/services/checklist-items')],
    [
      'roster page',
      (n) => http.get(`/services/employees?page=${n % 20}&size=25&sortBy=lastName&sortDesc=false${n % 3 ? '' : '&filter=pers'}`),
    ],
    ['employee', (n) => http.get(`/services/employees/${ids[n % ids.length]}`)],
    ['employee alerts', (n) => http.get(`/services/employees/${ids[n % ids.length]}/alerts`)],
    ['uploads list', () => http.get('/services/employees/uploads')],
    [
      'upload+submit',
      async (n) => {
        const csv = `SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip\r\n${200_000_000 + n},Load${n},Tester,01/02/1980,1 Main St,,Austin,TX,73301\r\n`;
        const file = await http.upload('/services/files', [{ filename: 'roster.csv', content: csv, type: 'text/csv' }], {
          headers: { 'directory-name': 'employeeUpload' },
        });
        return http.post('/services/employees/uploads', { fileId: file.body.id, validOnly: true });
      },
    ],
    ['compliance pdf', () => http.download('/services/reports/compliance/pdf')],
    ['audit csv', () => http.download(`/services/reports/audit/csv?from=2026-01-01&to=${today}`)],
  ];
  const only = process.env.ONLY?.split(',');
  console.log(
    `per call, mean of ${N} calls in a row: wall time, server CPU, PostgreSQL backends' CPU, transactions (pg-boss's polling included)`,
  );
  for (const [name, call] of calls) {
    if (only && !only.includes(name)) continue;
    for (let i = 0; i < 5; i++) await call(i);
    await new Promise((r) => setTimeout(r, 300));
    const c0 = server.cpuSeconds(),
      p0 = await pgCpu(),
      x0 = await xacts(),
      t0 = performance.now();
    for (let i = 0; i < N; i++) await call(i);
    const ms = (performance.now() - t0) / N;
    await new Promise((r) => setTimeout(r, 300));
    const c1 = server.cpuSeconds(),
      p1 = await pgCpu(),
      x1 = await xacts();
    console.log(
      `${name.padEnd(20)} wall ${ms.toFixed(2).padStart(7)} ms  server CPU ${(((c1 - c0) / N) * 1000).toFixed(2).padStart(6)} ms  pg CPU ${(((p1 - p0) / N) * 1000).toFixed(2).padStart(6)} ms  xacts ${((x1 - x0 - 2) / N).toFixed(1)}`,
    );
  }
});
