/**
 * Load (issue 13): 200 concurrent signed-in sessions of 50 vendors run a mixed, realistic workload
 * (dashboard calls, roster pages, alerts, uploads, report downloads) for 60 s against the real server in
 * its own process (API + in-process job worker), while one vendor with 20,000 employees prepares its
 * largest export (the monitoring audit PDF, a reports.export job) and downloads its audit CSV.
 * Each session waits a think time between its requests (uniform 0.5–1.5 s, like a person clicking). Each is a
 * person with a browser of their own: its own keep-alive connections, at most 6 to a host as browsers open over
 * HTTP/1.1, opened when they signed in and their dashboard loaded (decision 412).
 * Prints errors, throughput and p50/p95/p99 overall and per kind [target: 0 errors, p95 < 200 ms], the server's CPU
 * and this generator's own (it shares the cores; its sessions use the light keep-alive client of load-client.ts).
 *
 * With --s3 the server stores its files in a bucket (FILE_STORAGE=s3) of an s3rver on 127.0.0.1, in a
 * process of its own as object storage is in any deployment (issue 34): uploads and generated files go
 * through the S3 API. With --api-nodes N the
 * scale-out deployment of ARCHITECTURE.md runs instead of the one process: N API processes without
 * workers and one worker process; the sessions are dealt over the API nodes in turn, as a load balancer
 * would (issue 34).
 *
 *   npx tsx bench/load.bench.ts [--sessions 200] [--seconds 60] [--vendors 50] [--employees 1000] [--big 20000] [--s3] [--api-nodes 2]
 */
import fs from 'node:fs';
import { Agent } from 'node:http';
import os from 'node:os';
import { sql } from 'kysely';
import { buildSubscription, buildUser, buildVendor } from '../apps/server/src/db/seed/factories';
import { TestClient } from '../apps/server/src/testing/http-client';
import { TEST_DATA_KEY } from '../apps/server/src/testing/test-app';
import { FieldEncryption } from '../apps/server/src/platform/crypto/field-encryption';
import { sealSsn } from '../apps/server/src/modules/employees/ssn';
import { percentile, seconds, speedCheckMs, startS3ServerProcess, withServerProcess } from './bench-support';
import { LoadClient } from './load-client';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const SESSIONS = option('sessions', 200);
const DURATION_S = option('seconds', 60);
const VENDORS = option('vendors', 50);
const EMPLOYEES = option('employees', 1_000);
const BIG = option('big', 20_000);
const API_NODES = option('api-nodes', 0);
const today = new Date().toISOString().slice(0, 10);
const s3 = args.includes('--s3') ? await startS3ServerProcess('vendorproof-load') : undefined;

interface Session {
  http: LoadClient;
  employeeIds: number[];
}

type Kind = 'dashboard' | 'roster' | 'alerts' | 'upload' | 'report download';

