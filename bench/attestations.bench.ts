/**
 * Attestations of a client with 5,000 vendors (issue 14 target on 2 cores: p95 < 50 ms), over real HTTP
 * against the real app on a fresh database. The data is built with the seed factories: per vendor a
 * group, a code, an enrolment, two COVs (encrypted TIN) and three to-dos; one group in ten has not
 * enrolled (its client's two forms show Not Started). A second client of the same size shares the tables.
 *
 *   npx tsx bench/attestations.bench.ts [--vendors 5000]
 */
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'kysely';
import {
  buildChecklistItem,
  buildClient,
  buildCov,
  buildCovgWithCode,
  buildEnrollment,
  buildUser,
  buildVendor,
} from '../apps/server/src/db/seed/factories';
import type { TestApp } from '../apps/server/src/testing/test-app';
import { TestClient } from '../apps/server/src/testing/http-client';
import { percentile, seconds, withBenchApp } from './bench-support';

const args = process.argv.slice(2);
const VENDORS = args.includes('--vendors') ? Number(args[args.indexOf('--vendors') + 1]) : 5_000;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function buildClientWithVendors(app: TestApp, name: string): Promise<number> {
  const deps = { db: app.db, encryption: app.runtime.deps.encryption };
  const client = await buildClient(app.db, { name, products: ['VendorProofEngage', 'Attestations'] });
  for (const evdId of [1, 2]) {
    await app.db
      .insertInto('evd_configurations')
      .values({
        client_id: client.id,
        evd_id: evdId,
        evd_name: `Questionnaire ${evdId}`,
        view_name: `Questionnaire ${evdId}`,
        definition: '{}',
      })
      .execute();
  }
  const one = async (i: number) => {
    const enrolled = i % 10 !== 0;
    const vendor = enrolled ? await buildVendor(app.db, { businessName: `${name} Vendor ${i}` }) : null;
    const { covg } = await buildCovgWithCode(app.db, {
      clientId: client.id,
      vendorId: vendor?.id ?? null,
      preferredName: `${name} Vendor ${i}`,
    });
    const tin = String(100_000_000 + i);
    await buildCov(deps, { covgId: covg.id, clientId: client.id, vendorNumber: `V${i}`, tin });
    await buildCov(deps, { covgId: covg.id, clientId: client.id, vendorNumber: `V${i}-B`, tin });
    if (!vendor) return;
    await buildEnrollment(app.db, { vendorId: vendor.id, clientId: client.id });
    await buildChecklistItem(app.db, {
      vendorId: vendor.id,
      clientId: client.id,
      name: 'Annual Attestation',
      dueDate: day((i % 400) - 40),
    });
    await buildChecklistItem(app.db, { vendorId: vendor.id, clientId: client.id, name: 'W-9', status: 'COMPLETE', dueDate: day(200) });
    await buildChecklistItem(app.db, {
      vendorId: vendor.id,
      clientId: client.id,
      name: 'Code of Conduct',
      status: i % 3 === 0 ? 'INCOMPLETE' : 'NOT_STARTED',
      dueDate: day((i % 90) + 1),
    });
  };
  // A few at a time: the pool has five connections.
  for (let i = 0; i < VENDORS; i += 4) await Promise.all([0, 1, 2, 3].filter((k) => i + k < VENDORS).map((k) => one(i + k)));
  return client.id;
}

/**
 * CPU time (ms) per process of the app's PostgreSQL (the postmaster and its children, from /proc) and of
 * this process. Unlike wall-clock time it hardly depends on what else the shared machine is doing, so
 * CPU per request approximates a request's time on an idle core.
 */
function cpuSnapshot(postmasterPid: number): Map<string, number> {
  const snapshot = new Map<string, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Linux clock ticks are 10 ms; utime and stime are the 14th and 15th fields.
      if (Number(fields[1]) === postmasterPid || Number(entry) === postmasterPid)
        snapshot.set(entry, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the process ended meanwhile
    }
  }
  const own = process.cpuUsage();
  snapshot.set('self', (own.user + own.system) / 1000);
  return snapshot;
}

/** CPU used between two snapshots by the processes alive in both (a connection closed meanwhile is left out). */
function cpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let used = 0;
  for (const [pid, ms] of after) if (before.has(pid)) used += ms - before.get(pid)!;
  return used;
}

async function timed(
  client: TestClient,
  path: string,
  runs: number,
  postmasterPid: number,
): Promise<{ p50: number; p95: number; total: number; cpuPerRequest: number }> {
  const timings: number[] = [];
  let total = 0;
  let cpuBefore = new Map<string, number>();
  for (let i = 0; i < runs + 5; i++) {
    if (i === 5) cpuBefore = cpuSnapshot(postmasterPid);
    const started = performance.now();
    const response = await client.get(path);
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    total = response.body.total ?? 0;
    if (i >= 5) timings.push(elapsed); // the first calls warm the caches
  }
  const cpuPerRequest = cpuBetween(cpuBefore, cpuSnapshot(postmasterPid)) / runs;
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), total, cpuPerRequest };
}

await withBenchApp({ env: { LOG_LEVEL: 'silent' } }, async (app) => {
  const built = performance.now();
  const clientId = await buildClientWithVendors(app, 'Bench Hospital');
  await buildClientWithVendors(app, 'Other Hospital');
  console.log(`built 2 clients × ${VENDORS.toLocaleString()} vendors with the seed factories in ${seconds(performance.now() - built)}`);
  await sql`ANALYZE`.execute(app.db);

  const user = await buildUser(app.db, { role: 'Client User', clientId, permissions: ['Attestations'] });
  const client = new TestClient(app.baseUrl);
  await client.login(user.username);
  const cases: [string, string][] = [
    // The cheapest signed-in call, for scale: what any request costs on this machine right now.
    ['/services/account/users/current (baseline)', '/services/account/users/current'],
    ['attestations, first page, no filter', '/services/attestations?page=0&size=25'],
    ['attestations, page 200, no filter', '/services/attestations?page=200&size=25'],
    ['attestations, form status Past Due', '/services/attestations?status=PAST_DUE'],
    ['attestations, compliance Missing Forms (rule over every group)', '/services/attestations?complianceStatus=MISSING_FORMS'],
    ['attestations, TIN', `/services/attestations?tin=${100_000_000 + 7}`],
    ['attestations, next due month + form name', `/services/attestations?nextCompletionDate=${day(30).slice(0, 7)}-01&formName=conduct`],
  ];
  // Five helpers share this 2-core machine: the load says how far the figures are from an idle one.
  console.log(
    `load average while measuring: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  );
  const backend = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(app.db);
  const postmasterPid = Number(fs.readFileSync(`/proc/${backend.rows[0]!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  for (const [name, path] of cases) {
    const figures = await timed(client, path, 100, postmasterPid);
    console.log(
      `GET ${name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, CPU ${figures.cpuPerRequest.toFixed(1)} ms a request ` +
        `(server + PostgreSQL; ${figures.total.toLocaleString()} rows match) [target p95 < 50 ms]`,
    );
  }
  const started = performance.now();
  const response = await fetch(new URL('/services/attestations', app.baseUrl), {
    headers: { accept: 'text/csv', cookie: `SESSION=${client.cookie('SESSION')}` },
  });
  const rows = (parse(await response.text()) as string[][]).length - 1;
  console.log(`CSV export of every row: ${rows.toLocaleString()} rows in ${seconds(performance.now() - started)}`);
});
