import { createHash } from 'node:crypto';
import { CompiledQuery, type Compilable, type RawBuilder } from 'kysely';
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

/**
 * The most SQL texts {@link preparedRows} names in a process. Each connection of the pool keeps the plans
 * of the texts it ran (PostgreSQL memory), so a query whose text varies without bound (e.g. with the number
 * of words searched) must not name them all: past this many, texts run unprepared.
 */
const MAX_PREPARED_TEXTS = 200;
const preparedNames = new Map<string, string>();

/**
 * Runs a Kysely query of a hot read path as a named prepared statement (see preparedQuery), named after its
 * SQL text. Most of PostgreSQL's work for the small queries of a page is parsing and planning them, not
 * running them (decision 401).
 */
export async function preparedRows<Row>(db: Db, query: Compilable<Row> | RawBuilder<Row>): Promise<Row[]> {
  const { sql, parameters } = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  let name = preparedNames.get(sql);
  if (!name && preparedNames.size < MAX_PREPARED_TEXTS) {
    name = `k_${createHash('sha1').update(sql).digest('base64url')}`;
    preparedNames.set(sql, name);
  }
  if (!name) return (await db.executeQuery<Row>(CompiledQuery.raw(sql, [...parameters]))).rows;
  return preparedQuery<Row>(db, name, sql, [...parameters]);
}
