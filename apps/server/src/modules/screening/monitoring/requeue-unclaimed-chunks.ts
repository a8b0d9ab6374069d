import type { AppDeps } from '../../../platform/context';
import { anyOf } from '../../../platform/db/any-of';
import { screenChunkJob } from './screen-chunk-job';

/**
 * Start-up recovery of re-screen chunks handed to a worker that died before it claimed them: pg-boss keeps
 * such a job active until it expires (15 minutes) while the chunk stays PENDING with no runner, so neither
 * the claim's lease nor the orphaned-runs recovery (which looks for RUNNING rows) sees it. Every chunk of a
 * run under way whose job is active but that nobody claimed is queued again now. A worker that is alive
 * claims its chunk within milliseconds of being handed it; if it does, the second delivery finds the chunk
 * claimed by a live runner (or done) and does nothing. Answers the chunk ids queued again.
 */
export async function requeueUnclaimedChunks(deps: Pick<AppDeps, 'db' | 'jobs'>): Promise<number[]> {
  const active = (await deps.jobs.activePayloads(screenChunkJob)).map((payload) => payload.chunkId);
  if (!active.length) return [];
  return deps.db.transaction().execute(async (trx) => {
    const unclaimed = await trx
      .selectFrom('screening_run_chunks as c')
      .innerJoin('screening_runs as r', 'r.id', 'c.run_id')
      .select('c.id')
      .where('c.id', '=', anyOf(active))
      .where('c.status', '=', 'PENDING')
      .where('c.runner', 'is', null)
      .where('r.status', '=', 'RUNNING')
      .orderBy('c.id')
      .forUpdate('c')
      .skipLocked()
      .execute();
    for (const chunk of unclaimed) await deps.jobs.send(screenChunkJob, { chunkId: chunk.id }, { trx });
    return unclaimed.map((chunk) => chunk.id);
  });
}
