import type { AttachTodoDocumentRequest, TodoDocument } from '@app/shared/checklists/checklist-item';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { businessRule, notFound, validationFailed } from '../../platform/errors';

/** What a document to-do keeps in its answers: the file the vendor handed in. */
interface StoredDocument {
  documentFileId?: number;
}

export const DOCUMENT_DIRECTORY = 'todoDocument';
export const DOCUMENT_REQUIRED = 'Upload the document first';

/** The document handed in for a to-do (its stored answers), or null. */
export async function documentOf(db: Db, item: { type: string; answers: unknown }): Promise<TodoDocument | null> {
  const fileId = item.type === 'OTHER' ? (item.answers as StoredDocument | null)?.documentFileId : undefined;
  if (!fileId) return null;
  const file = await db.selectFrom('files').select(['id', 'filename', 'created_at']).where('id', '=', fileId).executeTakeFirst();
  return file ? { fileEntityId: file.id, filename: file.filename, uploadedAt: file.created_at.toISOString() } : null;
}

/**
 * Hands in a document for a to-do completed by one (type OTHER: Certificate of Insurance, Business
 * Associate Agreement; issue 33, decision 339). The file must be the acting vendor's own upload into the
 * todoDocument directory (type and size were checked by content when it was uploaded). The to-do becomes
 * Incomplete — handed in, waiting for the customer's review (the customer sees it as Pending) — and any
 * revision requested on it is answered; the customer's acceptance completes it. A completed to-do is not
 * reopened by a new upload.
 */
export async function attachTodoDocument(
  ctx: ServiceContext,
  input: { clientId: number; itemId: number; request: AttachTodoDocumentRequest },
): Promise<void> {
  const vendorId = actingVendorId(requireActor(ctx));
  await ctx.db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('checklist_items')
      .select(['id', 'type', 'status'])
      .where('id', '=', input.itemId)
      .where('client_id', '=', input.clientId)
      .where('vendor_id', '=', vendorId)
      .forUpdate()
      .executeTakeFirst();
    if (!item) throw notFound('To-do not found.');
    if (item.type !== 'OTHER') throw businessRule('This to-do is not completed with a document.');
    if (item.status === 'COMPLETE') throw businessRule('This to-do is already complete.');
    const file = await trx
      .selectFrom('files')
      .select('id')
      .where('id', '=', input.request.fileEntityId)
      .where('vendor_id', '=', vendorId)
      .where('directory', '=', DOCUMENT_DIRECTORY)
      .executeTakeFirst();
    if (!file) throw validationFailed(DOCUMENT_REQUIRED, { fileEntityId: DOCUMENT_REQUIRED });
    const stored: StoredDocument = { documentFileId: file.id };
    await trx
      .updateTable('checklist_items')
      .set({ answers: JSON.stringify(stored), status: 'INCOMPLETE', updated_at: new Date() })
      .where('id', '=', item.id)
      .execute();
    await trx.updateTable('revision_request_notes').set({ completed: true }).where('checklist_item_id', '=', item.id).execute();
    await recordAudit(trx, ctx, {
      action: 'checklist-item.document-submitted',
      entityType: 'checklist-item',
      entityId: item.id,
      details: { fileId: file.id },
    });
  });
}
