import { screenSubject } from '@app/screening/matching/screen';
import { sql } from 'kysely';
import type { AppDeps } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { claimProgressRow } from '../../../platform/jobs/progress-row';
import { subjectSource } from './all-subject-sources';
import { changedRecordsIndex, currentIndex } from './index-cache';
import { reconcileAlertsIn } from './reconcile-alerts';
import { recordScreenings } from './record-screenings';
import { currentSnapshots } from './screen-subjects';

/** Subjects screened and written per transaction: the progress the admin pages show moves after each. */
const PAGE = 1_000;

/**
 * Screens one chunk of a re-screen run, page by page. Each page's alerts, the chunk's cursor and the
 * run's progress are written in one transaction, so a retry, or a run queued again at start after its
 * worker was killed (runtime.ts, decision 244), resumes after the last page written and counts each
 * subject once. The chunk is claimed under the worker's runner lease: a second delivery of it while the
 * first one's process lives does nothing. The chunk that finishes last finishes the run.
 */
export async function screenChunk(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  chunkId: number,
  options: { attemptsAllowed: number },
): Promise<void> {
  const { db } = deps;
  const runner = deps.jobs.runnerId;
  const chunk = await claimProgressRow(deps, {
    table: 'screening_run_chunks',
    id: chunkId,
    status: { column: 'status', startable: ['PENDING', 'RUNNING'], running: 'RUNNING' },
    claimSet: { attempts: sql`attempts + 1` },
    returning: ['run_id', 'subject_type', 'cursor_id', 'up_to_id', 'attempts'],
  });
  if (!chunk) return;
  try {
    const run = await db
      .selectFrom('screening_runs')
      .select(['kind', 'snapshot_id'])
      .where('id', '=', chunk.run_id)
      .executeTakeFirstOrThrow();
    const fullScope = run.kind !== 'SNAPSHOT';
    const index = fullScope ? await currentIndex(db) : await changedRecordsIndex(db, run.snapshot_id!);
    const snapshots = await currentSnapshots(db);
    const source = subjectSource(chunk.subject_type);
    let cursor = chunk.cursor_id;
    for (;;) {
      const page = await source.loadPage(db, cursor, PAGE, chunk.up_to_id);
      if (!page.length) break;
      const screened = page.map((subject) => ({ subject, results: screenSubject(index, subject.subject) }));
      cursor = page[page.length - 1]!.id;
      await db.transaction().execute(async (trx) => {
        const tally = await reconcileAlertsIn(trx, screened, { fullScope, currentSnapshots: snapshots });
        await recordScreenings(trx, page, snapshots);
        const moved = await trx
          .updateTable('screening_run_chunks')
          .set((eb) => ({ cursor_id: cursor, subjects_done: eb('subjects_done', '+', page.length) }))
          .where('id', '=', chunkId)
          .where(sql<boolean>`runner IS NOT DISTINCT FROM ${runner}`)
          .executeTakeFirst();
        // Another process took the chunk over (this one's lease was lost): its work stands, not this page.
        if (moved.numUpdatedRows === 0n) throw new Error(`Chunk ${chunkId} was taken over by another worker.`);
        await trx
          .updateTable('screening_runs')
          .set((eb) => ({
            subjects_done: eb('subjects_done', '+', page.length),
            alerts_created: eb('alerts_created', '+', tally.created),
            alerts_updated: eb('alerts_updated', '+', tally.updated),
            alerts_closed: eb('alerts_closed', '+', tally.closed),
          }))
          .where('id', '=', chunk.run_id)
          .execute();
      });
      if (page.length < PAGE) break;
    }
    await finishChunk(db, chunkId, chunk.run_id);
  } catch (error) {
    await releaseChunk(db, { chunkId, runId: chunk.run_id, lastAttempt: chunk.attempts >= options.attemptsAllowed, error: error as Error });
    throw error;
  }
}

/** Marks the chunk screened; the run finishes with its last chunk (one statement, so two last chunks count right). */
async function finishChunk(db: Db, chunkId: number, runId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const finished = await trx
      .updateTable('screening_run_chunks')
      .set({ status: 'DONE', finished_at: new Date() })
      .where('id', '=', chunkId)
      .where('status', '=', 'RUNNING')
      .executeTakeFirst();
    if (finished.numUpdatedRows === 0n) return;
    await sql`UPDATE screening_runs
                 SET chunks_done = chunks_done + 1,
                     status = CASE WHEN status = 'RUNNING' AND chunks_done + 1 >= chunks_total THEN 'FINISHED' ELSE status END,
                     finished_at = CASE WHEN status = 'RUNNING' AND chunks_done + 1 >= chunks_total THEN now() ELSE finished_at END
               WHERE id = ${runId}`.execute(trx);
  });
}

/** A failed attempt gives the chunk back for the retry; the last one fails the run with its error. */
async function releaseChunk(db: Db, failure: { chunkId: number; runId: number; lastAttempt: boolean; error: Error }): Promise<void> {
  await db.updateTable('screening_run_chunks').set({ status: 'PENDING', runner: null }).where('id', '=', failure.chunkId).execute();
  if (!failure.lastAttempt) return;
  await db
    .updateTable('screening_runs')
    .set({ status: 'FAILED', finished_at: new Date(), error: failure.error.message })
    .where('id', '=', failure.runId)
    .where('status', '=', 'RUNNING')
    .execute();
}
