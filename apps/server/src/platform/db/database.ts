import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';
import { registerPool } from './prepared-query';

export type Db = Kysely<Database>;
export type DbTransaction = Transaction<Database>;

// bigint ids (int8) fit in a JS number for this product's volumes; date columns stay 'YYYY-MM-DD' text.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** One pool per process; size it for the API plus the in-process worker. */
export function createDb(connectionString: string, options: { max?: number } = {}): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client lost its connection (e.g. server restart); the pool replaces it on next use.
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerPool(db, pool);
  return { db, pool };
}
