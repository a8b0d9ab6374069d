/**
 * Where the time and memory of the big exports go: the monitoring audit (rows, CSV, PDF) of a vendor with
 * N employees, over real HTTP against the real app, while a probe measures how long the API's event loop
 * keeps an unrelated request waiting.
 *
 *   npx tsx bench/exports.bench.ts [--employees 2000,20000]
 */
import { sql } from 'kysely';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed';
import { TestClient } from '../apps/server/src/testing/http-client';
import { peakRss, seconds, withBenchApp } from './bench-support';

const args = process.argv.slice(2);
const SIZES = (args.includes('--employees') ? args[args.indexOf('--employees') + 1]! : '2000,20000').split(',').map(Number);
const today = new Date().toISOString().slice(0, 10);

for (const size of SIZES) {
  await withBenchApp({ env: { LOG_LEVEL: 'silent' } }, async (app) => {
    await seedDemoData(app.runtime.deps);
    const vendor = await app.db
      .selectFrom('vendors')
      .select('id')
      .where('business_name', '=', 'Acme Medical Supply')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index)
              SELECT ${vendor.id}, 'Bench' || g, 'Employee' || g, date '1960-01-01' + (g % 15000), 'bench', 'bench-' || g
                FROM generate_series(1, ${size}) g`.execute(app.db);
    const client = new TestClient(app.baseUrl);
    await client.login('demo-vendor');
    const probe = new TestClient(app.baseUrl);
    await probe.login('demo-vendor');
    for (const format of ['rows', 'csv', 'pdf'] as const) {
      const path = format === 'rows' ? '/services/reports/audit' : `/services/reports/audit/${format}`;
      let done = false;
      let worstProbe = 0;
      const probing = (async () => {
        while (!done) {
          const started = performance.now();
          await probe.get('/services/account/users/current');
          worstProbe = Math.max(worstProbe, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const started = performance.now();
      const { result, peakMb } = await peakRss(() => client.download(`${path}?from=2026-01-01&to=${today}`));
      const took = performance.now() - started;
      done = true;
      await probing;
      console.log(
        `${size.toLocaleString()} employees, audit ${format}: ${result.status} ${(result.bytes.length / 1024).toFixed(0)} KB in ${seconds(took)}, ` +
          `peak RSS ${peakMb} MB, slowest unrelated request meanwhile ${seconds(worstProbe)}`,
      );
    }
  });
}
