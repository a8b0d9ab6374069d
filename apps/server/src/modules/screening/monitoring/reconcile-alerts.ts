import type { MatchResult } from '@app/screening/model/match-result';
import { sql } from 'kysely';
import type { AlertStatus } from '../../../db/schema';
import type { Db, DbTransaction } from '../../../platform/db/database';
import { contentHash } from '../lists/content-hash';
import { subjectHash, type MonitoredSubject } from './subject-sources';
import { anyOf } from '../../../platform/db/any-of';
import { emitAlertEvent } from '../../integrations/webhooks/hook-points';

export interface ScreenedSubject {
  subject: MonitoredSubject;
  results: MatchResult[];
}

export interface AlertTally {
  created: number;
  updated: number;
  closed: number;
}

interface ExistingAlert {
  id: number;
  subject_type: string;
  subject_id: number;
  source_id: string;
  record_id: string;
  status: AlertStatus;
  score: number;
  band: 'MATCH' | 'POSSIBLE';
  record_hash: string;
  subject_hash: string;
}

/** Namespace of the per-subject advisory locks (first half of the two-key form). */
const SUBJECT_LOCK_NAMESPACE = 0x5c4e;
/** Number of lock buckets subjects hash into (a power of two). */
const SUBJECT_LOCK_BUCKETS = 64;

const keyOf = (type: string, id: number, source: string, record: string) => `${type}|${id}|${source}|${record}`;

/**
 * Turns screening results of a batch of subjects into alerts, in one transaction: one alert per subject
 * and list record (re-screening updates its evidence, never duplicates it); a CLEARED alert reopens
 * only when the list record or the subject's data changed, or the evidence rose from POSSIBLE to
 * MATCH (a changed matching model re-screens through the same monthly and snapshot jobs); with `fullScope` (the subject was screened
 * against every record) an OPEN alert the subject no longer matches is closed.
 *
 * Two screenings of one subject can run at once (the employee-create job and a direct re-screen):
 * each transaction first takes the advisory lock of the subject's bucket, so the second one waits and then sees
 * the first one's alerts (updating them) instead of inserting the same alert a second time.
 */
export function reconcileAlerts(db: Db, screened: ScreenedSubject[], options: ReconcileOptions): Promise<AlertTally> {
  return db.transaction().execute((trx) => reconcileAlertsIn(trx, screened, options));
}

interface ReconcileOptions {
  fullScope: boolean;
  currentSnapshots: Map<string, number>;
}

/**
 * reconcileAlerts in the caller's transaction, so that a re-screen chunk moves its cursor and the run's
 * progress with the alerts of the page, all or nothing.
 */
