import type { AppDeps } from '../../../platform/context';
import { processUploadJob } from './process-upload-job';

/**
 * Start-up recovery of uploads whose processing died with its process (kill -9, a crash, a lost
 * machine): every PENDING upload that no live run holds (a run keeps its row locked while it stores
 * the rows) is queued again. The job is idempotent, so an upload that was only waiting in the queue is
 * processed once all the same; an upload whose runs keep dying ends FAILED after MAX_UPLOAD_ATTEMPTS.
 * Answers the ids queued again.
 */
export async function requeueInterruptedUploads(deps: Pick<AppDeps, 'db' | 'jobs'>): Promise<number[]> {
  return deps.db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom('employee_uploads')
      .select('id')
      .where('status', '=', 'PENDING')
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    for (const upload of stale) await deps.jobs.send(processUploadJob, { uploadId: upload.id }, { trx });
    return stale.map((upload) => upload.id);
  });
}
