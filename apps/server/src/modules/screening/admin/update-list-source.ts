import { recordAudit } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { downloadListsJob } from '../lists/download-lists-job';
import { listSources } from './admin-views';

/** Admin: sets a source's download URL and whether the daily download runs; answers the sources as they are now. */
export async function updateListSource(
  ctx: ServiceContext,
  sourceId: string,
  input: { downloadUrl: string | null; downloadEnabled: boolean },
) {
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('list_sources')
      .set({ download_url: input.downloadUrl, download_enabled: input.downloadEnabled && input.downloadUrl !== null })
      .where('id', '=', sourceId)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw notFound('List source not found.');
    await recordAudit(trx, ctx, { action: 'list-source.updated', entityType: 'list-source', entityId: sourceId, details: input });
  });
  return listSources(ctx);
}

/** Admin: downloads and imports a source now, in the background. */
export async function queueListDownload(ctx: ServiceContext, input: { sourceId: string }): Promise<{ queued: boolean }> {
  await ctx.jobs.send(downloadListsJob, { sourceId: input.sourceId });
  return { queued: true };
}
