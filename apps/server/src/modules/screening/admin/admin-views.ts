import { listRecordFields } from '@app/shared/screening/list-record-fields';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AlertListQuery, AlertSummary, AlertReview } from '@app/shared/screening/alerts';
import type { ListSnapshot, ListSource, ScreeningRun } from '@app/shared/screening/lists';
import type { ListSnapshotsTable } from '../../../db/schema';
import { stateSource } from '@app/screening/state-lists/registry';
import type { ServiceContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import { subjectNameSql } from '../alerts/subject-name';
import { vendorResponsesOf } from '../alerts/vendor-response';
import type { Selectable } from 'kysely';
import { anyOf } from '../../../platform/db/any-of';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type SnapshotRow = Selectable<ListSnapshotsTable> & { imported_by_username: string | null };

function snapshotsQuery(db: Db) {
  return db
    .selectFrom('list_snapshots')
    .leftJoin('users', 'users.id', 'list_snapshots.imported_by')
    .selectAll('list_snapshots')
    .select('users.username as imported_by_username');
}

function toSnapshot(row: SnapshotRow): z.infer<typeof ListSnapshot> {
  return {
    id: row.id,
    sourceId: row.source_id,
    status: row.status,
    mode: row.mode,
    fileName: row.file_name,
    fileSha256: row.file_sha256,
    startedAt: row.started_at.toISOString(),
    finishedAt: iso(row.finished_at),
    rowsRead: row.rows_read,
    recordCount: row.record_count,
    addedCount: row.added_count,
    removedCount: row.removed_count,
    changedCount: row.changed_count,
    issueCount: row.issue_count,
    issues: row.issues,
    error: row.error,
    importedBy: row.imported_by_username,
    demo: row.demo,
    sourceFileId: row.source_file_id,
  };
}

/** Admin: the list sources with their record count and the snapshot in force. */
export async function listSources(ctx: ServiceContext): Promise<Array<z.infer<typeof ListSource>>> {
  const db = ctx.db;
  const sources = await db.selectFrom('list_sources').selectAll().orderBy('id').execute();
  const counts = await db
    .selectFrom('list_records')
    .select(['source_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('source_id')
    .execute();
  const snapshotIds = sources.map((s) => s.current_snapshot_id).filter((id): id is number => id !== null);
  const snapshots = snapshotIds.length ? await snapshotsQuery(db).where('list_snapshots.id', '=', anyOf(snapshotIds)).execute() : [];
  return sources.map((source) => {
    const snapshot = snapshots.find((s) => s.id === source.current_snapshot_id);
    const state = source.id.startsWith('state:') ? stateSource(source.id) : undefined;
    return {
      id: source.id,
      name: source.name,
      kind: state ? ('state' as const) : ('federal' as const),
      publisherPage: state?.page ?? null,
      format: state?.format ?? null,
      fetchKind: state?.fetch.kind ?? null,
      cadence: state?.cadence ?? null,
      downloadNote: state?.downloadNote ?? null,
      downloadUrl: source.download_url,
      downloadEnabled: source.download_enabled,
      recordCount: Number(counts.find((c) => c.source_id === source.id)?.n ?? 0),
      lastDownloadAt: iso(source.last_download_at),
      lastError: source.last_error,
      lastErrorAt: iso(source.last_error_at),
      currentSnapshot: snapshot ? toSnapshot(snapshot) : null,
    };
  });
}

/** Admin: the latest 100 import attempts, optionally of one source. */
export async function listSnapshots(ctx: ServiceContext, input: { sourceId?: string } = {}): Promise<Array<z.infer<typeof ListSnapshot>>> {
  let query = snapshotsQuery(ctx.db).orderBy('list_snapshots.id', 'desc').limit(100);
  if (input.sourceId) query = query.where('list_snapshots.source_id', '=', input.sourceId);
  return (await query.execute()).map(toSnapshot);
}

/** Admin: the latest 50 screening runs with their progress. */
export async function listRuns(ctx: ServiceContext): Promise<Array<z.infer<typeof ScreeningRun>>> {
  const rows = await ctx.db.selectFrom('screening_runs').selectAll().orderBy('id', 'desc').limit(50).execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    snapshotId: row.snapshot_id,
    status: row.status,
    subjectsTotal: row.subjects_total,
    subjectsDone: row.subjects_done,
    alertsCreated: row.alerts_created,
    alertsUpdated: row.alerts_updated,
    alertsClosed: row.alerts_closed,
    startedAt: row.started_at.toISOString(),
    finishedAt: iso(row.finished_at),
    error: row.error,
  }));
}

