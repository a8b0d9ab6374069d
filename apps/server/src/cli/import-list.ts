/**
 * `npm run lists:import -- --source leie --file PATH [--file PATH …]`: imports list files into the
 * database (DATABASE_URL, else the embedded one under DATA_DIR) as new snapshots, then exits.
 * Subjects are screened against the changes by the worker of a running `npm start`/`npm run worker`.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { createDeps, createLogger, provideDatabase } from '../runtime';
import { importListFromPath } from '../modules/screening/lists/import-list-from-path';

const { values } = parseArgs({ options: { source: { type: 'string' }, file: { type: 'string', multiple: true } } });
if (!values.source || !values.file?.length) {
  process.stderr.write('usage: npm run lists:import -- --source leie|sam|ofac|state:XX --file PATH [--file PATH …]\n');
  process.exit(2);
}

const config = loadConfig();
const log = createLogger({ ...config, LOG_LEVEL: 'warn' });
const database = await provideDatabase(config, log);
const { deps, close } = await createDeps(config, { databaseUrl: database.url, logger: log, poolSize: 2 });
let failed = false;
try {
  for (const filePath of values.file) {
    const started = performance.now();
    const outcome = await importListFromPath(deps, { sourceId: values.source, filePath });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    process.stdout.write(
      `${filePath}: ${outcome.status} snapshot ${outcome.snapshotId} — ${outcome.recordCount} records in force, ` +
        `+${outcome.added} −${outcome.removed} ~${outcome.changed}, ${outcome.issues} malformed rows, ${seconds}s` +
        `${outcome.error ? ` (${outcome.error})` : ''}\n`,
    );
    if (outcome.status === 'FAILED') failed = true;
  }
} finally {
  await close();
  await database.embedded?.stop();
}
process.exit(failed ? 1 : 0);
