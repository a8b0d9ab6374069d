import { sql } from 'kysely';
import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { runProgressJob } from '../../platform/jobs/progress-row';
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
    await runProgressJob(
      deps,
      {
        table: 'client_imports',
        id: importId,
        // A run of a live process is never joined by a second one (a queued-again job of a dead one is).
        status: { column: 'status', startable: ['PENDING', 'RUNNING'] },
        claimSet: { attempts: sql`attempts + 1` },
        returning: ['attempts', 'client_id', 'kind', 'file_id'],
        // The failure is the import's outcome: the rows of batches already written stay, and importing the file again completes it.
        failed: (error) => ({ status: 'FAILED', error: error.message.slice(0, 2000), finished_at: new Date() }),
        rethrow: false,
      },
      async (claimed) => {
        if (claimed.attempts > MAX_IMPORT_ATTEMPTS) {
          throw new Error(`Processing stopped before the end ${claimed.attempts - 1} times; given up.`);
        }
        const file = await deps.db.selectFrom('files').select('storage_key').where('id', '=', claimed.file_id).executeTakeFirstOrThrow();
        await applyClientImport(deps, { id: importId, clientId: claimed.client_id, kind: claimed.kind, storageKey: file.storage_key });
      },
    );
  },
};
