/**
 * Where the time and memory of the big exports go: the monitoring audit (rows, CSV, PDF) of a vendor with
 * N employees, over real HTTP against the real app (API and job worker in this process), while a probe
 * measures how long an unrelated request (GET /services/account/users/current) waits. A PDF above the
 * synchronous cap is refused with 422 and prepared by the reports.export job, timed until it is DONE.
 *
 *   npx tsx bench/exports.bench.ts [--employees 2000,20000] [--formats rows,csv,pdf]
 */
import { sql } from 'kysely';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed';
import { TestClient } from '../apps/server/src/testing/http-client';
import { eventually } from '../apps/server/src/testing/eventually';
import { peakRss, seconds, withBenchApp } from './bench-support';

const args = process.argv.slice(2);
const SIZES = (args.includes('--employees') ? args[args.indexOf('--employees') + 1]! : '2000,20000').split(',').map(Number);
const FORMATS = (args.includes('--formats') ? args[args.indexOf('--formats') + 1]! : 'rows,csv,pdf').split(',');
const today = new Date().toISOString().slice(0, 10);

for (const size of SIZES) {
  await withBenchApp({ env: { LOG_LEVEL: 'silent' }, runWorker: true }, async (app) => {
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
    for (const format of FORMATS) {
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
      const { result, peakMb } = await peakRss(async () => {
        const answer = await client.download(`${path}?from=2026-01-01&to=${today}`);
        if (answer.status !== 422) return { ...answer, how: 'in the request' };
        const started = await client.post('/services/reports/exports', { kind: 'AUDIT_PDF', query: { from: '2026-01-01', to: today } });
        if (started.status !== 202) return { ...answer, how: `refused: ${JSON.parse(answer.bytes.toString()).error.message}` };
        const status = await eventually(async () => {
          const current = (await client.get(`/services/reports/exports/${started.body.id}`)).body;
          return current.status === 'DONE' || current.status === 'FAILED' ? current : undefined;
        }, 3_600_000);
        const file = await client.download(`/services/files/${status.fileId}`);
        return { ...file, how: `by the export job (${status.status})` };
      });
      const took = performance.now() - started;
      done = true;
      await probing;
      console.log(
        `${size.toLocaleString()} employees, audit ${format}: ${result.status} ${(result.bytes.length / 1024).toFixed(0)} KB ${result.how} in ${seconds(took)}, ` +
          `peak RSS ${peakMb} MB, slowest unrelated request meanwhile ${seconds(worstProbe)}`,
      );
    }
  });
}
