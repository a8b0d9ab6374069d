import path from 'node:path';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { allJobs } from './jobs';
import { requeueInterruptedUploads } from './modules/employees/uploads/recover-uploads';
import { failInterruptedImports } from './modules/screening/lists/recover-imports';
import { backfillSsnLastFour } from './modules/employees/backfill-ssn-last-four';
import type { AppConfig } from './platform/config';
import type { AppDeps } from './platform/context';
import { FieldEncryption, loadOrCreateDataKey } from './platform/crypto/field-encryption';
import { createDb } from './platform/db/database';
import { startEmbeddedPostgres, type RunningPostgres } from './platform/db/embedded-postgres';
import { migrate } from './platform/db/migrate';
import { JobQueue } from './platform/jobs/job-queue';
import { createMailer } from './platform/mail/mailer';
import { requeueInterruptedMail } from './platform/mail/recover-mail';
import { requeueOrphanedRuns, type RunsWithProgress } from './platform/jobs/requeue-orphaned-runs';
import { applyClientImportJob } from './modules/client-imports/apply-import-job';
import { eligibilityAuditJob } from './modules/jobs/eligibility-audit-job';
import { generateAsyncReportJob } from './modules/async-reports/generate-async-report-job';
import { reportExportJob } from './modules/reports/report-export-job';
import { screenChunkJob } from './modules/screening/monitoring/screen-chunk-job';
import { requeueUnclaimedChunks } from './modules/screening/monitoring/requeue-unclaimed-chunks';
import { createFileStorage } from './platform/files/create-file-storage';
import { createAddressLookup } from './platform/address/create-address-lookup';
import { closePdfRenderPool, configurePdfRendering } from './platform/pdf/render-pdf';
import { createPaymentGateway } from './platform/payments/create-gateway';
import type { App } from './platform/http/types';
import { environmentDecision } from './modules/settings/environment';

/*
 * The composition root: the one place that knows every module (through app.ts and jobs.ts) and wires
 * the platform's collaborators together. Entry points (main.ts, worker.ts, cli/, testing/) start from
 * here; platform/ and modules/ never import it.
 */

export const EMBEDDED_DATABASE_NAME = 'vendorproof';

export function createLogger(config: AppConfig): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', '*.password', '*.ssn', '*.tin'], remove: true },
  });
}

/**
 * The database to use: DATABASE_URL as given, or the embedded server under DATA_DIR/postgres with its
 * application database created on first start.
 */
export async function provideDatabase(config: AppConfig, log: Logger): Promise<{ url: string; embedded?: RunningPostgres }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  log.info({ dataDir: path.join(config.dataDir, 'postgres') }, 'starting embedded PostgreSQL');
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'postgres'),
    port: config.EMBEDDED_POSTGRES_PORT,
    log: (line) => log.debug({ postgres: line.trim() }),
  });
  await ensureDatabase(embedded.url, EMBEDDED_DATABASE_NAME);
  const url = new URL(embedded.url);
  url.pathname = `/${EMBEDDED_DATABASE_NAME}`;
  return { url: url.toString(), embedded };
}

export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** The collaborators of one process and how to release them. */
export interface ProcessDeps {
  deps: AppDeps;
  /** Stops the job queue (and its workers) and closes the pool. */
  close(): Promise<void>;
}

/**
 * Migrates the database, then builds every long-lived collaborator once: config, database pool, job
 * queue (started, so it can enqueue; workers are started by the caller), encryption, mailer, files and
 * payments. Used by the API process, the worker, the CLIs and the test app alike.
 */
export async function createDeps(
  config: AppConfig,
  options: { databaseUrl: string; logger: Logger; poolSize?: number },
): Promise<ProcessDeps> {
  configurePdfRendering({ backgroundNice: config.PDF_BACKGROUND_NICE, requestNice: config.PDF_REQUEST_NICE });
  // First: a bucket that is missing or refuses the credentials stops the start before anything runs.
  const files = await createFileStorage(config);
  await migrate(options.databaseUrl);
  const { db, pool } = createDb(options.databaseUrl, { max: options.poolSize });
  const replica = config.READ_DATABASE_URL ? createDb(config.READ_DATABASE_URL, { max: options.poolSize }) : undefined;
  const jobs = new JobQueue(options.databaseUrl, allJobs);
  await jobs.start();
  const deps: AppDeps = {
    config,
    db,
    readDb: replica?.db ?? db,
    jobs,
    encryption: new FieldEncryption(loadOrCreateDataKey(config.DATA_KEY, config.dataDir)),
    mailer: createMailer({ config, db, jobs, log: options.logger }),
    files,
    payments: createPaymentGateway(config, db),
    addresses: createAddressLookup(config),
  };
  await recoverInterruptedWork(deps, options.logger);
  return {
    deps,
    async close() {
      await jobs.stop();
      await closePdfRenderPool();
      await pool.end();
      await replica?.pool.end();
    },
  };
}

