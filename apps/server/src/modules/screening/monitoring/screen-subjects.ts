import { screenSubject } from '@app/screening/matching/screen';
import type { ScreeningIndex } from '@app/screening/matching/indexed-types';
import type { SubjectType } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import { currentIndex } from './index-cache';
import { reconcileAlerts, type AlertTally } from './reconcile-alerts';
import { SUBJECT_SOURCES, subjectSource } from './all-subject-sources';
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

/**
 * Screens every monitored subject against `index` (all records for the monthly pass, or only the
 * records a new snapshot changed), page by page, recording progress in screening_runs.
 */
export async function screenAllSubjects(
  db: Db,
  run: { kind: 'SNAPSHOT' | 'FULL'; snapshotId?: number; index: ScreeningIndex },
): Promise<{ runId: number; tally: AlertTally; subjects: number }> {
  const sources = SUBJECT_SOURCES;
  let total = 0;
  for (const source of sources) total += await source.count(db);
  const { id: runId } = await db
    .insertInto('screening_runs')
    .values({ kind: run.kind, snapshot_id: run.snapshotId ?? null, subjects_total: total })
    .returning('id')
    .executeTakeFirstOrThrow();
  const snapshots = await currentSnapshots(db);
  const tally: AlertTally = { created: 0, updated: 0, closed: 0 };
  let done = 0;
  try {
    for (const source of sources) {
      let afterId = 0;
      for (;;) {
        const page = await source.loadPage(db, afterId, PAGE);
        if (!page.length) break;
        afterId = page[page.length - 1]!.id;
        const screened = page.map((subject) => ({ subject, results: screenSubject(run.index, subject.subject) }));
        const pageTally = await reconcileAlerts(db, screened, { fullScope: run.kind === 'FULL', currentSnapshots: snapshots });
        await recordScreenings(db, page, snapshots);
        tally.created += pageTally.created;
        tally.updated += pageTally.updated;
        tally.closed += pageTally.closed;
        done += page.length;
        await db
          .updateTable('screening_runs')
          .set({ subjects_done: done, alerts_created: tally.created, alerts_updated: tally.updated, alerts_closed: tally.closed })
          .where('id', '=', runId)
          .execute();
      }
    }
    await db
      .updateTable('screening_runs')
      .set({ status: 'FINISHED', finished_at: new Date(), subjects_done: done })
      .where('id', '=', runId)
      .execute();
  } catch (error) {
    await db
      .updateTable('screening_runs')
      .set({ status: 'FAILED', finished_at: new Date(), error: (error as Error).message })
      .where('id', '=', runId)
      .execute();
    throw error;
  }
  return { runId, tally, subjects: done };
}

export { currentIndex };
