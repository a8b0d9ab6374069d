import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { unclaimedOrOrphaned } from '../../platform/jobs/runner-lease';
import { applyClientImport } from './apply-import';

const payload = z.object({ importId: z.number().int() });

/** Runs of one import that may start before it is given up as FAILED (a file that keeps killing its worker). */
const MAX_IMPORT_ATTEMPTS = 3;

/**
 * Applies a submitted client import (vendor master or invoices). Idempotent: a finished import is left
 * alone; a run that died part-way is run again from the start, and the rows it had written are found
 * unchanged. A failure marks the import FAILED with the reason (the rows of batches already written stay,
 * and importing the file again completes it).
 */
export const applyClientImportJob: JobDefinition<typeof payload> = {
  name: 'client-imports.apply',
  payload,
  retryLimit: 2,
  // 200,000 rows take well under a minute.
  expireInSeconds: 15 * 60,
  async handle(deps, { importId }) {
    const claimed = await deps.db
      .updateTable('client_imports as ci')
      .set((eb) => ({ attempts: eb('ci.attempts', '+', 1), runner: deps.jobs.runnerId }))
      .where('ci.id', '=', importId)
      .where('ci.status', 'in', ['PENDING', 'RUNNING'])
      // A run of a live process is never joined by a second one (a queued-again job of a dead one is).
      .where((eb) => unclaimedOrOrphaned(eb.ref('ci.runner')))
      .returning(['ci.attempts', 'ci.client_id', 'ci.kind', 'ci.file_id'])
      .executeTakeFirst();
    if (!claimed) return;
    const fail = (reason: string) =>
      deps.db
        .updateTable('client_imports')
        .set({ status: 'FAILED', error: reason.slice(0, 2000), finished_at: new Date() })
        .where('id', '=', importId)
        .execute();
    if (claimed.attempts > MAX_IMPORT_ATTEMPTS) {
      await fail(`Processing stopped before the end ${claimed.attempts - 1} times; given up.`);
      return;
    }
    const file = await deps.db.selectFrom('files').select('storage_key').where('id', '=', claimed.file_id).executeTakeFirstOrThrow();
    try {
      await applyClientImport(deps, { id: importId, clientId: claimed.client_id, kind: claimed.kind, storageKey: file.storage_key });
    } catch (error) {
      await fail((error as Error).message);
    }
  },
};
