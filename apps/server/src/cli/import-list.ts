/**
 * `npm run lists:import -- --source leie --file PATH [--file PATH …]`: imports list files into the
 * database (DATABASE_URL, else the embedded one under DATA_DIR) as new snapshots, then exits.
 * Subjects are screened against the changes by the worker of a running `npm start`/`npm run worker`.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { createDb } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { allJobs } from '../platform/jobs/all-jobs';
import { JobQueue } from '../platform/jobs/job-queue';
import { createLogger, provideDatabase } from '../platform/runtime';
import { importListFromPath } from '../modules/screening/lists/import-list-from-path';

const { values } = parseArgs({ options: { source: { type: 'string' }, file: { type: 'string', multiple: true } } });
if (!values.source || !values.file?.length) {
  process.stderr.write('usage: npm run lists:import -- --source leie|sam|ofac|state:XX --file PATH [--file PATH …]\n');
  process.exit(2);
}

const config = loadConfig();
const log = createLogger({ ...config, LOG_LEVEL: 'warn' });
const database = await provideDatabase(config, log);
await migrate(database.url);
const { db, pool } = createDb(database.url, { max: 2 });
const jobs = new JobQueue(database.url, allJobs);
await jobs.start();
let failed = false;
try {
  for (const filePath of values.file) {
    const started = performance.now();
    const outcome = await importListFromPath({ db, jobs }, { sourceId: values.source, filePath });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    process.stdout.write(
      `${filePath}: ${outcome.status} snapshot ${outcome.snapshotId} — ${outcome.recordCount} records in force, ` +
        `+${outcome.added} −${outcome.removed} ~${outcome.changed}, ${outcome.issues} malformed rows, ${seconds}s` +
        `${outcome.error ? ` (${outcome.error})` : ''}\n`,
    );
    if (outcome.status === 'FAILED') failed = true;
  }
} finally {
  await jobs.stop();
  await pool.end();
  await database.embedded?.stop();
}
process.exit(failed ? 1 : 0);