/** The jobs with progress whose runs a dead process leaves under way (decision 244). */
const RUNS_WITH_PROGRESS: RunsWithProgress[] = [
  {
    table: 'client_imports',
    statusColumn: 'status',
    running: 'RUNNING',
    requeue: (jobs, importId, trx) => jobs.send(applyClientImportJob, { importId }, { trx }),
  },
  {
    table: 'eligibility_audits',
    statusColumn: 'status',
    running: 'ACTIVE',
    requeue: (jobs, auditId, trx) => jobs.send(eligibilityAuditJob, { auditId }, { trx }),
  },
  {
    table: 'async_reports',
    statusColumn: 'generation_status',
    running: 'GENERATING',
    requeue: (jobs, reportId, trx) => jobs.send(generateAsyncReportJob, { reportId }, { trx }),
  },
  {
    table: 'report_exports',
    statusColumn: 'status',
    running: 'RUNNING',
    requeue: (jobs, exportId, trx) => jobs.send(reportExportJob, { exportId }, { trx }),
  },
  {
    table: 'screening_run_chunks',
    statusColumn: 'status',
    running: 'RUNNING',
    requeue: (jobs, chunkId, trx) => jobs.send(screenChunkJob, { chunkId }, { trx }),
  },
];

/**
 * Puts right the work a stopped process left half done (kill -9, a crash, a lost machine), at every
 * start of an API node, worker or CLI: uploads left PENDING with no live run are queued again, list
 * imports left IMPORTING with no live import become FAILED, e-mails a dead process was sending are
 * queued again, client imports, eligibility audits, async reports, report exports and re-screen
 * chunks whose worker process died (its runner lease is gone) are queued again, and so are re-screen
 * chunks handed to a worker that died before it claimed them. Live work elsewhere keeps its rows locked
 * and is left alone (docs/operations.md, "After a crash").
 */
async function recoverInterruptedWork(deps: AppDeps, log: Logger): Promise<void> {
  const requeuedUploads = await requeueInterruptedUploads(deps);
  const failedImports = await failInterruptedImports(deps);
  const requeuedMail = await requeueInterruptedMail(deps);
  const requeuedRuns = await requeueOrphanedRuns(deps, RUNS_WITH_PROGRESS);
  const requeuedUnclaimedChunks = await requeueUnclaimedChunks(deps);
  const ssnLastFourFilled = await backfillSsnLastFour(deps);
  if (ssnLastFourFilled) log.info({ ssnLastFourFilled }, 'employees stored before the SSN last-four search index got it');
  if (
    requeuedUploads.length ||
    failedImports.length ||
    requeuedMail.length ||
    Object.keys(requeuedRuns).length ||
    requeuedUnclaimedChunks.length
  ) {
    log.warn(
      { requeuedUploads, failedImports, requeuedMail, requeuedRuns, requeuedUnclaimedChunks },
      'work left unfinished by a stopped process: uploads, e-mail deliveries and jobs with progress queued again, list imports marked FAILED',
    );
  }
}

/** Migrates and installs the job queue's schema and queues, without keeping anything open (test templates). */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  await migrate(databaseUrl);
  const jobs = new JobQueue(databaseUrl, allJobs);
  await jobs.start();
  await jobs.stop();
}

export interface Runtime {
  app: App;
  deps: AppDeps;
  /** Stops accepting, finishes in-flight requests, stops workers, closes the pool. */
  close(): Promise<void>;
}

/** Migrates, wires the dependencies, starts the job queue (and its workers when asked) and the app. */
export async function createRuntime(
  config: AppConfig,
  options: { databaseUrl: string; logger: Logger; runWorker: boolean; webDist?: string; poolSize?: number },
): Promise<Runtime> {
  const { deps, close } = await createDeps(config, options);
  if (options.runWorker) await deps.jobs.startWorkers(deps);
  const app = await buildApp(deps, { logger: options.logger, webDist: options.webDist });
  options.logger.info(environmentDecision(config));
  return {
    app,
    deps,
    async close() {
      await app.close();
      await close();
    },
  };
}
