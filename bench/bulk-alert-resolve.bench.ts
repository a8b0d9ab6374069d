/**
 * Bulk alert resolve (issue 19 target on 2 cores: 100,000 rows in < 20 s): POST /services/monitor-alert/uploads
 * over real HTTP against the real app on a fresh database, with 100,000 OPEN alerts spread over 100 vendors.
 * Times the upload of the file and the resolve separately; prints rows/s.
 *
 *   npx tsx bench/bulk-alert-resolve.bench.ts [--rows 100000]
 */
import os from 'node:os';
import { sql } from 'kysely';
import { buildVendor } from '../apps/server/src/db/seed/factories';
import { signedInAdmin } from '../apps/server/src/testing/signed-in';
import { seconds, withBenchApp } from './bench-support';

const args = process.argv.slice(2);
const ROWS = args.includes('--rows') ? Number(args[args.indexOf('--rows') + 1]) : 100_000;
const VENDORS = 100;

await withBenchApp({}, async (app) => {
  const vendorIds: number[] = [];
  for (let i = 0; i < VENDORS; i++) vendorIds.push((await buildVendor(app.db, { businessName: `Bench Vendor ${i}` })).id);
  const snapshot = await app.db
    .insertInto('list_snapshots')
    .values({ source_id: 'leie', status: 'FAILED', mode: 'FULL', file_name: 'bench.csv', file_sha256: 'bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: string }>`
    INSERT INTO screening_alerts (vendor_id, subject_type, subject_id, source_id, record_id, snapshot_id, score, band, matched_name,
                                  evidence, reasons, record, record_hash, subject_hash)
    SELECT (${vendorIds}::bigint[])[1 + (n % ${VENDORS})], 'EMPLOYEE', n, 'leie', 'bench-' || n, ${snapshot.id}, 0.9, 'MATCH', 'BENCH, PERSON',
           '[]'::jsonb, '["Same name"]'::jsonb, '{}'::jsonb, 'bench', 'bench'
      FROM generate_series(1, ${ROWS}) AS n
    RETURNING id::text AS id`.execute(app.db);
  const lines = ['Monitor Record ID,Progress Status,Note'];
  rows.forEach((row, i) => lines.push(`${row.id},${i % 10 === 0 ? 'CONFIRMED' : 'CLEARED'},"Checked by the bench, row ${i + 1}"`));
  const content = `${lines.join('\r\n')}\r\n`;

  const { http: admin } = await signedInAdmin(app);
  const uploadStart = performance.now();
  const upload = await admin.upload('/services/files', [{ filename: 'bench-resolve.csv', content }], {
    headers: { 'directory-name': 'alertBulkResolve' },
  });
  const uploadMs = performance.now() - uploadStart;
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);

  const start = performance.now();
  const response = await admin.post('/services/monitor-alert/uploads', { fileId: upload.body.id });
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`resolve failed: ${response.status} ${JSON.stringify(response.body).slice(0, 500)}`);
  const open = await app.db
    .selectFrom('screening_alerts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();

  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `file: ${ROWS.toLocaleString('en-US')} rows, ${(content.length / 1024 / 1024).toFixed(1)} MB, uploaded in ${seconds(uploadMs)}`,
  );
  console.log(
    `resolve: ${JSON.stringify(response.body)} in ${seconds(ms)} = ${Math.round(ROWS / (ms / 1000)).toLocaleString('en-US')} rows/s`,
  );
  console.log(`alerts still OPEN: ${open.n}; target < 20 s: ${ms < 20_000 ? 'met' : 'NOT met'}`);
});
