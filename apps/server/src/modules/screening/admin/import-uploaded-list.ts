import { requireActor, type ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit/audit-log';
import { alertListAdmins } from '../lists/alert-list-admins';
import { importListFile, type ImportOutcome } from '../lists/import-list';

/** Admin: imports a list file uploaded through /services/files (directory listImport). */
export async function importUploadedList(ctx: ServiceContext, input: { sourceId: string; fileId: number }): Promise<ImportOutcome> {
  const actor = requireActor(ctx);
  const file = await ctx.db
    .selectFrom('files')
    .select(['filename', 'sha256', 'storage_key'])
    .where('id', '=', input.fileId)
    .where('directory', '=', 'listImport')
    .executeTakeFirst();
  if (!file) throw notFound('Uploaded list file not found.');
  const outcome = await importListFile(ctx, {
    sourceId: input.sourceId,
    fileName: file.filename,
    sha256: file.sha256,
    open: () => ctx.files.read(file.storage_key),
    importedBy: actor.userId,
    sourceFileId: input.fileId,
  });
  if (outcome.status === 'FAILED') {
    const source = await ctx.db
      .updateTable('list_sources')
      .set({ last_error: outcome.error!.slice(0, 2000), last_error_at: new Date() })
      .where('id', '=', input.sourceId)
      .returning('name')
      .executeTakeFirstOrThrow();
    await alertListAdmins(ctx, {
      sourceName: source.name,
      problem: `The uploaded file ${file.filename} was not imported: ${outcome.error}`,
    });
  }
  await recordAudit(ctx.db, ctx, {
    action: 'list.imported',
    entityType: 'list-snapshot',
    entityId: outcome.snapshotId,
    details: { ...outcome },
  });
  return outcome;
}
