import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, type Db } from '../../src/platform/db/database';
import { createTestDatabase } from '../../src/testing/test-postgres';

/**
 * A fresh database (copied from the migrated template), a Kysely handle on it for the test's own reads,
 * and a temporary DATA_DIR, for tests that run the app as separate processes. Removed after the file.
 */
export function useProcessDatabase() {
  const state = { url: '', dataDir: '', db: undefined as unknown as Db };
  let drop = async () => {};
  let endPool = async () => {};
  beforeAll(async () => {
    const pgServer = inject('pgServer');
    const database = await createTestDatabase(pgServer.serverUrl, pgServer.templateName);
    state.url = database.url;
    drop = database.drop;
    state.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-resilience-'));
    const { db, pool } = createDb(database.url, { max: 4 });
    state.db = db;
    endPool = () => pool.end();
  });
  afterAll(async () => {
    await endPool();
    await drop();
    if (state.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state;
}

/**
 * True while a live transaction holds the row (a running upload, import or renewal keeps its row locked
 * until it commits). Taking the lock with SKIP LOCKED answers at once and releases it with the statement.
 */
export async function isRowLocked(db: Db, table: 'employee_uploads' | 'list_snapshots' | 'subscriptions', id: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE SKIP LOCKED`.execute(db);
  return rows.length === 0;
}
