/**
 * `npm run files:migrate [-- --from FOLDER]`: copies the stored files of the local folder (DATA_DIR/files
 * by default) to the bucket of the S3_* settings, before switching to FILE_STORAGE=s3. Safe to run again
 * (files already copied are skipped) and while the app runs. See docs/operations.md "Moving files to S3".
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/config';
import { copyFilesToBucket } from '../platform/files/copy-files-to-bucket';
import { connectBucket } from '../platform/files/create-file-storage';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
try {
  // The bucket settings are required whatever FILE_STORAGE says today (the switch comes after the copy).
  const config = loadConfig({ ...process.env, FILE_STORAGE: 's3' });
  const source = path.resolve(values.from ?? path.join(config.dataDir, 'files'));
  const bucket = await connectBucket(config);
  process.stdout.write(`Copying the files of ${source} to the bucket ${bucket.bucket}\n`);
  const outcome = await copyFilesToBucket(bucket, source, (key, result) => {
    if (result !== 'already there') process.stdout.write(`  ${result.padEnd(8)} ${key}\n`);
  });
  bucket.client.destroy();
  process.stdout.write(`${outcome.copied} copied and verified, ${outcome.alreadyThere} already there, ${outcome.failed.length} failed.\n`);
  for (const failure of outcome.failed) process.stderr.write(`  failed ${failure.key}: ${failure.reason}\n`);
  if (outcome.failed.length) process.exit(1);
} catch (error) {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `Migration failed: ${(error as Error).message}\n`);
  process.exit(1);
}
