import { INVALID_TEMPLATE_MESSAGE } from '@app/shared/employees/uploads';
import { recordAudit } from '../../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { monitoredVendorId } from '../monitoring-access';
import { checkUploadRows, type RowProblem } from './check-upload-rows';
import { processUploadJob } from './process-upload-job';
import { PREVIEW_LIMIT, rejectBadRows } from './rows-rejected';
import { TemplateMismatchError } from './upload-rows';

/**
 * Checks an uploaded roster file and, when it may be saved, queues it: with bad rows it answers the
 * preview (400) unless `validOnly` asks to save the valid rows only. The rows are stored and screened
 * by a job (all-or-nothing), which then e-mails the outcome; this answers at once.
 */
export async function submitUpload(ctx: ServiceContext, input: { fileId: number; validOnly: boolean }) {
  const vendorId = monitoredVendorId(ctx);
  const actor = requireActor(ctx);
  const file = await ctx.db
    .selectFrom('files')
    .select(['id', 'filename', 'storage_key'])
    .where('id', '=', input.fileId)
    .where('vendor_id', '=', vendorId)
    .where('directory', '=', 'employeeUpload')
    .executeTakeFirst();
  if (!file) throw notFound(INVALID_TEMPLATE_MESSAGE);

  const problems: RowProblem[] = [];
  let counts: { valid: number; invalid: number; unreadable: boolean };
  try {
    counts = await checkUploadRows(
      ctx.files.read(file.storage_key),
      { db: ctx.db, encryption: ctx.encryption, vendorId },
      {
        onValid: () => {},
        onProblem: (problem) => {
          if (problems.length < PREVIEW_LIMIT) problems.push(problem);
        },
        // Broken quoting: the rows after it cannot be trusted, so none of the file may be saved.
        onUnreadable: (problem) => problems.push(problem),
      },
    );
  } catch (error) {
    if (error instanceof TemplateMismatchError) throw new AppError(404, 'NOT_FOUND', INVALID_TEMPLATE_MESSAGE);
    throw error;
  }

  rejectBadRows(counts, problems, input.validOnly);
  if (counts.valid === 0) throw new AppError(400, 'VALIDATION_FAILED', 'The file has no employee rows.');

  const partialUpload = counts.invalid > 0;
  const uploadId = await ctx.db.transaction().execute(async (trx) => {
    const upload = await trx
      .insertInto('employee_uploads')
      .values({
        vendor_id: vendorId,
        file_id: file.id,
        filename: file.filename,
        submitted_by: actor.userId,
        username: actor.username,
        partial_upload: partialUpload,
        rows_total: counts.valid + counts.invalid,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, {
      action: 'employee-upload.submitted',
      entityType: 'employee-upload',
      entityId: upload.id,
      details: { ...counts, validOnly: input.validOnly },
    });
    await ctx.jobs.send(processUploadJob, { uploadId: upload.id }, { trx });
    return upload.id;
  });
  return { uploadId, rowsAccepted: counts.valid, partialUpload };
}
