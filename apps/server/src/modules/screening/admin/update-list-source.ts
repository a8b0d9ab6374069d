import { recordAudit } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';

export async function updateListSource(ctx: ServiceContext, sourceId: string, input: { downloadUrl: string | null; downloadEnabled: boolean }): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('list_sources')
      .set({ download_url: input.downloadUrl, download_enabled: input.downloadEnabled && input.downloadUrl !== null })
      .where('id', '=', sourceId)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound('List source not found.');
    await recordAudit(trx, ctx, { action: 'list-source.updated', entityType: 'list-source', entityId: sourceId, details: input });
  });
}
