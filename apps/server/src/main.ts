import { ConfigError, loadConfig } from './platform/config';
import { createLogger, createRuntime, provideDatabase } from './runtime';
import { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './db/seed/demo-seed';
import { hasNoListSnapshots, importShippedLists } from './modules/screening/lists/demo-lists';
import { applyDemoAlertDecisions } from './db/seed/demo-alert-decisions';
import { startPdfRenderThreads } from './platform/pdf/render-pdf';

/** Set once the embedded PostgreSQL runs, so a failed start does not leave it behind. */
let stopEmbedded: (() => Promise<void>) | undefined;

/** `npm start`: database (embedded unless DATABASE_URL), migrations, demo seed, API + worker, web app. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const database = await provideDatabase(config, log);
  stopEmbedded = database.embedded?.stop;

  const runtime = await createRuntime(config, { databaseUrl: database.url, logger: log, runWorker: config.RUN_WORKER });
  if (config.SEED_DEMO_DATA && (await isDatabaseEmpty(runtime.deps.db))) {
    log.info('empty database: seeding demo data');
    await seedDemoData(runtime.deps);
  }
  await runtime.app.listen({ port: config.PORT, host: config.HOST });
  startPdfRenderThreads();

  const url = `http://localhost:${config.PORT}/v2/`;
  const lines = [
    '',
    `  VendorProof is running at ${url}`,
    `  API docs: http://localhost:${config.PORT}/services/docs`,
    `  Database: ${database.embedded ? `embedded PostgreSQL (${config.dataDir}/postgres)` : 'DATABASE_URL'}`,
    '',
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((login) => `    ${login.username.padEnd(14)} ${login.role.padEnd(14)} ${login.note}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  if (config.SEED_DEMO_DATA && (await hasNoListSnapshots(runtime.deps.db))) {
    log.info('no exclusion lists yet: importing the shipped public list files (LEIE supplements, OFAC SDN, SAM sample)');
    importShippedLists(runtime.deps)
      .then(() => applyDemoAlertDecisions(runtime.deps.db))
      .then(() => log.info('shipped exclusion lists imported'))
      .catch((error: Error) => log.error({ err: error }, 'importing the shipped exclusion lists failed'));
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await runtime.close();
      await database.embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${(error as Error).stack ?? String(error)}\n`);
  }
  void (stopEmbedded?.() ?? Promise.resolve()).finally(() => process.exit(1));
});
