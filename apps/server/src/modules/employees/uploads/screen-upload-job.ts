import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { screenSubjectsById } from '../../screening/monitoring/screen-subjects';
import { notifyUploader } from './notify-uploader';

const payload = z.object({ uploadId: z.number().int() });

/**
 * Screens the employees a COMPLETE upload stored and e-mails the submitting user the outcome. Queued in
 * the transaction that stores the rows, so stored employees are always screened: a run that dies is
 * retried, and screening again only reconciles the same alerts (the e-mail may then go twice).
 */
export const screenUploadJob: JobDefinition<typeof payload> = {
  name: 'employees.screen-upload',
  payload,
  retryLimit: 5,
  expireInSeconds: 10 * 60,
  async handle(deps, { uploadId }) {
    const upload = await deps.db
      .selectFrom('employee_uploads as u')
      .leftJoin('users as s', 's.id', 'u.submitted_by')
      .select(['u.status', 'u.filename', 'u.rows_saved', 'u.rows_skipped', 's.email', 's.first_name'])
      .where('u.id', '=', uploadId)
      .executeTakeFirst();
    if (upload?.status !== 'COMPLETE') return;
    const employees = await deps.db.selectFrom('employees').select('id').where('upload_id', '=', uploadId).execute();
    await screenSubjectsById(
      deps.db,
      'EMPLOYEE',
      employees.map((employee) => employee.id),
    );
    const saved = upload.rows_saved;
    const skipped = upload.rows_skipped;
    await notifyUploader(
      deps,
      upload,
      `Your employee upload "${upload.filename}" has been processed: ${saved} employee${saved === 1 ? '' : 's'} added to your roster and screened against the exclusion lists${skipped ? `; ${skipped} row${skipped === 1 ? ' was' : 's were'} skipped` : ''}.`,
    );
  },
};
