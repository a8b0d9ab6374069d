import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/context';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { checkUploadRows, type ValidEmployeeRow } from './check-upload-rows';
import { notifyUploader, type Uploader } from './notify-uploader';
import { screenUploadJob } from './screen-upload-job';

const payload = z.object({ uploadId: z.number().int() });

/**
 * Runs of one upload that may start before it is given up as FAILED: a run that dies with its process
 * is started again, but a file whose processing keeps killing the process must not be retried for ever.
 */
export const MAX_UPLOAD_ATTEMPTS = 3;

/**
 * Stores the valid rows of a submitted upload in one transaction (all or nothing) that also marks it
 * COMPLETE and queues the job that screens the new employees and e-mails the outcome. Idempotent: a
 * second delivery of a live run waits for it and finds the upload done; a run that died with its
 * process left nothing behind (its transaction rolled back) and the next run stores every row.
 * Rows that became invalid since submission (e.g. the SSN was added by hand meanwhile) are skipped.
 */
export const processUploadJob: JobDefinition<typeof payload> = {
  name: 'employees.process-upload',
  payload,
  // A run that died with its worker is delivered again once it expires (the start-up recovery re-queues
  // it sooner); 100,000 rows take about 10 s, a full 25 MB file well under a minute.
  retryLimit: 3,
  expireInSeconds: 10 * 60,
  async handle(deps, { uploadId }) {
    // Counted before the work, in its own statement, so a run that dies still counts. While a live run
    // holds the row, this waits for it and then finds the upload no longer PENDING.
    const claimed = await deps.db
      .updateTable('employee_uploads')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', uploadId)
      .where('status', '=', 'PENDING')
      .returning('attempts')
      .executeTakeFirst();
    if (!claimed) return;
    const upload = await deps.db
      .selectFrom('employee_uploads as u')
      .innerJoin('files as f', 'f.id', 'u.file_id')
      .leftJoin('users as s', 's.id', 'u.submitted_by')
      .select(['u.id', 'u.vendor_id', 'u.filename', 'u.submitted_by', 'f.storage_key', 's.email', 's.first_name'])
      .where('u.id', '=', uploadId)
      .executeTakeFirstOrThrow();
    if (claimed.attempts > MAX_UPLOAD_ATTEMPTS) {
      await markFailed(deps, upload, `Processing stopped before the end ${claimed.attempts - 1} times; given up.`);
      return;
    }
    try {
      await storeRows(deps, upload);
    } catch (error) {
      await markFailed(deps, upload, (error as Error).message);
    }
  },
};

async function storeRows(deps: AppDeps, upload: { id: number; vendor_id: number; storage_key: string; submitted_by: number | null }) {
  await deps.db.transaction().execute(async (trx) => {
    // The row stays locked while the rows are stored: the start-up recovery leaves a locked (live) upload
    // alone, and another delivery of this job waits here.
    const current = await trx
      .selectFrom('employee_uploads')
      .select('status')
      .where('id', '=', upload.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status !== 'PENDING') return;
    let saved = 0;
    let skipped = 0;
    await checkUploadRows(
      deps.files.read(upload.storage_key),
      { db: trx, encryption: deps.encryption, vendorId: upload.vendor_id },
      {
        onProblem: () => {
          skipped++;
        },
        onValid: async (rows: ValidEmployeeRow[]) => {
          const encrypted = rows.map((row) => deps.encryption.encrypt(row.ssn, 'employee.ssn'));
          const { rows: inserted } = await sql<{ id: number }>`
          INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index, ssn_last4_index, street1, street2, city, state, postal_code, upload_id, created_by)
          SELECT ${upload.vendor_id}, * , ${upload.id}, ${upload.submitted_by}
            FROM unnest(${rows.map((r) => r.firstName)}::text[], ${rows.map((r) => r.lastName)}::text[], ${rows.map((r) => r.dob)}::date[],
                        ${encrypted}::text[], ${rows.map((r) => r.ssnIndex)}::text[], ${rows.map((r) => r.ssnLast4Index)}::text[],
                        ${rows.map((r) => r.street1)}::text[],
                        ${rows.map((r) => r.street2)}::text[], ${rows.map((r) => r.city)}::text[], ${rows.map((r) => r.state)}::text[],
                        ${rows.map((r) => r.postalCode)}::text[])
          RETURNING id`.execute(trx);
          saved += inserted.length;
        },
      },
    );
    await trx
      .updateTable('employee_uploads')
      .set({ status: 'COMPLETE', rows_saved: saved, rows_skipped: skipped, finished_at: new Date() })
      .where('id', '=', upload.id)
      .execute();
    await deps.jobs.send(screenUploadJob, { uploadId: upload.id }, { trx });
  });
}

/** FAILED (nothing was saved) with the reason, and the e-mail saying so, together; a finished upload stays as it is. */
async function markFailed(deps: AppDeps, upload: Uploader & { id: number }, reason: string) {
  await deps.db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('employee_uploads')
      .set({ status: 'FAILED', error: reason.slice(0, 2000), finished_at: new Date() })
      .where('id', '=', upload.id)
      .where('status', '=', 'PENDING')
      .returning('id')
      .executeTakeFirst();
    if (!failed) return;
    await notifyUploader(
      deps,
      upload,
      `Your employee upload "${upload.filename}" could not be processed and nothing was saved. Please try again, or contact us for support.`,
      trx,
    );
  });
}
