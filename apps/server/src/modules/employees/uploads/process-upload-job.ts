import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/context';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { screenSubjectsById } from '../../screening/monitoring/screen-subjects';
import { checkUploadRows, type ValidEmployeeRow } from './check-upload-rows';

const payload = z.object({ uploadId: z.number().int() });

/**
 * Stores the valid rows of a submitted upload in one transaction (all or nothing), screens the new
 * employees, and e-mails the submitting user the outcome. Idempotent: a finished upload is skipped.
 * Rows that became invalid since submission (e.g. the SSN was added by hand meanwhile) are skipped.
 */
export const processUploadJob: JobDefinition<typeof payload> = {
  name: 'employees.process-upload',
  payload,
  retryLimit: 0,
  async handle(deps, { uploadId }) {
    const upload = await deps.db
      .selectFrom('employee_uploads as u')
      .innerJoin('files as f', 'f.id', 'u.file_id')
      .leftJoin('users as s', 's.id', 'u.submitted_by')
      .select(['u.id', 'u.vendor_id', 'u.status', 'u.filename', 'u.submitted_by', 'f.storage_key', 's.email', 's.first_name'])
      .where('u.id', '=', uploadId)
      .executeTakeFirst();
    if (!upload || upload.status !== 'PENDING') return;

    try {
      const { saved, skipped, employeeIds } = await storeRows(deps, upload);
      await deps.db
        .updateTable('employee_uploads')
        .set({ status: 'COMPLETE', rows_saved: saved, rows_skipped: skipped, finished_at: new Date() })
        .where('id', '=', uploadId)
        .execute();
      await screenSubjectsById(deps.db, 'EMPLOYEE', employeeIds);
      await notify(
        deps,
        upload,
        `Your employee upload "${upload.filename}" has been processed: ${saved} employee${saved === 1 ? '' : 's'} added to your roster and screened against the exclusion lists${skipped ? `; ${skipped} row${skipped === 1 ? ' was' : 's were'} skipped` : ''}.`,
      );
    } catch (error) {
      await deps.db
        .updateTable('employee_uploads')
        .set({ status: 'FAILED', error: (error as Error).message.slice(0, 2000), finished_at: new Date() })
        .where('id', '=', uploadId)
        .execute();
      await notify(
        deps,
        upload,
        `Your employee upload "${upload.filename}" could not be processed and nothing was saved. Please try again, or contact us for support.`,
      );
    }
  },
};

async function storeRows(deps: AppDeps, upload: { id: number; vendor_id: number; storage_key: string; submitted_by: number | null }) {
  return deps.db.transaction().execute(async (trx) => {
    let saved = 0;
    let skipped = 0;
    const employeeIds: number[] = [];
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
          INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index, street1, street2, city, state, postal_code, upload_id, created_by)
          SELECT ${upload.vendor_id}, * , ${upload.id}, ${upload.submitted_by}
            FROM unnest(${rows.map((r) => r.firstName)}::text[], ${rows.map((r) => r.lastName)}::text[], ${rows.map((r) => r.dob)}::date[],
                        ${encrypted}::text[], ${rows.map((r) => r.ssnIndex)}::text[], ${rows.map((r) => r.street1)}::text[],
                        ${rows.map((r) => r.street2)}::text[], ${rows.map((r) => r.city)}::text[], ${rows.map((r) => r.state)}::text[],
                        ${rows.map((r) => r.postalCode)}::text[])
          RETURNING id`.execute(trx);
          saved += inserted.length;
          for (const row of inserted) employeeIds.push(row.id);
        },
      },
    );
    return { saved, skipped, employeeIds };
  });
}

async function notify(deps: AppDeps, upload: { email: string | null; first_name: string | null }, sentence: string) {
  if (!upload.email) return;
  await deps.mailer.send({
    to: upload.email,
    subject: 'Your VendorProof employee upload',
    text: `Hello ${upload.first_name ?? ''},\n\n${sentence}\n\nYou can see the result on the My Employees page.\n`,
  });
}