/** One step of a session: what a person on the vendor pages does next, with its share of the steps. */
const STEPS: Array<{ kind: Kind; weight: number; run: (session: Session, n: number) => Promise<number[]> }> = [
  {
    kind: 'dashboard',
    weight: 40,
    run: async ({ http }) =>
      Promise.all(
        ['/services/account/users/current', '/services/current-vendor', '/services/usernotifications', '/services/checklist-items'].map(
          async (path) => http.get(path),
        ),
      ),
  },
  {
    kind: 'roster',
    weight: 25,
    run: async ({ http }, n) => [
      await http.get(`/services/employees?page=${n % 20}&size=25&sortBy=lastName&sortDesc=false${n % 3 ? '' : '&filter=pers'}`),
    ],
  },
  {
    kind: 'alerts',
    weight: 15,
    run: async ({ http, employeeIds }, n) => {
      const id = employeeIds[n % employeeIds.length]!;
      return [await http.get(`/services/employees/${id}`), await http.get(`/services/employees/${id}/alerts`)];
    },
  },
  {
    kind: 'upload',
    weight: 10,
    run: async ({ http }, n) => {
      if (n % 2) return [await http.get('/services/employees/uploads')];
      const ssn = String(200_000_000 + Math.floor(Math.random() * 699_999_999));
      const csv = `SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip\r\n${ssn},Load${n},Tester,01/02/1980,1 Main St,,Austin,TX,73301\r\n`;
      const file = await http.upload(
        '/services/files',
        { filename: 'roster.csv', content: csv, type: 'text/csv' },
        { 'directory-name': 'employeeUpload' },
      );
      if (file.status !== 201) return [file.status];
      return [file.status, (await http.post('/services/employees/uploads', { fileId: file.body.id, validOnly: true })).status];
    },
  },
  {
    kind: 'report download',
    weight: 10,
    run: async ({ http }, n) =>
      n % 2
        ? [await http.get('/services/reports/compliance/pdf')]
        : [await http.get(`/services/reports/audit/csv?from=2026-01-01&to=${today}`)],
  },
];
const TOTAL_WEIGHT = STEPS.reduce((sum, step) => sum + step.weight, 0);

/** CPU seconds of the whole machine from /proc/stat: busy (all but idle and iowait) and in all, summed over the cores. */
function machineCpuSeconds(): { busy: number; all: number } {
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const all = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: (all - ticks[3]! - ticks[4]!) / 100, all: all / 100 };
}

function pickStep() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const step of STEPS) {
    roll -= step.weight;
    if (roll < 0) return step;
  }
  return STEPS[0]!;
}

