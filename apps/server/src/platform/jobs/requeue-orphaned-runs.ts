import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import type { JobDefinition } from './job-queue';
import { runnerAlive } from './runner-lease';

/** A job with progress whose row says which process runs it (its `runner` column). */
export interface RunsWithProgress<Schema extends z.ZodType> {
  table: 'client_imports' | 'eligibility_audits' | 'async_reports' | 'report_exports';
  statusColumn: 'status' | 'generation_status';
  /** The statuses of a run under way. */
  running: string[];
  job: JobDefinition<Schema>;
  payload: (id: number) => z.infer<Schema>;
}

/**
 * Start-up recovery of runs that died with their process (kill -9, a crash, a lost machine): pg-boss
 * keeps such a job active until it expires (15–30 minutes), and the row stays RUNNING meanwhile. Every
 * row under way whose runner no longer lives is queued again now (the jobs are idempotent and start
 * over); runs of live processes, on this node or another, are left alone. Answers the ids queued again.
 */
export async function requeueOrphanedRuns<Schema extends z.ZodType>(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  runs: RunsWithProgress<Schema>,
): Promise<number[]> {
  return deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      SELECT t.id FROM ${sql.table(runs.table)} t
       WHERE ${sql.ref(`t.${runs.statusColumn}`)} = ANY(${runs.running})
         AND t.runner IS NOT NULL AND NOT ${runnerAlive(sql.ref('t.runner'))}
       ORDER BY t.id
         FOR UPDATE SKIP LOCKED`.execute(trx);
    for (const row of rows) await deps.jobs.send(runs.job, runs.payload(row.id), { trx });
    return rows.map((row) => row.id);
  });
}
