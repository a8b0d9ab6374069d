import { sql } from 'kysely';
import type { AppDeps } from '../../../platform/context';
import type { SubjectType } from '../../../db/schema';
import { SUBJECT_SOURCES } from './all-subject-sources';
import { screenChunkJob } from './screen-chunk-job';
import type { SubjectRange } from './subject-sources';

/**
 * Subjects per chunk of a re-screen (decision 348): about a second of one worker's time at the measured
 * ~8,000 subjects a second, so two workers share even a 20,000-subject run and a chunk retried from its
 * start costs little, while 1,000,000 subjects still make only 100 jobs.
 */
export const CHUNK_SUBJECTS = 10_000;

/**
 * Starts a re-screen of every monitored subject: all records in force (FULL) or only those a snapshot
 * added or changed (SNAPSHOT). The subjects are cut into chunks of `chunkSize`, and the run, its chunks
 * and one job per chunk are written in one transaction, so a run exists whole or not at all; any
 * worker takes the chunks (screen-chunk.ts). A snapshot whose run exists already, or that changed no
 * record in force, starts none (a retried job). Answers the run's id, or null.
 */
export async function startScreeningRun(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  run: { kind: 'FULL' } | { kind: 'SNAPSHOT'; snapshotId: number },
  chunkSize = CHUNK_SUBJECTS,
): Promise<number | null> {
  const snapshotId = run.kind === 'SNAPSHOT' ? run.snapshotId : null;
  if (snapshotId !== null && !(await snapshotNeedsRun(deps, snapshotId))) return null;
  const chunks: Array<SubjectRange & { type: SubjectType }> = [];
  for (const source of SUBJECT_SOURCES) {
    for (const range of await source.ranges(deps.db, chunkSize)) chunks.push({ type: source.type, ...range });
  }
  return deps.db.transaction().execute(async (trx) => {
    const { id: runId } = await trx
      .insertInto('screening_runs')
      .values({
        kind: run.kind,
        snapshot_id: snapshotId,
        subjects_total: chunks.reduce((sum, chunk) => sum + chunk.subjects, 0),
        chunks_total: chunks.length,
        ...(chunks.length ? {} : { status: 'FINISHED' as const, finished_at: new Date() }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!chunks.length) return runId;
    const rows = await trx
      .insertInto('screening_run_chunks')
      .values(
        chunks.map((chunk) => ({
          run_id: runId,
          subject_type: chunk.type,
          after_id: chunk.afterId,
          up_to_id: chunk.upToId,
          cursor_id: chunk.afterId,
        })),
      )
      .returning('id')
      .execute();
    for (const row of rows) await deps.jobs.send(screenChunkJob, { chunkId: row.id }, { trx });
    return runId;
  });
}

/** Whether a snapshot still changes records in force and has no run yet (a retried job finds its own). */
async function snapshotNeedsRun(deps: Pick<AppDeps, 'db'>, snapshotId: number): Promise<boolean> {
  const { rows } = await sql<{ needed: boolean }>`
    SELECT EXISTS (SELECT 1 FROM list_records WHERE changed_snapshot_id = ${snapshotId})
       AND NOT EXISTS (SELECT 1 FROM screening_runs WHERE snapshot_id = ${snapshotId} AND status <> 'FAILED') AS needed`.execute(deps.db);
  return rows[0]!.needed;
}
