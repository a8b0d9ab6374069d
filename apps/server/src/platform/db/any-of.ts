import { sql, type RawBuilder } from 'kysely';

/**
 * `= anyOf(ids)` in a `where`: a list taken from a result set sent as ONE array parameter
 * (`= any($1)`), never as `IN ($1, $2, …)`. An IN list binds one parameter per value, and PostgreSQL
 * refuses a statement with more than 65,535 (a client with a 70k-row vendor master did, issue 29).
 * The lint rule `sql/no-in-list` refuses `'in'` with anything but a literal list or a subquery.
 */
export function anyOf<T extends number | string>(values: readonly T[]): RawBuilder<T> {
  return sql<T>`any(${values})`;
}
