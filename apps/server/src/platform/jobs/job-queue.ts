import PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { z } from 'zod';
import type { DbTransaction } from '../db/database';
import type { AppDeps } from '../context';
import { RunnerLease } from './runner-lease';

/**
 * One background job: its queue name, payload schema and idempotent handler. Handlers may run more
 * than once (retries, several workers), so they re-read state and return early when done.
 */
export interface JobDefinition<Schema extends z.ZodType> {
  name: string;
  payload: Schema;
  retryLimit?: number;
  /**
   * How long one run may take (pg-boss's default is 15 minutes). A run still active after it is taken for
   * dead (its worker was killed) and the job is tried again while retries remain, so set it well above the
   * longest real run: a live run past it gets a second, concurrent delivery.
   */
  expireInSeconds?: number;
  /** Cron expression (UTC) for recurring jobs. */
  schedule?: string;
  handle(deps: AppDeps, data: z.infer<Schema>): Promise<void>;
}

/** A job of any payload, as a registry holds them (handlers take their own payload type, so `unknown` does not fit). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of definitions with different payloads
export type AnyJob = JobDefinition<any>;

/** pg-boss's schema (its default) in the application database. */
const PG_BOSS_SCHEMA = 'pgboss';

/**
 * How long pg-boss keeps jobs (its maintenance runs every 2 minutes in one process at a time): finished
 * and failed jobs leave the job table an hour after they end (instead of pg-boss's 12 hours), so the table
 * workers poll holds little more than live work; the archive keeps them 8 days, one more than the admin
 * home's window of failed jobs (FAILED_JOBS_DAYS, read from both tables), then deletes them.
 */
export const JOB_RETENTION = {
  archiveCompletedAfterSeconds: 60 * 60,
  archiveFailedAfterSeconds: 60 * 60,
  deleteAfterDays: 8,
} as const;

/** pg-boss on the application database: the same code enqueues from API nodes and works in workers. */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private lease: RunnerLease | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly jobs: AnyJob[],
  ) {
    this.boss = new PgBoss({ connectionString, schema: PG_BOSS_SCHEMA, max: 5, application_name: 'vendorproof-jobs', ...JOB_RETENTION });
    this.boss.on('error', () => {
      // pg-boss reports maintenance hiccups here; job failures are retried and visible in its tables.
    });
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    for (const job of this.jobs) {
      const policy = {
        retryLimit: job.retryLimit ?? 5,
        retryDelay: 5,
        retryBackoff: true,
        ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
      };
      // createQueue leaves an existing queue as it is: updateQueue brings its policy in line with the code.
      await this.boss.createQueue(job.name, { name: job.name, ...policy });
      await this.boss.updateQueue(job.name, { name: job.name, ...policy });
      if (job.schedule) await this.boss.schedule(job.name, job.schedule, {});
    }
    this.started = true;
  }

  /** The registered jobs that run on a schedule (the QA tools' runnables), in registration order. */
  scheduledJobs(): Array<{ name: string; schedule: string }> {
    return this.jobs.flatMap((job) => (job.schedule ? [{ name: job.name, schedule: job.schedule }] : []));
  }

  /** Enqueues a scheduled job now, as its schedule would (an empty payload); false when none has that name. */
  async runScheduledNow(name: string): Promise<boolean> {
    const job = this.jobs.find((candidate) => candidate.name === name && candidate.schedule);
    if (!job) return false;
    await this.send(job, {});
    return true;
  }

  /**
   * The id a job with progress records on the row it runs (`RunnerLease`): null in a process that runs
   * no workers (a job handler called directly, as tests and the CLI do).
   */
  get runnerId(): number | null {
    return this.lease?.id ?? null;
  }

  /** Consumes every registered queue in this process. */
  async startWorkers(deps: AppDeps): Promise<void> {
    this.lease ??= await RunnerLease.take(this.connectionString);
    for (const job of this.jobs) {
      await this.boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([received]) => {
        if (!received) return;
        await job.handle(deps, job.payload.parse(received.data));
      });
    }
  }

  /**
   * Enqueues a job. With `trx` the job is inserted in the caller's transaction, so it exists only if
   * the change that asked for it commits.
   */
  async send<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    data: z.infer<Schema>,
    options: { trx?: DbTransaction; startAfter?: Date; singletonKey?: string } = {},
  ): Promise<void> {
    const payload = job.payload.parse(data) as object;
    const trx = options.trx;
    const db = trx
      ? {
          executeSql: async (text: string, values: unknown[]) => {
            const result = await trx.executeQuery(CompiledQuery.raw(text, values));
            return { rows: result.rows as unknown[] };
          },
        }
      : undefined;
    await this.boss.send(job.name, payload, {
      startAfter: options.startAfter,
      singletonKey: options.singletonKey,
      ...(db ? { db } : {}),
    });
  }

  /**
   * The payloads of this job's runs pg-boss counts as active: running now in some process, or taken by a
   * process that died (they stay active until they expire). The start-up recovery tells them apart by the
   * row a live run keeps locked.
   */
  async activePayloads<Schema extends z.ZodType>(job: JobDefinition<Schema>): Promise<Array<z.infer<Schema>>> {
    const { rows } = (await this.boss
      .getDb()
      .executeSql(`SELECT data FROM ${PG_BOSS_SCHEMA}.job WHERE name = $1 AND state = 'active'`, [job.name])) as {
      rows: Array<{ data: unknown }>;
    };
    return rows.map((row) => job.payload.parse(row.data));
  }

  /**
   * Jobs that failed for good (retries exhausted) since `since`, counted per queue, in the live table and
   * the archive pg-boss moves finished jobs to.
   */
  async failedSince(since: Date): Promise<Array<{ name: string; count: number; lastFailedAt: Date }>> {
    const { rows } = (await this.boss.getDb().executeSql(
      `SELECT name, count(*)::int AS count, max(completed_on) AS last_failed_at
         FROM (SELECT name, completed_on FROM ${PG_BOSS_SCHEMA}.job WHERE state = 'failed' AND completed_on >= $1
               UNION ALL
               SELECT name, completed_on FROM ${PG_BOSS_SCHEMA}.archive WHERE state = 'failed' AND completed_on >= $1) AS failed
        GROUP BY name ORDER BY name`,
      [since.toISOString()],
    )) as { rows: Array<{ name: string; count: number; last_failed_at: Date | string }> };
    return rows.map((row) => ({ name: row.name, count: row.count, lastFailedAt: new Date(row.last_failed_at) }));
  }

  /** One pg-boss maintenance pass now (expire, archive, delete by JOB_RETENTION), as its supervisor runs every 2 minutes. */
  async maintain(): Promise<void> {
    await this.boss.maintain();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    await this.lease?.release();
    this.lease = null;
    this.started = false;
  }
}
