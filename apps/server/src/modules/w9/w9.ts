import { sql } from 'kysely';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

/** "Your W-9": every uploaded W-9 with its upload date and the customers it was submitted to. */
export async function listW9s(ctx: ServiceContext) {
  const vendorId = actingVendorId(requireActor(ctx));
  const rows = await ctx.db
    .selectFrom('w9_forms as w')
    .innerJoin('files as f', 'f.id', 'w.file_id')
    .select([
      'w.id',
      'f.filename',
      'w.uploaded_at',
      sql<
        string[]
      >`COALESCE((SELECT array_agg(c.name ORDER BY c.name) FROM w9_submissions s JOIN clients c ON c.id = s.client_id WHERE s.w9_id = w.id), '{}')`.as(
        'customer_names',
      ),
    ])
    .where('w.vendor_id', '=', vendorId)
    .orderBy('w.uploaded_at', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    filename: row.filename,
    uploadDate: row.uploaded_at.toISOString(),
    customerNames: row.customer_names,
  }));
}

/** Records an uploaded file (directory w9, PDF or image, checked by content at upload) as a W-9. */
export async function addW9(ctx: ServiceContext, fileId: number) {
  const actor = requireActor(ctx);
  const vendorId = actingVendorId(actor);
  const file = await ctx.db
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('vendor_id', '=', vendorId)
    .where('directory', '=', 'w9')
    .executeTakeFirst();
  if (!file) throw notFound('Uploaded W-9 file not found.');
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('w9_forms')
      .values({ vendor_id: vendorId, file_id: fileId, uploaded_by: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('revision_request_notes')
      .set({ completed: true })
      .where('vendor_id', '=', vendorId)
      .where('type', '=', 'W9')
      .where('completed', '=', false)
      .execute();
    await recordAudit(trx, ctx, { action: 'w9.uploaded', entityType: 'w9', entityId: row.id });
    return row.id;
  });
  return (await listW9s(ctx)).find((w9) => w9.id === id)!;
}

/** One of the acting vendor's W-9s: its name, type and content (404 for anyone else's). */
export async function w9File(ctx: ServiceContext, w9Id: number) {
  const vendorId = actingVendorId(requireActor(ctx));
  const row = await ctx.db
    .selectFrom('w9_forms as w')
    .innerJoin('files as f', 'f.id', 'w.file_id')
    .select(['f.filename', 'f.content_type', 'f.size_bytes', 'f.storage_key'])
    .where('w.id', '=', w9Id)
    .where('w.vendor_id', '=', vendorId)
    .executeTakeFirst();
  if (!row) throw notFound('W-9 not found.');
  return { ...row, stream: ctx.files.read(row.storage_key) };
}

/**
 * Submits the vendor's latest W-9 to a customer (at the end of signup): recorded against the W-9, and
 * the customer's open W-9 to-do is completed.
 */
export async function submitW9(ctx: ServiceContext, clientId: number) {
  const vendorId = actingVendorId(requireActor(ctx));
  const enrolled = await ctx.db
    .selectFrom('enrollments')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!enrolled) throw notFound('Customer not found.');
  const latest = await ctx.db
    .selectFrom('w9_forms')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) throw notFound('Upload a W-9 first.');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('w9_submissions')
      .values({ w9_id: latest.id, client_id: clientId })
      .onConflict((oc) => oc.columns(['w9_id', 'client_id']).doNothing())
      .execute();
    await trx
      .updateTable('checklist_items')
      .set({ status: 'COMPLETE', completed_at: new Date(), updated_at: new Date() })
      .where('vendor_id', '=', vendorId)
      .where('client_id', '=', clientId)
      .where('type', '=', 'W9')
      .where('status', '<>', 'COMPLETE')
      .execute();
    await recordAudit(trx, ctx, { action: 'w9.submitted', entityType: 'w9', entityId: latest.id, details: { clientId } });
  });
  return { submitted: true };
}
