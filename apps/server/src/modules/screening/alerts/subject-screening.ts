import type { SubjectScreening } from '@app/shared/screening/alerts';
import type { SubjectType } from '../../../db/schema';
import type { ServiceContext } from '../../../platform/context';
import { listsOfSnapshots } from '../lists/lists-checked';

/**
 * When the subject was last screened and which list of each source that was (its day, demo lists
 * marked). The caller has checked the subject is the actor's.
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
  return { screenedAt: row.screened_at.toISOString(), lists: await listsOfSnapshots(ctx.db, snapshotIds) };
}
