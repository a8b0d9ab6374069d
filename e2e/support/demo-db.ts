import { afterAll, inject } from 'vitest';
import { createDb } from '../../apps/server/src/platform/db/database';

/** A connection to the journeys' demo database for a spec's own data and checks, closed after the file. */
export function useDemoDb() {
  const { db, pool } = createDb(inject('databaseUrl'), { max: 1 });
  afterAll(() => pool.end());
  return db;
}
