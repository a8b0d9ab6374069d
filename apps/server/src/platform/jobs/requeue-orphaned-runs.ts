import { sql } from 'kysely';
import type { AppDeps } from '../context';
import type { DbTransaction } from '../db/database';
import type { JobQueue } from './job-queue';
import { runnerAlive } from './runner-lease';

/** A job with progress whose rows say which process runs them (their `runner` column). */
export interface RunsWithProgress {
  table: 'client_imports' | 'eligibility_audits' | 'async_reports' | 'report_exports' | 'screening_run_chunks';
  statusColumn: 'status' | 'generation_status';
  /** The status of a run under way. */
  running: string;
  /** Queues the run of one row again, in the recovery's transaction. */
  requeue(jobs: JobQueue, id: number, trx: DbTransaction): Promise<unknown>;
}

/**
 * Start-up recovery of runs that died with their process (kill -9, a crash, a lost machine): pg-boss
 * keeps such a job active until it expires (15–30 minutes), and the row stays under way meanwhile. Every
 * row under way whose runner no longer lives is queued again now (the jobs are idempotent and start
 * over); runs of live processes, on this node or another, are left alone. Answers the ids queued again,
 * by table.
 */
export async function requeueOrphanedRuns(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  kinds: RunsWithProgress[],
): Promise<Partial<Record<RunsWithProgress['table'], number[]>>> {
  const requeued: Partial<Record<RunsWithProgress['table'], number[]>> = {};
  for (const kind of kinds) {
    const ids = await deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`
        SELECT t.id FROM ${sql.table(kind.table)} t
         WHERE ${sql.ref(`t.${kind.statusColumn}`)} = ${kind.running}
           AND t.runner IS NOT NULL AND NOT ${runnerAlive(sql.ref('t.runner'))}
         ORDER BY t.id
           FOR UPDATE SKIP LOCKED`.execute(trx);
      for (const row of rows) await kind.requeue(deps.jobs, row.id, trx);
      return rows.map((row) => row.id);
    });
    if (ids.length) requeued[kind.table] = ids;
  }
  return requeued;
}