await withServerProcess(
  { LOG_LEVEL: 'error', ...s3?.env },
  async (server) => {
    const deployment = API_NODES
      ? `${API_NODES} API nodes (RUN_WORKER=false) and 1 worker process, sessions dealt over the nodes in turn`
      : 'one process (API + in-process worker)';
    // 50 vendors with 4 users and 1,000 employees each, one vendor with 20,000.
    const seeded = performance.now();
    // One real sealed SSN shared by the seeded employees (the detail page decrypts it); the index stays unique.
    const { ssn_encrypted: sealed } = sealSsn(new FieldEncryption(Buffer.from(TEST_DATA_KEY, 'hex')), '123456789');
    const vendors: Array<{ id: number; usernames: string[] }> = [];
    for (let v = 0; v < VENDORS; v++) {
      const vendor = await buildVendor(server.db, { businessName: `Load Vendor ${v + 1}` });
      await buildSubscription(server.db, { vendorId: vendor.id });
      const usernames: string[] = [];
      for (let u = 0; u < Math.ceil(SESSIONS / VENDORS); u++)
        usernames.push((await buildUser(server.db, { vendorId: vendor.id })).username);
      vendors.push({ id: vendor.id, usernames });
    }
    await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index)
            SELECT v.id, 'Load' || g, 'Person' || (g % 500), date '1960-01-01' + (g % 15000), ${sealed}, 'l-' || v.id || '-' || g
              FROM unnest(${sql.val(vendors.map((v) => v.id))}::bigint[]) v(id), generate_series(1, ${EMPLOYEES}) g`.execute(server.db);
    const big = await buildVendor(server.db, { businessName: 'Largest Roster Vendor' });
    await buildSubscription(server.db, { vendorId: big.id });
    const bigUser = await buildUser(server.db, { vendorId: big.id });
    await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index)
            SELECT ${big.id}, 'Big' || g, 'Person' || (g % 500), date '1960-01-01' + (g % 15000), ${sealed}, 'b-' || g
              FROM generate_series(1, ${BIG}) g`.execute(server.db);
    await sql`ANALYZE`.execute(server.db);
    const ids = await server.db
      .selectFrom('employees')
      .select(['id', 'vendor_id'])
      .where('id', '<=', sql<number>`(SELECT min(id) + ${VENDORS * EMPLOYEES} FROM employees)`)
      .execute();

    const sessions: Session[] = [];
    // Signed in as people are: each in a browser of their own, whose connections the sign-in and the dashboard
    // that followed it opened. One agent shared by every session opened 320 connections in the load's first
    // 1.25 s, which no browser does, and Node accepts one new connection per event-loop turn (decision 412).
    const agents: Agent[] = [];
    const dashboard = STEPS.find((step) => step.kind === 'dashboard')!;
    const logins = vendors.flatMap((vendor) => vendor.usernames.map((username) => ({ vendor, username }))).slice(0, SESSIONS);
    for (let i = 0; i < logins.length; i += 8) {
      await Promise.all(
        logins.slice(i, i + 8).map(async ({ vendor, username }, j) => {
          const agent = new Agent({ keepAlive: true, maxSockets: 6 });
          agents.push(agent);
          const session = {
            http: new LoadClient(server.baseUrls[(i + j) % server.baseUrls.length]!, agent),
            employeeIds: ids.filter((row) => row.vendor_id === vendor.id).map((row) => row.id),
          };
          await session.http.login(username);
          await dashboard.run(session, 0);
          sessions.push(session);
        }),
      );
    }
    console.log(
      `seeded ${VENDORS + 1} vendors, ${(VENDORS * EMPLOYEES + BIG).toLocaleString()} employees, ${sessions.length} signed-in sessions in ${seconds(performance.now() - seeded)}`,
    );

    const speedBefore = speedCheckMs();
    const timings = new Map<Kind, number[]>(STEPS.map((step) => [step.kind, []]));
    /** Steps over a second, by the second of the load they started in: when the tail happens. */
    const slowBySecond = new Map<number, number>();
    /** Each step's time by the part of the load it started in: the first 5 s (sessions arriving, caches cold) and after. */
    const byPhase = { start: [] as number[], after: [] as number[] };
    const errors: string[] = [];
    const started = performance.now();
    const deadline = started + DURATION_S * 1000;

    // The largest export of the largest vendor, started with the load: the audit PDF job, polled like the page does.
    const bigHttp = new TestClient(server.baseUrl);
    await bigHttp.login(bigUser.username);
    const exportRun = (async () => {
      const csvStarted = performance.now();
      const csv = await bigHttp.download(`/services/reports/audit/csv?from=2026-01-01&to=${today}`);
      const csvMs = performance.now() - csvStarted;
      const start = await bigHttp.post('/services/reports/exports', { kind: 'AUDIT_PDF', query: { from: '2026-01-01', to: today } });
      if (start.status !== 202) throw new Error(`export not started: ${start.status} ${JSON.stringify(start.body)}`);
      let status = start.body;
      while (status.status !== 'DONE' && status.status !== 'FAILED') {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        status = (await bigHttp.get(`/services/reports/exports/${start.body.id}`)).body;
      }
      return { csvMs, csvBytes: csv.bytes.length, exportMs: performance.now() - started, status };
    })();

    const cpuBefore = server.cpuSeconds();
    const generatorBefore = process.cpuUsage();
    const s3Before = s3?.cpuSeconds() ?? 0;
    const machineBefore = machineCpuSeconds();
    const loadBefore = os.loadavg()[0]!;
    let peakRss = 0;
    const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb().now)), 500);
    await Promise.all(
      sessions.map(async (session, index) => {
        let n = index;
        // Sessions start spread over the first second, then think 0.5–1.5 s between steps.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
        while (performance.now() < deadline) {
          const step = pickStep();
          const t0 = performance.now();
          try {
            const statuses = await step.run(session, n++);
            const bad = statuses.filter((status) => status >= 400);
            if (bad.length) errors.push(`${step.kind}: ${bad.join(',')}`);
          } catch (error) {
            errors.push(`${step.kind}: ${(error as Error).message}`);
          }
          const took = performance.now() - t0;
          timings.get(step.kind)!.push(took);
          byPhase[t0 - started < 5000 ? 'start' : 'after'].push(took);
          const second = Math.floor((t0 - started) / 1000);
          if (took > 1000) slowBySecond.set(second, (slowBySecond.get(second) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpuUsed = server.cpuSeconds() - cpuBefore;
    const s3Used = (s3?.cpuSeconds() ?? 0) - s3Before;
    const machine = machineCpuSeconds();
    const machineBusy = machine.busy - machineBefore.busy;
    const machineAll = machine.all - machineBefore.all;
    const generator = process.cpuUsage(generatorBefore);
    const generatorCpu = (generator.user + generator.system) / 1e6;
    const loadAfter = os.loadavg()[0]!;
    clearInterval(rssTimer);
    const all = [...timings.values()].flat();
    const line = (values: number[]) =>
      `${values.length} steps, p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
    console.log(
      `\n${deployment}${s3 ? ', FILE_STORAGE=s3 (s3rver)' : ''}: ${sessions.length} sessions for ${elapsed.toFixed(1)} s: ${all.length} steps (${(all.length / elapsed).toFixed(0)} steps/s), errors ${errors.length}`,
    );
    console.log(`  all steps: ${line(all)} [target: 0 errors, p95 < 200 ms]`);
    for (const [kind, values] of timings) console.log(`  ${kind}: ${line(values)}`);
    console.log(`  started in the first 5 s: ${line(byPhase.start)}; after: ${line(byPhase.after)}`);
    const slow = [...slowBySecond].sort(([a], [b]) => a - b);
    console.log(
      `  steps over 1 s: ${slow.length ? slow.map(([second, count]) => `${count} started in second ${second}`).join(', ') : 'none'}`,
    );
    if (errors.length) console.log(`  first errors: ${[...new Set(errors)].slice(0, 10).join('; ')}`);
    console.log(`  server RSS peak during the load ${peakRss} MB (VmHWM ${server.rssMb().peak} MB)`);
    console.log(
      `  server process CPU ${cpuUsed.toFixed(1)} s in ${elapsed.toFixed(1)} s (${((cpuUsed / elapsed) * 100).toFixed(0)} % of one core, every thread of every server process and its render process; ` +
        `${((cpuUsed * 1000) / all.length).toFixed(1)} ms per step, export included); ` +
        `machine load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end (2 cores)`,
    );
    console.log(
      `  load generator (this process, the same cores) CPU ${generatorCpu.toFixed(1)} s (${((generatorCpu / elapsed) * 100).toFixed(0)} % of one core, ` +
        `${((generatorCpu * 1000) / all.length).toFixed(1)} ms per step)`,
    );
    if (s3)
      console.log(
        `  s3rver process (the same cores) CPU ${s3Used.toFixed(1)} s (${((s3Used * 1000) / all.length).toFixed(1)} ms per step)`,
      );
    console.log(
      `  machine: ${((machineBusy / machineAll) * 100).toFixed(0)} % of its ${os.cpus().length} cores busy; ` +
        `PostgreSQL and everything else but the server, the generator${s3 ? ' and s3rver' : ''}: ${(((machineBusy - cpuUsed - generatorCpu - s3Used) * 1000) / all.length).toFixed(1)} ms per step`,
    );
    console.log(
      `  machine speed check (a fixed loop on one core, before and after the load): ${speedBefore.toFixed(0)} / ${speedCheckMs().toFixed(0)} ms (375 ms in the fast hours of 11/29/2026)`,
    );
    const exported = await exportRun;
    console.log(
      `  largest vendor (${(BIG + 1).toLocaleString()} subjects): audit CSV ${(exported.csvBytes / 1024 / 1024).toFixed(1)} MB in ${seconds(exported.csvMs)}; ` +
        `audit PDF export ${exported.status.status} after ${seconds(exported.exportMs)} from the start of the load`,
    );
    for (const agent of agents) agent.destroy();
  },
  { apiNodes: API_NODES },
);
await s3?.close();
