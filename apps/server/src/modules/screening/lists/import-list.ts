import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { ListRecord, ParseIssue } from '@app/screening/model/list-record';
import type { AppDeps } from '../../../platform/context';
import type { DbTransaction } from '../../../platform/db/database';
import { validationFailed } from '../../../platform/errors';
import { snapshotScreeningJob } from '../monitoring/snapshot-screening-job';
import { closeAlertsOfRemovedRecords } from '../monitoring/close-alerts';
import { contentHash } from './content-hash';
import { importModeFor, parseListStream } from './parse-list-stream';
import { anyOf } from '../../../platform/db/any-of';

const BATCH = 2_000;
const KEPT_ISSUES = 100;

export interface ImportOutcome {
  snapshotId: number;
  status: 'ACTIVE' | 'DUPLICATE' | 'FAILED';
  recordCount: number;
  added: number;
  removed: number;
  changed: number;
  issues: number;
  error?: string;
}

export interface ImportListInput {
  sourceId: string;
  fileName: string;
  sha256: string;
  open: () => Readable;
  importedBy?: number | null;
  /** Fewer records than this fails the import (a download far smaller than the last snapshot is broken). */
  minRecords?: number;
  /**
   * Demo data, labelled as such wherever the snapshot is shown. Its synthetic rows are not screened
   * against every subject when imported (44 demo snapshots would queue 44 passes at start-up); subjects
   * meet them when they are screened next.
   */
  demo?: boolean;
  /** The list file as kept in file storage (an admin's upload). */
  sourceFileId?: number;
}

/**
 * Imports one list file as a new snapshot of its source, atomically: records are staged, diffed with
 * the records in force (added / removed / changed) and applied in one transaction together with the
 * job that screens subjects against the changes. The same file twice is a no-op (DUPLICATE); a failure
 * leaves the previous snapshot in force and the attempt recorded as FAILED (an import that dies with its
 * process is marked FAILED at the next start, see recover-imports.ts).
 */
