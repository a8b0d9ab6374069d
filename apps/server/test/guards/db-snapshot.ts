import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';

/**
 * Row fingerprints to prove a request wrote nothing: per table, the row count and an md5 of every
 * row's text. Tables that requests write whatever the answer (sessions, throttling counters,
 * analytics) are left out; the big screening list tables are counted, not hashed.
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
const COUNTED_ONLY = new Set(['list_records']);

export type Snapshot = Record<string, string>;

async function tables(db: Db, column?: string): Promise<string[]> {
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

const hashed = (name: string, from: string, where = 'true') =>
  `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from ${from} t where ${where}`;

/** Every business table of the database. */
export async function globalSnapshot(db: Db): Promise<Snapshot> {
  const names = await tables(db);
  return fingerprint(
    db,
    names.map((name) =>
      COUNTED_ONLY.has(name) ? `select '${name}' as name, count(*)::text as print from "${name}"` : hashed(name, `"${name}"`),
    ),
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
