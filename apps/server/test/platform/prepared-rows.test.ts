import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../../src/platform/db/database';
import { preparedRows } from '../../src/platform/db/prepared-query';
import { createTestDatabase } from '../../src/testing/test-postgres';

/** preparedRows (decision 401) on a pool of one connection, so the statements it prepared can be listed. */
describe('preparedRows', () => {
  let db: Db;
  let end: () => Promise<void>;
  const preparedNames = async () =>
    (await sql<{ name: string }>`SELECT name FROM pg_prepared_statements ORDER BY name`.execute(db)).rows.map((row) => row.name);

  beforeAll(async () => {
    const pgServer = inject('pgServer');
    const database = await createTestDatabase(pgServer.serverUrl, pgServer.templateName);
    const created = createDb(database.url, { max: 1 });
    db = created.db;
    end = async () => {
      await created.pool.end();
      await database.drop();
    };
  });
  afterAll(() => end());

  it('answers the rows Kysely answers, preparing the query once per connection under a name of its text', async () => {
    const query = (from: number) => db.selectFrom('list_sources').select(['id', 'name']).where('id', '>=', String(from)).orderBy('id');
    expect(await preparedRows(db, query(0))).toEqual(await query(0).execute());
    expect(await preparedRows(db, query(1))).toEqual(await query(1).execute());
    const names = await preparedNames();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^k_/);

    expect(await preparedRows(db, sql<{ n: number }>`SELECT ${41}::int + 1 AS n`)).toEqual([{ n: 42 }]);
    expect(await preparedNames()).toHaveLength(2);
  });

  it('runs a query of a transaction as a plain one, on the transaction', async () => {
    const before = await preparedNames();
    const seen = await db.transaction().execute(async (trx) => {
      await sql`CREATE TEMP TABLE only_in_this_transaction (n int) ON COMMIT DROP`.execute(trx);
      await sql`INSERT INTO only_in_this_transaction VALUES (7)`.execute(trx);
      return preparedRows(trx, trx.selectFrom(sql<{ n: number }>`only_in_this_transaction`.as('t')).select(sql<number>`n`.as('n')));
    });
    expect(seen).toEqual([{ n: 7 }]);
    expect(await preparedNames()).toEqual(before);
  });
});
