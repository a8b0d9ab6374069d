import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { MonitoredSubject } from './subject-sources';

/**
 * Notes that these subjects now stand screened against the snapshots in force (a full screen, or a new
 * snapshot's changes on top of an earlier screen against the rest), so the detail pages can say when
 * and against which list of each source a person was last screened.
 */
export async function recordScreenings(db: Db, subjects: MonitoredSubject[], snapshots: Map<string, number>): Promise<void> {
  if (!subjects.length) return;
  const now = new Date();
  const snapshotIds = JSON.stringify(Object.fromEntries(snapshots));
  await db
    .insertInto('subject_screenings')
    .values(subjects.map((s) => ({ subject_type: s.type, subject_id: s.id, screened_at: now, snapshot_ids: snapshotIds })))
    .onConflict((oc) =>
      oc.columns(['subject_type', 'subject_id']).doUpdateSet({
        screened_at: sql`excluded.screened_at`,
        snapshot_ids: sql`excluded.snapshot_ids`,
      }),
    )
    .execute();
}