export async function reconcileAlertsIn(trx: DbTransaction, screened: ScreenedSubject[], options: ReconcileOptions): Promise<AlertTally> {
  const tally: AlertTally = { created: 0, updated: 0, closed: 0 };
  const relevant = options.fullScope ? screened : screened.filter((s) => s.results.length > 0);
  if (!relevant.length) return tally;

  // Subjects map to one of 64 lock buckets, so a page of 1,000 subjects takes at most 64 locks
  // (Postgres' shared lock table is small); buckets are locked in ascending order so two batches
  // cannot deadlock. Unrelated subjects sharing a bucket only wait for a short write transaction.
  const lockKeys = [...new Set(relevant.map((s) => `${s.subject.type}:${s.subject.id}`))];
  await sql`SELECT count(pg_advisory_xact_lock(${SUBJECT_LOCK_NAMESPACE}::int, b.bucket))
    FROM (SELECT DISTINCT hashtext(key) & ${SUBJECT_LOCK_BUCKETS - 1} AS bucket FROM unnest(${lockKeys}::text[]) AS u(key) ORDER BY bucket) AS b`.execute(
    trx,
  );
  const existing = new Map<string, ExistingAlert>();
  for (const type of new Set(relevant.map((s) => s.subject.type))) {
    const ids = relevant.filter((s) => s.subject.type === type).map((s) => s.subject.id);
    const rows = await trx
      .selectFrom('screening_alerts')
      .select(['id', 'subject_type', 'subject_id', 'source_id', 'record_id', 'status', 'score', 'band', 'record_hash', 'subject_hash'])
      .where('subject_type', '=', type)
      .where('subject_id', '=', anyOf(ids))
      .forUpdate()
      .execute();
    for (const row of rows) existing.set(keyOf(row.subject_type, row.subject_id, row.source_id, row.record_id), row as ExistingAlert);
  }

  for (const { subject, results } of relevant) {
    const currentSubjectHash = subjectHash(subject.subject);
    const matchedKeys = new Set<string>();
    for (const result of results) {
      const key = keyOf(subject.type, subject.id, result.source, result.recordId);
      matchedKeys.add(key);
      const recordHash = contentHash(result.record);
      const fields = {
        snapshot_id: options.currentSnapshots.get(result.source) ?? 0,
        score: result.score,
        band: result.band,
        matched_name: result.matchedName,
        evidence: JSON.stringify(result.evidence),
        reasons: JSON.stringify(result.reasons),
        record: JSON.stringify(result.record),
        record_hash: recordHash,
        subject_hash: currentSubjectHash,
        updated_at: new Date(),
      };
      const alert = existing.get(key);
      if (!alert) {
        const created = await trx
          .insertInto('screening_alerts')
          .values({
            ...fields,
            vendor_id: subject.vendorId,
            subject_type: subject.type,
            subject_id: subject.id,
            source_id: result.source,
            record_id: result.recordId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('screening_alert_history')
          .values({ alert_id: created.id, to_status: 'OPEN', reason: 'CREATED', note: result.reasons.join('; ').slice(0, 2000) })
          .execute();
        await emitAlertEvent(trx, created.id);
        tally.created++;
        continue;
      }
      const recordChanged = alert.record_hash !== recordHash;
      const subjectChanged = alert.subject_hash !== currentSubjectHash;
      if (!recordChanged && !subjectChanged && Number(alert.score) === result.score) continue;
      // A changed matching model re-screens through the same jobs: a cleared alert stays cleared
      // unless the data changed or the new evidence is stronger (POSSIBLE then, MATCH now).
      const stronger = alert.band === 'POSSIBLE' && result.band === 'MATCH';
      const reopen = alert.status === 'CLEARED' && (recordChanged || subjectChanged || stronger);
      await trx
        .updateTable('screening_alerts')
        .set({ ...fields, ...(reopen ? { status: 'OPEN' as const, status_changed_at: new Date() } : {}) })
        .where('id', '=', alert.id)
        .execute();
      if (reopen) {
        await trx
          .insertInto('screening_alert_history')
          .values({
            alert_id: alert.id,
            from_status: 'CLEARED',
            to_status: 'OPEN',
            reason: recordChanged ? 'REOPENED_RECORD_CHANGED' : subjectChanged ? 'REOPENED_SUBJECT_CHANGED' : 'REOPENED_STRONGER_EVIDENCE',
            note: recordChanged
              ? 'The list record changed since the alert was cleared.'
              : subjectChanged
                ? "The subject's data changed since the alert was cleared."
                : 'The evidence is stronger (MATCH) than when the alert was cleared (POSSIBLE).',
          })
          .execute();
        await emitAlertEvent(trx, alert.id);
      }
      tally.updated++;
    }

    if (!options.fullScope) continue;
    for (const [key, alert] of existing) {
      if (alert.subject_type !== subject.type || alert.subject_id !== subject.id) continue;
      if (matchedKeys.has(key) || (alert.status !== 'OPEN' && alert.status !== 'VENDOR_RESPONDED')) continue;
      await trx
        .updateTable('screening_alerts')
        .set({ status: 'CLEARED', status_changed_at: new Date(), updated_at: new Date() })
        .where('id', '=', alert.id)
        .execute();
      await trx
        .insertInto('screening_alert_history')
        .values({
          alert_id: alert.id,
          from_status: alert.status,
          to_status: 'CLEARED',
          reason: 'NO_LONGER_MATCHES',
          note: 'After a change of data the subject no longer matches this record.',
        })
        .execute();
      await emitAlertEvent(trx, alert.id);
      tally.closed++;
    }
  }
  return tally;
}