function alertsQuery(db: Db) {
  return db
    .selectFrom('screening_alerts as a')
    .innerJoin('list_sources as s', 's.id', 'a.source_id')
    .innerJoin('vendors as v', 'v.id', 'a.vendor_id')
    .select([
      'a.id',
      'a.vendor_id',
      'v.business_name',
      'a.subject_type',
      'a.subject_id',
      'a.source_id',
      's.name as source_name',
      'a.record_id',
      'a.matched_name',
      'a.score',
      'a.band',
      'a.status',
      'a.reasons',
      'a.created_at',
      'a.updated_at',
      'a.evidence',
      'a.record',
    ]);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof alertsQuery>['executeTakeFirstOrThrow']>>;

function toSummary(row: AlertRow): AlertSummary {
  return {
    id: row.id,
    vendorId: row.vendor_id,
    vendorName: row.business_name,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    sourceId: row.source_id,
    sourceName: row.source_name,
    recordId: row.record_id,
    matchedName: row.matched_name,
    score: Number(row.score),
    band: row.band,
    status: row.status,
    reasons: row.reasons,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Alerts across vendors for admin review, newest first, filtered by status, subject type, vendor, list, band or age. */
export async function listAlerts(
  ctx: ServiceContext,
  query: z.infer<typeof AlertListQuery>,
): Promise<{ content: AlertSummary[]; total: number }> {
  let base = alertsQuery(ctx.db);
  if (query.status) base = base.where('a.status', '=', query.status);
  if (query.subjectType) base = base.where('a.subject_type', '=', query.subjectType);
  if (query.vendorId) base = base.where('a.vendor_id', '=', query.vendorId);
  if (query.sourceId) base = base.where('a.source_id', '=', query.sourceId);
  if (query.band) base = base.where('a.band', '=', query.band);
  if (query.minAgeDays !== undefined) {
    base = base.where('a.created_at', '<=', sql<Date>`now() - make_interval(days => ${query.minAgeDays})`);
  }
  const [rows, total] = await Promise.all([
    base
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    base
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { content: rows.map(toSummary), total: Number(total.n) };
}

/** Admin: one alert with its evidence, list record and history. */
export async function alertReview(ctx: ServiceContext, input: { alertId: number }): Promise<z.infer<typeof AlertReview>> {
  const { alertId } = input;
  const row = await alertsQuery(ctx.db).select(subjectNameSql('a').as('subject_name')).where('a.id', '=', alertId).executeTakeFirst();
  if (!row) throw notFound('Alert not found.');
  const history = await ctx.db.selectFrom('screening_alert_history').selectAll().where('alert_id', '=', alertId).orderBy('id').execute();
  const responses = await vendorResponsesOf(ctx.db, [alertId]);
  return {
    ...toSummary(row),
    subjectName: row.subject_name,
    evidence: row.evidence as z.infer<typeof AlertReview>['evidence'],
    recordFields: listRecordFields(row.source_name, row.record, 'full'),
    history: history.map((h) => ({
      occurredAt: h.occurred_at.toISOString(),
      username: h.username,
      fromStatus: h.from_status,
      toStatus: h.to_status,
      reason: h.reason,
      note: h.note,
    })),
    vendorResponse: responses.get(alertId) ?? null,
  };
}
