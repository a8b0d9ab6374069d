import type { SubjectScreening } from '@app/shared/screening/alerts';
import type { SubjectType } from '../../../db/schema';
import type { ServiceContext } from '../../../platform/context';
import { anyOf } from '../../../platform/db/any-of';

/**
 * When the subject was last screened and which list of each source that was (the snapshot's import
 * day). The caller has checked the subject is the actor's.
 */
export async function subjectScreening(ctx: ServiceContext, input: { type: SubjectType; subjectId: number }): Promise<SubjectScreening> {
  const row = await ctx.db
    .selectFrom('subject_screenings')
    .select(['screened_at', 'snapshot_ids'])
    .where('subject_type', '=', input.type)
    .where('subject_id', '=', input.subjectId)
    .executeTakeFirst();
  if (!row) return { screenedAt: null, lists: [] };
  const snapshotIds = Object.values(row.snapshot_ids).filter((id) => Number.isInteger(id));
  const lists = snapshotIds.length
    ? await ctx.db
        .selectFrom('list_snapshots as n')
        .innerJoin('list_sources as s', 's.id', 'n.source_id')
        .select(['s.id', 's.name', 'n.started_at'])
        .where('n.id', '=', anyOf(snapshotIds))
        .orderBy('s.name')
        .execute()
    : [];
  return {
    screenedAt: row.screened_at.toISOString(),
    lists: lists.map((list) => ({ sourceId: list.id, sourceName: list.name, listDate: list.started_at.toISOString() })),
  };
}