export async function importListFile(deps: Pick<AppDeps, 'db' | 'jobs'>, input: ImportListInput): Promise<ImportOutcome> {
  const { db } = deps;
  const source = await db.selectFrom('list_sources').select('id').where('id', '=', input.sourceId).executeTakeFirst();
  if (!source) throw validationFailed(`Unknown list source "${input.sourceId}"`, { sourceId: 'Unknown list source' });
  const mode = importModeFor(input.sourceId, input.fileName);

  const applied = await db
    .selectFrom('list_snapshots')
    .select(['id', 'record_count'])
    .where('source_id', '=', input.sourceId)
    .where('file_sha256', '=', input.sha256)
    .where('status', 'in', ['ACTIVE', 'SUPERSEDED'])
    .executeTakeFirst();
  const snapshot = await db
    .insertInto('list_snapshots')
    .values({
      source_id: input.sourceId,
      status: applied ? 'DUPLICATE' : 'IMPORTING',
      mode,
      file_name: input.fileName,
      file_sha256: input.sha256,
      imported_by: input.importedBy ?? null,
      demo: input.demo ?? false,
      source_file_id: input.sourceFileId ?? null,
      issues: '[]',
      finished_at: applied ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (applied) {
    return { snapshotId: snapshot.id, status: 'DUPLICATE', recordCount: applied.record_count, added: 0, removed: 0, changed: 0, issues: 0 };
  }

  const issues: ParseIssue[] = [];
  let issueCount = 0;
  const onIssue = (issue: ParseIssue) => {
    issueCount++;
    if (issues.length < KEPT_ISSUES) issues.push(issue);
  };
  try {
    const counts = await db.transaction().execute(async (trx) => {
      // The snapshot row stays locked until the import commits or rolls back: the start-up recovery
      // fails only IMPORTING snapshots nobody holds (their import died with its process).
      const current = await trx
        .selectFrom('list_snapshots')
        .select('status')
        .where('id', '=', snapshot.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.status !== 'IMPORTING') throw new Error('The import was given up as interrupted before it started.');
      await sql`CREATE TEMP TABLE staged_list_records (
          record_id text PRIMARY KEY, kind text, display_name text, dob text, content_hash text, record jsonb, reinstated boolean
        ) ON COMMIT DROP`.execute(trx);
      let rowsRead = 0;
      let batch: ListRecord[] = [];
      const flush = async () => {
        if (!batch.length) return;
        // A file may repeat a record id (SAM repeats rows; a reinstatement may follow its exclusion):
        // one row per id per statement, the latest content, reinstated if any row says so.
        const byId = new Map<string, { record: ListRecord; reinstated: boolean }>();
        for (const record of batch) {
          const reinstated = Boolean(record.reinstatementDate) || Boolean(byId.get(record.recordId)?.reinstated);
          byId.set(record.recordId, {
            record: reinstated && record.reinstatementDate ? (byId.get(record.recordId)?.record ?? record) : record,
            reinstated,
          });
        }
        const rows = [...byId.values()];
        await sql`
          INSERT INTO staged_list_records (record_id, kind, display_name, dob, content_hash, record, reinstated)
          SELECT * FROM unnest(${rows.map((r) => r.record.recordId)}::text[], ${rows.map((r) => r.record.kind)}::text[],
                               ${rows.map((r) => r.record.names.full)}::text[], ${rows.map((r) => r.record.dob ?? null)}::text[],
                               ${rows.map((r) => contentHash(r.record))}::text[], ${rows.map((r) => JSON.stringify(r.record))}::jsonb[],
                               ${rows.map((r) => r.reinstated)}::boolean[])
          ON CONFLICT (record_id) DO UPDATE SET kind = EXCLUDED.kind, display_name = EXCLUDED.display_name,
            dob = EXCLUDED.dob, content_hash = EXCLUDED.content_hash, record = EXCLUDED.record,
            reinstated = staged_list_records.reinstated OR EXCLUDED.reinstated`.execute(trx);
        batch = [];
      };
      for await (const record of parseListStream(input.sourceId, input.open(), input.fileName, onIssue)) {
        rowsRead++;
        batch.push(record);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      if (rowsRead === 0) throw new Error('The file holds no list records.');
      if (input.minRecords !== undefined && rowsRead < input.minRecords) {
        throw new Error(
          `The file holds ${rowsRead} records, fewer than half of the snapshot in force; it looks incomplete and was not applied.`,
        );
      }
      return applyStagedRecords(
        trx,
        { sourceId: input.sourceId, snapshotId: snapshot.id, mode, rowsRead, demo: input.demo ?? false },
        deps,
      );
    });

    await db
      .updateTable('list_snapshots')
      .set({ issue_count: issueCount, issues: JSON.stringify(issues) })
      .where('id', '=', snapshot.id)
      .execute();
    return { snapshotId: snapshot.id, status: 'ACTIVE', ...counts, issues: issueCount };
  } catch (error) {
    const message = (error as Error).message;
    await db
      .updateTable('list_snapshots')
      .set({
        status: 'FAILED',
        error: message.slice(0, 2000),
        finished_at: new Date(),
        issue_count: issueCount,
        issues: JSON.stringify(issues),
      })
      .where('id', '=', snapshot.id)
      .execute();
    return {
      snapshotId: snapshot.id,
      status: 'FAILED',
      recordCount: 0,
      added: 0,
      removed: 0,
      changed: 0,
      issues: issueCount,
      error: message,
    };
  }
}

async function applyStagedRecords(
  trx: DbTransaction,
  args: { sourceId: string; snapshotId: number; mode: 'FULL' | 'SUPPLEMENT'; rowsRead: number; demo: boolean },
  deps: Pick<AppDeps, 'jobs'>,
) {
  const { sourceId, snapshotId, mode } = args;
  // Records leaving the list: in a full file, every record in force that the file no longer has; in a
  // supplement, the reinstatements.
  const removedIds = (
    mode === 'FULL'
      ? await sql<{ record_id: string }>`
          SELECT l.record_id FROM list_records l
           WHERE l.source_id = ${sourceId}
             AND NOT EXISTS (SELECT 1 FROM staged_list_records s WHERE s.record_id = l.record_id AND NOT s.reinstated)`.execute(trx)
      : await sql<{ record_id: string }>`
          SELECT l.record_id FROM list_records l JOIN staged_list_records s ON s.record_id = l.record_id AND s.reinstated
           WHERE l.source_id = ${sourceId}`.execute(trx)
  ).rows.map((row) => row.record_id);

  const upserted = await sql<{ added: boolean }>`
    INSERT INTO list_records AS l (source_id, record_id, kind, display_name, dob, content_hash, record, added_snapshot_id, changed_snapshot_id)
    SELECT ${sourceId}, s.record_id, s.kind, s.display_name, s.dob, s.content_hash, s.record, ${snapshotId}, ${snapshotId}
      FROM staged_list_records s WHERE NOT s.reinstated
    ON CONFLICT (source_id, record_id) DO UPDATE SET
      kind = EXCLUDED.kind, display_name = EXCLUDED.display_name, dob = EXCLUDED.dob,
      content_hash = EXCLUDED.content_hash, record = EXCLUDED.record, changed_snapshot_id = EXCLUDED.changed_snapshot_id
      WHERE l.content_hash <> EXCLUDED.content_hash
    RETURNING (xmax = 0) AS added`.execute(trx);
  const added = upserted.rows.filter((row) => row.added).length;
  const changed = upserted.rows.length - added;

  if (removedIds.length) {
    await trx.deleteFrom('list_records').where('source_id', '=', sourceId).where('record_id', '=', anyOf(removedIds)).execute();
    await closeAlertsOfRemovedRecords(trx, sourceId, removedIds);
  }
  const recordCount = Number(
    (
      await trx
        .selectFrom('list_records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('source_id', '=', sourceId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  await trx
    .updateTable('list_snapshots')
    .set({ status: 'SUPERSEDED' })
    .where('source_id', '=', sourceId)
    .where('status', '=', 'ACTIVE')
    .execute();
  await trx
    .updateTable('list_snapshots')
    .set({
      status: 'ACTIVE',
      finished_at: new Date(),
      rows_read: args.rowsRead,
      record_count: recordCount,
      added_count: added,
      removed_count: removedIds.length,
      changed_count: changed,
    })
    .where('id', '=', snapshotId)
    .execute();
  await trx.updateTable('list_sources').set({ current_snapshot_id: snapshotId }).where('id', '=', sourceId).execute();
  if (added + changed > 0 && !args.demo) await deps.jobs.send(snapshotScreeningJob, { snapshotId }, { trx });
  return { recordCount, added, removed: removedIds.length, changed };
}
