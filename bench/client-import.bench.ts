/**
 * Client vendor master import (issue 15 target on 2 cores): a 200,000-row vendor master applied in
 * < 30 s with flat memory. Real HTTP: the CSV goes through POST /services/files and POST
 * /services/client-imports (which checks every row), then the job applies it in batches; the time runs
 * from the upload to the import's COMPLETE. Prints rows/s and the server process's peak RSS; a second
 * import of the same file (every row unchanged) shows the idempotent pass.
 *
 *   npx tsx --expose-gc bench/client-import.bench.ts [--rows 200000]
 */
import { VENDOR_MASTER_HEADER } from '../packages/shared/src/client-imports/client-imports';
import { buildClient, buildUser } from '../apps/server/src/db/seed/factories';
import { eventually } from '../apps/server/src/testing/eventually';
import { TestClient } from '../apps/server/src/testing/http-client';
import { seconds, withServerProcess } from './bench-support';

const args = process.argv.slice(2);
const ROWS = args.includes('--rows') ? Number(args[args.indexOf('--rows') + 1]) : 200_000;

await withServerProcess({}, async (app) => {
  const client = await buildClient(app.db, { name: 'Bench Import Hospital' });
  await buildClient(app.db, { name: 'Bench North', parentClientId: client.id });
  const user = await buildUser(app.db, { role: 'Client User', clientId: client.id, permissions: ['ImportsAccess'] });
  const http = new TestClient(app.baseUrl);
  await http.login(user.username);

  const lines = [VENDOR_MASTER_HEADER.join(',')];
  for (let i = 0; i < ROWS; i++) {
    // Every third vendor shares its TIN with the one before (grouped together); every tenth has none.
    const tin = i % 10 === 9 ? '' : String(100_000_000 + Math.floor(i / 2));
    lines.push(`BV${i},Bench Vendor ${i} LLC,${tin},${i % 4 === 0 ? 'Bench North' : ''},Supplies,${i} Commerce Dr`);
  }
  const csv = `${lines.join('\r\n')}\r\n`;

  const runImport = async () => {
    const started = performance.now();
    const file = await http.upload('/services/files', [{ filename: 'bench-vendors.csv', content: csv, type: 'text/csv' }], {
      headers: { 'directory-name': 'clientImport' },
    });
    if (file.status !== 201) throw new Error(`upload failed: ${file.status} ${JSON.stringify(file.body)}`);
    const submit = await http.post('/services/client-imports', { fileId: file.body.id, kind: 'VENDOR_MASTER' });
    if (submit.status !== 202) throw new Error(`submit failed: ${submit.status} ${JSON.stringify(submit.body).slice(0, 500)}`);
    const checkedMs = performance.now() - started;
    const done = await eventually(async () => {
      const response = await http.get(`/services/client-imports/${submit.body.importId}`);
      if (response.body.status === 'FAILED') throw new Error(`import failed: ${response.body.error}`);
      return response.body.status === 'COMPLETE' ? response.body : undefined;
    }, 600_000);
    return { ms: performance.now() - started, checkedMs, done };
  };

  const baselineMb = app.rssMb().now;
  const first = await runImport();
  const peakMb = app.rssMb().peak;
  console.log(
    `vendor master of ${ROWS.toLocaleString()} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB): uploaded and checked in ${seconds(first.checkedMs)}, ` +
      `applied (COMPLETE) ${seconds(first.ms)} = ${Math.round(ROWS / (first.ms / 1000)).toLocaleString()} rows/s; created ${first.done.created}, ` +
      `peak RSS of the server process (API + in-process worker) ${peakMb} MB, ${baselineMb} MB before [target < 30 s, flat memory]`,
  );
  const again = await runImport();
  console.log(
    `same file again: ${seconds(again.ms)} = ${Math.round(ROWS / (again.ms / 1000)).toLocaleString()} rows/s; unchanged ${again.done.unchanged}, ` +
      `created ${again.done.created}, updated ${again.done.updated}; peak RSS ${app.rssMb().peak} MB`,
  );
});
