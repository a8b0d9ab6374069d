/**
 * `npm run restore -- --from FOLDER`: restores a backup made by `npm run backup` into DATA_DIR, which must
 * hold no database yet; `npm run serve` then starts on it. See docs/operations.md "Backup and restore".
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { restoreDataDir } from '../platform/db/data-dir-backup';
import { EMBEDDED_DATABASE_NAME } from '../runtime';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  process.stderr.write('usage: npm run restore -- --from BACKUP_FOLDER   (restores into DATA_DIR, which must be new)\n');
  process.exit(2);
}
const config = loadConfig();
try {
  const { manifest, migrations } = await restoreDataDir({
    source: path.resolve(values.from),
    dataDir: config.dataDir,
    databaseName: EMBEDDED_DATABASE_NAME,
  });
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: ${migrations} migrations applied, ${manifest.files} stored files.\n` +
      (manifest.dataKey === 'environment' ? 'Start the app with the DATA_KEY the backed-up installation used.\n' : ''),
  );
} catch (error) {
  process.stderr.write(`Restore failed: ${(error as Error).message}\n`);
  process.exit(1);
}
