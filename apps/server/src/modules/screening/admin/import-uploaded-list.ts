import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { bundleFiles, bundleName } from '@app/screening/state-lists/file-bundle';
import { anyOf } from '../../../platform/db/any-of';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit/audit-log';
import { alertListAdmins } from '../lists/alert-list-admins';
import { importListFile, type ImportOutcome } from '../lists/import-list';

/** The uploaded files (directory listImport) of one import, in the order given; 404 if one is missing. */
async function uploadedFiles(ctx: ServiceContext, fileIds: number[]) {
  const rows = await ctx.db
    .selectFrom('files')
    .select(['id', 'filename', 'sha256', 'storage_key'])
    .where('id', '=', anyOf(fileIds))
    .where('directory', '=', 'listImport')
    .execute();
  const files = fileIds.map((id) => rows.find((row) => row.id === id));
  if (files.some((file) => !file) || new Set(fileIds).size !== fileIds.length) throw notFound('Uploaded list file not found.');
  return files.map((file) => file!);
}

async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The file to import: the one uploaded file, or several files of one list (MN's two workbooks) as
 * one bundle, hashed as a whole so the same pair twice is recognised.
 */
async function importedFile(ctx: ServiceContext, fileIds: number[]) {
  const files = await uploadedFiles(ctx, fileIds);
  if (files.length === 1) {
    const [file] = files;
    return { fileName: file!.filename, sha256: file!.sha256, open: () => ctx.files.read(file!.storage_key), sourceFileId: file!.id };
  }
  const bundle = bundleFiles(
    await Promise.all(files.map(async (file) => ({ name: file.filename, data: await readWhole(ctx.files.read(file.storage_key)) }))),
  );
  // A bundle is made here, so no one stored file is its source; the snapshot keeps no source file link.
  return {
    fileName: bundleName(files.map((file) => ({ name: file.filename }))),
    sha256: createHash('sha256').update(bundle).digest('hex'),
    open: () => Readable.from([bundle]),
  };
}

/** Admin: imports a list file uploaded through /services/files (directory listImport), or several files of one list. */
export async function importUploadedList(
  ctx: ServiceContext,
  input: { sourceId: string; fileId: number; moreFileIds?: number[] },
): Promise<ImportOutcome> {
  const actor = requireActor(ctx);
  const file = await importedFile(ctx, [input.fileId, ...(input.moreFileIds ?? [])]);
  const outcome = await importListFile(ctx, { sourceId: input.sourceId, ...file, importedBy: actor.userId });
  if (outcome.status === 'FAILED') {
    const source = await ctx.db
      .updateTable('list_sources')
      .set({ last_error: outcome.error!.slice(0, 2000), last_error_at: new Date() })
      .where('id', '=', input.sourceId)
      .returning('name')
      .executeTakeFirstOrThrow();
    await alertListAdmins(ctx, {
      sourceName: source.name,
      problem: `The uploaded file ${file.fileName} was not imported: ${outcome.error}`,
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
