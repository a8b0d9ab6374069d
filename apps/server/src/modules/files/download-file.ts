import type { Readable } from 'node:stream';
import { requireActor, type ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

export interface StoredFile {
  filename: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/**
 * A stored file of the actor's tenant (vendor users: their vendor's files; client users: their
 * client's; admins: any). Another tenant's file answers 404, as if it did not exist.
 */
export async function openFile(ctx: ServiceContext, input: { fileId: number }): Promise<StoredFile> {
  const actor = requireActor(ctx);
  let query = ctx.db.selectFrom('files').select(['filename', 'content_type', 'size_bytes', 'storage_key']).where('id', '=', input.fileId);
  if (actor.role !== 'PT Admin User') {
    query =
      actor.role === 'Client User'
        ? query.where('client_id', '=', actor.clientId ?? -1)
        : query.where('vendor_id', '=', actor.vendorId ?? -1);
  }
  return readFileRow(ctx, await query.executeTakeFirst());
}

/** A file row found for the actor, opened as a download; no row answers 404, as if the file did not exist. */
export function readFileRow(
  ctx: ServiceContext,
  file: { filename: string; content_type: string; size_bytes: string | number | bigint; storage_key: string } | undefined,
): StoredFile {
  if (!file) throw notFound('File not found.');
  return {
    filename: file.filename,
    contentType: file.content_type,
    size: Number(file.size_bytes),
    stream: ctx.files.read(file.storage_key),
  };
}
