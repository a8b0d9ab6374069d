import { ConfigError, loadConfig } from './platform/config';
import { createDeps, createLogger } from './runtime';

/**
 * `npm run worker`: a job consumer only (no HTTP), for scaling work apart from API nodes. Needs
 * DATABASE_URL (the embedded database belongs to the `npm start` process).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  if (!config.DATABASE_URL) throw new ConfigError('npm run worker needs DATABASE_URL (a shared PostgreSQL).');
  const { deps, close } = await createDeps(config, { databaseUrl: config.DATABASE_URL, logger: log, poolSize: 5 });
  await deps.jobs.startWorkers(deps);
  log.info('worker started');

  const shutdown = async () => {
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
