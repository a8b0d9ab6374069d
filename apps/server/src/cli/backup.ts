/**
 * `npm run backup -- [--to FOLDER]`: backs up DATA_DIR (the embedded PostgreSQL, the stored files and the
 * generated data key) into a new folder, while the app runs or not. See docs/operations.md "Backup and
 * restore"; with DATABASE_URL, back that database up with pg_dump instead.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { backupDataDir } from '../platform/db/data-dir-backup';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
const config = loadConfig();
if (config.DATABASE_URL) {
  process.stderr.write(
    "DATABASE_URL is set: back that PostgreSQL up with `pg_dump -Fc` (a pg_dump of its version or newer) or your provider's backups, and copy DATA_DIR/files; this command backs up the embedded server.\n",
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
const target = path.resolve(values.to ?? path.join('backups', `vendorproof-${stamp}`));
try {
  const manifest = await backupDataDir({
    dataDir: config.dataDir,
    embeddedPort: config.EMBEDDED_POSTGRES_PORT,
    dataKeyFromEnvironment: Boolean(config.DATA_KEY),
    target,
  });
  process.stdout.write(
    `Backed up ${config.dataDir} to ${target} (${manifest.method}, PostgreSQL ${manifest.postgresVersion}, ${manifest.files} stored files).\n` +
      (manifest.dataKey === 'environment'
        ? 'The data key is DATA_KEY: keep it with the backup, encrypted fields cannot be read without it.\n'
        : 'The data key is in the backup (data-key): keep the backup as secret as the data.\n') +
      (config.FILE_STORAGE === 's3'
        ? `Stored files are in the bucket ${config.S3_BUCKET}, not in this backup: keep its versioning on (docs/operations.md "Backup and restore").\n`
        : ''),
  );
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
