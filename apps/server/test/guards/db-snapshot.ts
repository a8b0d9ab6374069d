import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';

/**
 * Row fingerprints to prove a request wrote nothing: per table, the row count and the versions of its
 * rows. Tables that requests write whatever the answer (sessions, throttling counters,
 * analytics) are left out.
 */
const WRITTEN_BY_ANY_REQUEST = new Set([
  'sessions',
  'login_failures',
  'analytics_events',
  'captcha_uses',
  'signup_code_failures',
  'schema_migrations',
  'kysely_migration',
  'kysely_migration_lock',
]);

export type Snapshot = Record<string, string>;

const tableLists = new WeakMap<Db, Map<string, Promise<string[]>>>();

/** The business tables (with `column` when given), looked up once per database: information_schema is slow. */
function tables(db: Db, column?: string): Promise<string[]> {
  const lists = tableLists.get(db) ?? new Map<string, Promise<string[]>>();
  tableLists.set(db, lists);
  const key = column ?? '';
  if (!lists.has(key)) lists.set(key, lookUpTables(db, column));
  return lists.get(key)!;
}

async function lookUpTables(db: Db, column?: string): Promise<string[]> {
  const rows = await sql<{ table_name: string }>`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and (${column ?? null}::text is null or c.column_name = ${column ?? null})
    group by c.table_name order by c.table_name`.execute(db);
  return rows.rows.map((row) => row.table_name).filter((name) => !WRITTEN_BY_ANY_REQUEST.has(name));
}

async function fingerprint(db: Db, selects: string[]): Promise<Snapshot> {
  if (selects.length === 0) return {};
  const rows = await sql<{ name: string; print: string }>`${sql.raw(selects.join('\nunion all\n'))}`.execute(db);
  return Object.fromEntries(rows.rows.map((row) => [row.name, row.print]));
}

// Row count and the sum of the rows' xmin (the transaction that wrote each row version): any insert,
// update or delete changes it, even one that rewrites the same values. One cheap scan per table.
const hashed = (name: string, from: string, where = 'true') =>
  `select '${name}' as name, count(*)::text || ':' || coalesce(sum(t.xmin::text::bigint), 0)::text as print from ${from} t where ${where}`;

/** Every business table of the database. */
export async function globalSnapshot(db: Db): Promise<Snapshot> {
  const names = await tables(db);
  return fingerprint(
    db,
    names.map((name) => hashed(name, `"${name}"`)),
  );
}

/** The victim's rows: its vendor row, its customer's client row and every row carrying either id. */
export async function victimSnapshot(db: Db, victim: { vendorId: number; clientId: number }): Promise<Snapshot> {
  const withVendor = await tables(db, 'vendor_id');
  const withClient = await tables(db, 'client_id');
  const selects = [
    hashed('vendors', 'vendors', `id = ${victim.vendorId}`),
    hashed('clients', 'clients', `id = ${victim.clientId}`),
    ...withVendor.map((name) => hashed(`${name} (vendor)`, `"${name}"`, `vendor_id = ${victim.vendorId}`)),
    ...withClient.map((name) => hashed(`${name} (client)`, `"${name}"`, `client_id = ${victim.clientId}`)),
  ];
  return fingerprint(db, selects);
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
