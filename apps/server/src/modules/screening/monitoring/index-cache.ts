import type { ListRecord } from '@app/screening/model/list-record';
import { buildIndex } from '@app/screening/matching/build-index';
import type { ScreeningIndex } from '@app/screening/matching/indexed-types';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

interface CachedIndex {
  version: string;
  index: ScreeningIndex;
}

const cache = new WeakMap<Db, CachedIndex>();

/**
 * The screening index of every record in force, built once per process and rebuilt when any source
 * gets a new snapshot (the version is the list of current snapshot ids).
 */
export async function currentIndex(db: Db): Promise<ScreeningIndex> {
  const version = await indexVersion(db);
  const cached = cache.get(db);
  if (cached && cached.version === version) return cached.index;
  const index = await indexOf(db, sql`TRUE`);
  cache.set(db, { version, index });
  return index;
}

const changedCache = new WeakMap<Db, { snapshotId: number; index: ScreeningIndex }>();

/**
 * An index of only the records a snapshot added or changed (to screen every subject against), built
 * once per process for the chunks of the snapshot's run that the process screens.
 */
export async function changedRecordsIndex(db: Db, snapshotId: number): Promise<ScreeningIndex> {
  const cached = changedCache.get(db);
  if (cached?.snapshotId === snapshotId) return cached.index;
  const index = await indexOf(db, sql`changed_snapshot_id = ${snapshotId}`);
  changedCache.set(db, { snapshotId, index });
  return index;
}

async function indexVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string | null }>`
    SELECT string_agg(id || ':' || coalesce(current_snapshot_id::text, '-'), ',' ORDER BY id) AS version FROM list_sources`.execute(db);
  return rows[0]?.version ?? '';
}

async function indexOf(db: Db, where: ReturnType<typeof sql>): Promise<ScreeningIndex> {
  const { rows } = await sql<{ record: ListRecord }>`SELECT record FROM list_records WHERE ${where}`.execute(db);
  return buildIndex(rows.map((row) => row.record));
}
