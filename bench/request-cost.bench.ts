/**
 * Cost of one request (issue 34): each call of the load bench's steps made N times in a row (one at a
 * time, after 5 warm-up calls) against the real server process, with the server's CPU (every thread),
 * the CPU of its PostgreSQL connections' backends and the database's transactions per call. CPU per call
 * moves far less than latency when other processes share the cores, so two trees measured in the same
 * minutes compare (a same-minute A/B); the load bench's latencies do not on a busy machine.
 *
 * With AB_TREE=<another checkout> (its node_modules installed) a second server runs from that tree on a
 * database of its own, seeded alike, and every call alternates between the two servers (this tree, then
 * the other): both meet the same contention call by call, which is the fairest A/B a shared machine gives
 * (issue 34, decision 398).
 *
 * With --s3 the servers keep their files in a bucket of an s3rver process (FILE_STORAGE=s3), as the load bench's --s3.
 *
 *   N=100 ONLY=roster,alerts npx tsx bench/request-cost.bench.ts [--s3]
 *   AB_TREE=/tmp/main-copy N=500 ONLY=users/current [BENCH_LOG_LEVEL=info] npx tsx bench/request-cost.bench.ts
 */
import { sql } from 'kysely';
import { buildSubscription, buildUser, buildVendor } from '../apps/server/src/db/seed/factories';
import { TestClient } from '../apps/server/src/testing/http-client';
import { TEST_DATA_KEY } from '../apps/server/src/testing/test-app';
import { FieldEncryption } from '../apps/server/src/platform/crypto/field-encryption';
import { sealSsn } from '../apps/server/src/modules/employees/ssn';
import { processCpuSeconds, type ServerProcesses, startS3ServerProcess, withServerProcess } from './bench-support';

const N = Number(process.env.N ?? 100);
const AB_TREE = process.env.AB_TREE;
const only = process.env.ONLY?.split(',');
const today = new Date().toISOString().slice(0, 10);

interface Probe {
  server: ServerProcesses;
  calls: Map<string, (n: number) => Promise<unknown>>;
  /** CPU seconds of the database's PostgreSQL backends so far. */
  pgCpu(): Promise<number>;
  xacts(): Promise<number>;
}

/** Seeds one vendor with 1,000 employees on `server`, signs its user in, and answers the calls of the load bench's steps. */
async function probe(server: ServerProcesses): Promise<Probe> {
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
        total += processCpuSeconds(pid);
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
  const calls = new Map<string, (n: number) => Promise<unknown>>([
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
  ]);
  return { server, calls, pgCpu, xacts };
}

interface Cost {
  wallMs: number;
  server: number;
  pg: number;
  xacts: number;
  client: number;
}

/** Runs each selected call N times on every probe, alternating between the probes call by call; answers the cost per call of each. */
async function measure(probes: Probe[], name: string): Promise<Cost[]> {
  for (let i = 0; i < 5; i++) for (const p of probes) await p.calls.get(name)!(i);
  await new Promise((r) => setTimeout(r, 300));
  const before = await Promise.all(probes.map(async (p) => ({ cpu: p.server.cpuSeconds(), pg: await p.pgCpu(), xacts: await p.xacts() })));
  const wall = probes.map(() => 0);
  const client = probes.map(() => 0);
  for (let i = 0; i < N; i++) {
    for (const [index, p] of probes.entries()) {
      const u0 = process.cpuUsage();
      const t0 = performance.now();
      await p.calls.get(name)!(i);
      wall[index]! += performance.now() - t0;
      const u = process.cpuUsage(u0);
      client[index]! += (u.user + u.system) / 1000;
    }
  }
  await new Promise((r) => setTimeout(r, 300));
  return Promise.all(
    probes.map(async (p, index) => ({
      wallMs: wall[index]! / N,
      server: ((p.server.cpuSeconds() - before[index]!.cpu) / N) * 1000,
      pg: (((await p.pgCpu()) - before[index]!.pg) / N) * 1000,
      // Less the two reads of the counter itself.
      xacts: ((await p.xacts()) - before[index]!.xacts - 2) / N,
      client: client[index]! / N,
    })),
  );
}

// The load bench's step mix (load.bench.ts STEPS): each step's weight, and its calls with their shares.
const MIX: Array<[number, Array<[string, number]>]> = [
  [0.4, ['users/current', 'current-vendor', 'usernotifications', 'checklist-items'].map((name) => [name, 1])],
  [0.25, [['roster page', 1]]],
  [0.15, ['employee', 'employee alerts'].map((name) => [name, 1])],
  [0.1, ['uploads list', 'upload+submit'].map((name) => [name, 0.5])],
  [0.1, ['compliance pdf', 'audit csv'].map((name) => [name, 0.5])],
];

async function run(probes: Probe[], labels: string[]) {
  console.log(
    `per call, mean of ${N} calls${probes.length > 1 ? ', alternating between the trees' : ' in a row'}: wall time, server CPU, ` +
      `PostgreSQL backends' CPU, transactions (pg-boss's polling included), this client's CPU`,
  );
  const measured = labels.map(() => new Map<string, Cost>());
  for (const name of probes[0]!.calls.keys()) {
    if (only && !only.includes(name)) continue;
    const costs = await measure(probes, name);
    costs.forEach((cost, index) => {
      measured[index]!.set(name, cost);
      console.log(
        `${name.padEnd(18)} ${labels[index]!.padEnd(6)} wall ${cost.wallMs.toFixed(2).padStart(7)} ms  server CPU ${cost.server.toFixed(2).padStart(6)} ms  ` +
          `pg CPU ${cost.pg.toFixed(2).padStart(6)} ms  xacts ${cost.xacts.toFixed(1)}  client CPU ${cost.client.toFixed(2)} ms`,
      );
    });
  }
  measured.forEach((costs, index) => {
    if (!MIX.every(([, parts]) => parts.every(([name]) => costs.has(name)))) return;
    const per = (key: 'server' | 'pg') =>
      MIX.reduce(
        (sum, [weight, parts]) => sum + weight * parts.reduce((part, [name, share]) => part + share * costs.get(name)![key], 0),
        0,
      );
    console.log(
      `${labels[index]}: weighted by the load bench's step mix, server CPU ${per('server').toFixed(2)} ms + pg CPU ${per('pg').toFixed(2)} ms per step`,
    );
  });
}

const s3 = process.argv.includes('--s3') ? await startS3ServerProcess('vendorproof-cost') : undefined;
// The servers log at `error` unless BENCH_LOG_LEVEL says otherwise (`info` is the product's default: a line per request).
const serverEnv = { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error', ...s3?.env };
await withServerProcess(serverEnv, async (server) => {
  const here = await probe(server);
  if (!AB_TREE) return run([here], ['']);
  await withServerProcess(serverEnv, async (other) => run([here, await probe(other)], ['this', 'other']), { root: AB_TREE });
});
await s3?.close();
