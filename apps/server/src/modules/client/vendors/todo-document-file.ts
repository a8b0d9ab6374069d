import type { Readable } from 'node:stream';
import { readableCovg } from '../../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { documentOf } from '../../checklists/todo-document';

/**
 * The document a vendor handed in for one of this client's to-dos (insurance certificate, BAA), for the
 * client to read: the vendor group must be the client's (or a facility's), the to-do that vendor's for that
 * client. Anything else answers 404, as if it did not exist.
 */
export async function openVendorTodoDocument(
  ctx: ServiceContext,
  input: { covgId: number; checklistItemId: number },
): Promise<{ filename: string; contentType: string; size: number; stream: Readable }> {
  const { covg } = await readableCovg(ctx, input.covgId);
  const item = covg.vendor_id
    ? await ctx.db
        .selectFrom('checklist_items')
        .select(['type', 'answers'])
        .where('id', '=', input.checklistItemId)
        .where('vendor_id', '=', covg.vendor_id)
        .where('client_id', '=', covg.client_id)
        .executeTakeFirst()
    : undefined;
  const document = item ? await documentOf(ctx.db, item) : null;
  const file = document
    ? await ctx.db
        .selectFrom('files')
        .select(['filename', 'content_type', 'size_bytes', 'storage_key'])
        .where('id', '=', document.fileEntityId)
        .where('vendor_id', '=', covg.vendor_id)
        .executeTakeFirst()
    : undefined;
  if (!file) throw notFound('Document not found.');
  return {
    filename: file.filename,
    contentType: file.content_type,
    size: Number(file.size_bytes),
    stream: ctx.files.read(file.storage_key),
  };
}
