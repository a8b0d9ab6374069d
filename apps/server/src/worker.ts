import path from 'node:path';
import { ConfigError, loadConfig } from './platform/config';
import { LocalFileStorage } from './platform/files/file-storage';
import { createPaymentGateway } from './platform/payments/create-gateway';
import { createDb } from './platform/db/database';
import { FieldEncryption, loadOrCreateDataKey } from './platform/crypto/field-encryption';
import { allJobs } from './platform/jobs/all-jobs';
import { JobQueue } from './platform/jobs/job-queue';
import { createMailer } from './platform/mail/mailer';
import { createLogger } from './platform/runtime';
import { migrate } from './platform/db/migrate';

/**
 * `npm run worker`: a job consumer only (no HTTP), for scaling work apart from API nodes. Needs
 * DATABASE_URL (the embedded database belongs to the `npm start` process).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  if (!config.DATABASE_URL) throw new ConfigError('npm run worker needs DATABASE_URL (a shared PostgreSQL).');
  await migrate(config.DATABASE_URL);
  const { db, pool } = createDb(config.DATABASE_URL, { max: 5 });
  const jobs = new JobQueue(config.DATABASE_URL, allJobs);
  await jobs.start();
  const encryption = new FieldEncryption(loadOrCreateDataKey(config.DATA_KEY, config.dataDir));
  const files = new LocalFileStorage(path.join(config.dataDir, 'files'));
  const deps = { config, db, jobs, encryption, files, payments: createPaymentGateway(config, db), mailer: createMailer({ config, db, jobs, log }) };
  await jobs.startWorkers(deps);
  log.info('worker started');

  const shutdown = async () => {
    await jobs.stop();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
