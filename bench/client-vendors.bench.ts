/**
 * The client's vendor list (issue 14 target on 2 cores): GET /services/client/vendors p95 < 50 ms at
 * 5,000 vendor groups per client. Two clients of 5,000 each (one with two facilities), every group
 * with one or two AP records, an enrolment in one of the compliance states, three to-dos, subscriptions
 * and, for one in fifty, alerts on the company or an owner. The real server runs as its own process;
 * each call is timed end to end over loopback with a signed-in client user. The mix: the first page by
 * name, by compliance status (worst first), filtered by status, by facility, a search, a deep page.
 *
 *   npx tsx bench/client-vendors.bench.ts [--vendors 5000] [--requests 300]
 */
import { sql } from 'kysely';
import { buildClient, buildUser } from '../apps/server/src/db/seed/factories';
import { TestClient } from '../apps/server/src/testing/http-client';
import { vendorGroupsPage, vendorGroupsSql } from '../apps/server/src/modules/client/vendors/vendor-list-queries';
import { percentile, seconds, withServerProcess } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const VENDORS = option('vendors', 5_000);
const REQUESTS = option('requests', 300);

await withServerProcess({}, async (app) => {
  const db = app.db;
  const started = Date.now();
  const clients: number[] = [];
  let facilityId = 0;
  for (const name of ['Bench General Hospital', 'Bench Rival Health']) {
    const client = await buildClient(db, { name });
    clients.push(client.id);
    const east = await buildClient(db, { name: `${name} East`, parentClientId: client.id });
    await buildClient(db, { name: `${name} West`, parentClientId: client.id });
    facilityId ||= east.id;
  }
  const { id: snapshotId } = await db
    .insertInto('list_snapshots')
    .values({ source_id: 'leie', status: 'ACTIVE', mode: 'FULL', file_name: 'bench.csv', file_sha256: 'bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const clientId of clients) {
    // One statement per table, generated in SQL: 5,000 vendors, groups, records, enrolments, to-dos.
    await sql`
      WITH v AS (
        INSERT INTO vendors (business_name) SELECT 'Bench Vendor ' || ${clientId}::text || '-' || g FROM generate_series(1, ${VENDORS}) g RETURNING id
      ), n AS (SELECT id, row_number() OVER (ORDER BY id) AS i FROM v)
      INSERT INTO covgs (client_id, preferred_name, category, vendor_id)
      SELECT ${clientId}, 'Vendor ' || lpad(i::text, 5, '0') || ' ' || md5(i::text), (ARRAY['Supplies','Staffing','Facilities','IT'])[1 + i % 4],
             CASE WHEN i % 10 = 0 THEN NULL ELSE id END
        FROM n`.execute(db);
    await sql`
      INSERT INTO covs (covg_id, client_id, vendor_number, legal_name, tin_type, tin_last_four)
      SELECT g.id, CASE WHEN g.id % 3 = 0 THEN ${facilityId} ELSE g.client_id END, 'AP-' || g.id, g.preferred_name || ' LLC', 'EIN', lpad((g.id % 10000)::text, 4, '0')
        FROM covgs g WHERE g.client_id = ${clientId}
      UNION ALL
      SELECT g.id, g.client_id, 'AP-' || g.id || '-B', g.preferred_name || ' Inc', 'EIN', lpad(((g.id + 7) % 10000)::text, 4, '0')
        FROM covgs g WHERE g.client_id = ${clientId} AND g.id % 4 = 0`.execute(db);
    await sql`
      INSERT INTO enrollments (vendor_id, client_id, covg_id, enrollment_complete, enrollment_complete_date, verification_code)
      SELECT g.vendor_id, g.client_id, g.id, g.id % 17 <> 0, CASE WHEN g.id % 17 <> 0 THEN CURRENT_DATE - 100 END, md5(random()::text)
        FROM covgs g WHERE g.client_id = ${clientId} AND g.vendor_id IS NOT NULL`.execute(db);
    await sql`
      INSERT INTO checklist_items (vendor_id, client_id, type, name, status, due_date)
      SELECT g.vendor_id, g.client_id, t.type, t.name,
             CASE WHEN (g.id + t.k) % 5 = 0 THEN 'NOT_STARTED' WHEN (g.id + t.k) % 7 = 0 THEN 'INCOMPLETE' ELSE 'COMPLETE' END,
             CURRENT_DATE + ((g.id * 13 + t.k * 29) % 240 - 40)::int
        FROM covgs g CROSS JOIN (VALUES (1, 'W9', 'W-9'), (2, 'EVD', 'Disclosure'), (3, 'OTHER', 'BAA')) AS t(k, type, name)
       WHERE g.client_id = ${clientId} AND g.vendor_id IS NOT NULL`.execute(db);
    await sql`
      INSERT INTO subscriptions (vendor_id, client_id, subscription_type, status, start_date)
      SELECT g.vendor_id, g.client_id, 'VP_ENGAGE', CASE WHEN g.id % 23 = 0 THEN 'EXPIRED' WHEN g.id % 41 = 0 THEN 'WAIVER_NOT_APPROVED' ELSE 'ACTIVE' END, CURRENT_DATE - 100
        FROM covgs g WHERE g.client_id = ${clientId} AND g.vendor_id IS NOT NULL`.execute(db);
    await sql`
      INSERT INTO screening_alerts (vendor_id, subject_type, subject_id, source_id, record_id, snapshot_id, score, band, matched_name, evidence, reasons, record, record_hash, subject_hash, status)
      SELECT g.vendor_id, 'VENDOR', g.vendor_id, 'leie', 'R' || g.id, ${snapshotId}, 0.9, 'MATCH', g.preferred_name, '{}', '[]', '{}', 'h', 'h',
             CASE WHEN g.id % 100 = 3 THEN 'CONFIRMED' ELSE 'OPEN' END
        FROM covgs g WHERE g.client_id = ${clientId} AND g.vendor_id IS NOT NULL AND g.id % 50 = 3`.execute(db);
  }
  await sql`ANALYZE`.execute(db);
  console.log(`seeded ${clients.length} clients × ${VENDORS} vendor groups in ${seconds(Date.now() - started)}`);

  const user = await buildUser(db, { role: 'Client User', clientId: clients[0]! });
  const client = new TestClient(app.baseUrl);
  await client.login(user.username);
  const queries = [
    'page=0&size=25',
    'page=0&size=25&sortBy=complianceStatus',
    'page=0&size=25&complianceStatus=MISSING_FORMS',
    `page=0&size=25&facilityId=${facilityId}`,
    'page=0&size=25&search=vendor%2000123',
    'page=150&size=25&sortBy=nextDueDate&sortDesc=true',
  ];
  const first = await client.get(`/services/client/vendors?${queries[0]}`);
  if (first.status !== 200 || first.body.total !== VENDORS) throw new Error(`unexpected answer ${first.status} total ${first.body.total}`);
  for (let i = 0; i < 20; i++) await client.get(`/services/client/vendors?${queries[i % queries.length]}`);

  const timings = new Map<string, number[]>(queries.map((q) => [q, []]));
  for (let i = 0; i < REQUESTS; i++) {
    const query = queries[i % queries.length]!;
    const start = performance.now();
    const response = await client.get(`/services/client/vendors?${query}`);
    timings.get(query)!.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`GET ${query} answered ${response.status}`);
  }
  const all = [...timings.values()].flat();
  for (const [query, values] of timings) {
    console.log(`  ${query.padEnd(55)} p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms`);
  }
  // The statement alone (this process, its own pool): how much of a call is the database's.
  const statement: number[] = [];
  for (let i = 0; i < 60; i++) {
    const start = performance.now();
    await vendorGroupsPage(
      db,
      { clientIds: [clients[0]!, facilityId, facilityId + 1] },
      { sortBy: 'preferredName', sortDesc: false },
      { offset: 0, limit: 25 },
    );
    statement.push(performance.now() - start);
  }
  console.log(
    `  the list statement alone (first page by name): p50 ${percentile(statement, 50).toFixed(1)} ms, p95 ${percentile(statement, 95).toFixed(1)} ms`,
  );
  if (args.includes('--explain')) {
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`EXPLAIN (ANALYZE, BUFFERS) ${vendorGroupsSql({ clientIds: [clients[0]!, facilityId, facilityId + 1] }, { sortBy: 'preferredName', sortDesc: false }, { offset: 0, limit: 25 })}`.execute(
      db,
    );
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  const p95 = percentile(all, 95);
  console.log(
    `GET /services/client/vendors at ${VENDORS} vendors per client: ${REQUESTS} calls, p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms (target p95 < 50 ms) ${p95 < 50 ? '✔' : '✘'}`,
  );
});
