/**
 * The admin's generated reports over a large invoice table: the Salesforce Invoice Export of N invoices
 * (linked to COVs of the demo clients), asked for over real HTTP against the real app (API and job worker
 * in this process), timed until the row is FINISHED, then downloaded. Prints rows/s, seconds (the job's
 * own start to end, and the whole wait from the request) and peak RSS next to the RSS before, so a flat
 * memory shows as the same peak for 100,000 and 300,000 invoices.
 *
 *   npx tsx bench/async-reports.bench.ts [--invoices 100000,300000]
 */
import { sql } from 'kysely';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed';
import { TestClient } from '../apps/server/src/testing/http-client';
import { eventually } from '../apps/server/src/testing/eventually';
import { peakRss, seconds, withBenchApp } from './bench-support';

const args = process.argv.slice(2);
const SIZES = (args.includes('--invoices') ? args[args.indexOf('--invoices') + 1]! : '100000,300000').split(',').map(Number);

interface Report {
  id: number;
  generationStatus: string;
  startTime: string | null;
  endTime: string | null;
  reportFileLink: string | null;
  notes: string | null;
}

for (const size of SIZES) {
  await withBenchApp({ env: { LOG_LEVEL: 'silent' }, runWorker: true }, async (app) => {
    await seedDemoData(app.runtime.deps);
    const covs = await app.db.selectFrom('covs').select(['id', 'client_id', 'vendor_number']).execute();
    if (!covs.length) throw new Error('The demo seed made no COVs');
    // Every invoice linked to one of the demo COVs, in turn, so the report's joins do real work.
    await sql`INSERT INTO invoices (client_id, cov_id, vendor_number, invoice_number, invoice_date, payment_date,
                                    payment_due_date, payment_status, amount_cents, include_in_annual_spend)
              SELECT c.client_id, c.id, c.vendor_number, 'BENCH-' || g, date '2026-01-01' + (g % 300),
                     date '2026-01-15' + (g % 300), date '2026-02-01' + (g % 300), 'PAID', 1000 + g % 100000, g % 7 <> 0
                FROM generate_series(1, ${size}) g
                JOIN (SELECT id, client_id, vendor_number, row_number() OVER (ORDER BY id) - 1 AS k FROM covs) c
                  ON c.k = g % ${covs.length}`.execute(app.db);
    const total = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM invoices`.execute(app.db)).rows[0]!.n);
    const admin = new TestClient(app.baseUrl);
    await admin.login('demo-admin');
    global.gc?.();
    const rssBefore = Math.round(process.memoryUsage().rss / 1024 / 1024);
    const asked = performance.now();
    const { result: report, peakMb } = await peakRss(async () => {
      const started = await admin.post<Report>('/services/asyncReports', { identifier: 'salesforceInvoiceReportService' });
      if (started.status !== 202) throw new Error(`refused: ${JSON.stringify(started.body)}`);
      return eventually(async () => {
        const list = (await admin.get<{ content: Report[] }>('/services/asyncReports')).body.content;
        const row = list.find((candidate) => candidate.id === started.body.id);
        return row && (row.generationStatus === 'FINISHED' || row.generationStatus === 'ERROR') ? row : undefined;
      }, 600_000);
    });
    const waited = performance.now() - asked;
    if (report.generationStatus !== 'FINISHED') throw new Error(`the report failed: ${report.notes}`);
    const generation = Date.parse(report.endTime!) - Date.parse(report.startTime!);
    global.gc?.();
    const heapAfter = Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
    const file = await admin.download(report.reportFileLink!);
    const lines = file.bytes.toString('utf8').trimEnd().split('\r\n').length - 1;
    console.log(
      `${total.toLocaleString('en-US')} invoices: ${lines.toLocaleString('en-US')} rows, ${(file.bytes.length / 1024 / 1024).toFixed(1)} MB CSV, ` +
        `generated in ${seconds(generation)} (${Math.round(total / (generation / 1000)).toLocaleString('en-US')} rows/s), ` +
        `${seconds(waited)} from the request to FINISHED, RSS ${rssBefore} MB before, peak ${peakMb} MB while generating, heap ${heapAfter} MB after (GC)`,
    );
  });
}
