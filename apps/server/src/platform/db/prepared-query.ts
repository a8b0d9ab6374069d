import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from './database';

const pools = new WeakMap<Db, pg.Pool>();

/** Remembers the pool behind a Kysely instance (done by createDb). */
export function registerPool(db: Db, pool: pg.Pool): void {
  pools.set(db, pool);
}

/**
 * Runs a fixed SQL text as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call. For the few queries on the hot path of every request; anything
 * else goes through Kysely. Falls back to a plain query where no pool is known (e.g. a transaction).
 */
export async function preparedQuery<Row>(db: Db, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = pools.get(db);
  if (!pool) return (await db.executeQuery<Row>(CompiledQuery.raw(text, values))).rows;
  return (await pool.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
}
