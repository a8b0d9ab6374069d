import { screenSubject } from '@app/screening/matching/screen';
import type { SubjectType } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import { currentIndex } from './index-cache';
import { reconcileAlerts, type AlertTally } from './reconcile-alerts';
import { subjectSource } from './all-subject-sources';
import { recordScreenings } from './record-screenings';

const PAGE = 1_000;

export async function currentSnapshots(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('list_sources').select(['id', 'current_snapshot_id']).execute();
  return new Map(rows.filter((row) => row.current_snapshot_id !== null).map((row) => [row.id, row.current_snapshot_id!]));
}

/** Screens one subject against every record in force (after it was created or changed). */
export async function screenOneSubject(db: Db, type: SubjectType, id: number): Promise<AlertTally> {
  const subject = await subjectSource(type).loadOne(db, id);
  if (!subject) return { created: 0, updated: 0, closed: 0 };
  const index = await currentIndex(db);
  const snapshots = await currentSnapshots(db);
  const tally = await reconcileAlerts(db, [{ subject, results: screenSubject(index, subject.subject) }], {
    fullScope: true,
    currentSnapshots: snapshots,
  });
  await recordScreenings(db, [subject], snapshots);
  return tally;
}

/** Screens the given subjects of one type (e.g. the rows of a bulk upload) against every record in force. */
export async function screenSubjectsById(db: Db, type: SubjectType, ids: number[]): Promise<AlertTally> {
  const tally: AlertTally = { created: 0, updated: 0, closed: 0 };
  if (!ids.length) return tally;
  const index = await currentIndex(db);
  const snapshots = await currentSnapshots(db);
  const source = subjectSource(type);
  for (let start = 0; start < ids.length; start += PAGE) {
    const subjects = await source.loadMany(db, ids.slice(start, start + PAGE));
    const screened = subjects.map((subject) => ({ subject, results: screenSubject(index, subject.subject) }));
    const pageTally = await reconcileAlerts(db, screened, { fullScope: true, currentSnapshots: snapshots });
    await recordScreenings(db, subjects, snapshots);
    tally.created += pageTally.created;
    tally.updated += pageTally.updated;
    tally.closed += pageTally.closed;
  }
  return tally;
}
