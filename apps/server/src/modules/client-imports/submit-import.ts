import type { z } from 'zod';
import {
  CLIENT_IMPORT_DIRECTORY,
  CLIENT_IMPORT_KIND_LABELS,
  clientImportHeaderMessage,
  type SubmitClientImportRequest,
  type SubmitClientImportResponse,
} from '@app/shared/client-imports/client-imports';
import { recordAudit } from '../../platform/audit/audit-log';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { PREVIEW_LIMIT, rejectBadRows } from '../employees/uploads/rows-rejected';
import { TemplateMismatchError } from '../employees/uploads/upload-rows';
import { applyClientImportJob } from './apply-import-job';
import { checkImportFile, importClient, type ImportProblem } from './check-import-file';

/**
 * Checks an uploaded vendor master or invoice file of the acting client and, when it may be applied,
 * records the import and queues the job that applies its valid rows: with bad rows it answers the preview
 * (400, the first 1,000 bad rows and the whole file's counts) unless `validOnly` asks to apply the valid
 * rows only. The file must be one this client (or this admin) uploaded to the client import directory.
 */
export async function submitClientImport(
  ctx: ServiceContext,
  input: z.output<typeof SubmitClientImportRequest>,
): Promise<SubmitClientImportResponse> {
  const scope = await readableClientScope(ctx);
  const actor = requireActor(ctx);
  const file = await ctx.db
    .selectFrom('files')
    .select(['id', 'filename', 'storage_key'])
    .where('id', '=', input.fileId)
    .where('directory', '=', CLIENT_IMPORT_DIRECTORY)
    .where((eb) =>
      eb.or([eb('client_id', '=', scope.clientId), eb.and([eb('client_id', 'is', null), eb('uploaded_by', '=', actor.userId)])]),
    )
    .executeTakeFirst();
  if (!file) throw notFound('File not found.');

  const problems: ImportProblem[] = [];
  let counts;
  try {
    counts = await checkImportFile(ctx.files.read(file.storage_key), input.kind, await importClient(ctx.db, scope.clientId), {
      onValid: () => {},
      onProblem: (problem) => {
        if (problems.length < PREVIEW_LIMIT) problems.push(problem);
      },
    });
  } catch (error) {
    if (error instanceof TemplateMismatchError) throw new AppError(404, 'NOT_FOUND', clientImportHeaderMessage(input.kind));
    throw error;
  }
  rejectBadRows(counts, problems, input.validOnly);
  if (counts.valid === 0)
    throw new AppError(400, 'VALIDATION_FAILED', `The file has no ${CLIENT_IMPORT_KIND_LABELS[input.kind].toLowerCase()} rows.`);

  const importId = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('client_imports')
      .values({
        client_id: scope.clientId,
        kind: input.kind,
        file_id: file.id,
        filename: file.filename,
        submitted_by: actor.userId,
        username: actor.username,
        rows_total: counts.valid + counts.invalid,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, {
      action: 'client-import.submitted',
      entityType: 'client-import',
      entityId: created.id,
      details: { kind: input.kind, valid: counts.valid, invalid: counts.invalid, validOnly: input.validOnly },
    });
    await ctx.jobs.send(applyClientImportJob, { importId: created.id }, { trx });
    return created.id;
  });
  return { importId, rowsAccepted: counts.valid };
}
