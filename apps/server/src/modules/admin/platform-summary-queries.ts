import type { Db } from '../../platform/db/database';

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

/** How many vendor and client companies the platform holds. */
export async function tenantCounts(db: Db): Promise<{ vendors: number; clients: number }> {
  const [vendors, clients] = await Promise.all([
    count(db.selectFrom('vendors').select((eb) => eb.fn.countAll().as('n'))),
    count(db.selectFrom('clients').select((eb) => eb.fn.countAll().as('n'))),
  ]);
  return { vendors, clients };
}

/** Alerts waiting on someone: open, or answered by the vendor and not yet reviewed. */
export async function openAlertCount(db: Db): Promise<number> {
  return count(
    db
      .selectFrom('screening_alerts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', 'in', ['OPEN', 'VENDOR_RESPONDED']),
  );
}

/**
 * Each list source with when its last successful import finished: a snapshot put in force (ACTIVE, or
 * SUPERSEDED since) or a download identical to the one in force (DUPLICATE), which still proves the list
 * was checked that day.
 */
export async function lastImports(db: Db) {
  return db
    .selectFrom('list_sources as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('list_snapshots')
          .select(['source_id', (e) => e.fn.max('finished_at').as('imported_at')])
          .where('status', 'in', ['ACTIVE', 'SUPERSEDED', 'DUPLICATE'])
          .groupBy('source_id')
          .as('last'),
      (join) => join.onRef('last.source_id', '=', 's.id'),
    )
    .select(['s.id', 's.name', 'last.imported_at'])
    .orderBy('s.name')
    .execute();
}

/** Active subscriptions whose renewal was declined and is waiting for a retry or a new payment method. */
export async function unsettledRenewalCount(db: Db): Promise<number> {
  return count(
    db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'ACTIVE')
      .where('failed_attempts', '>', 0),
  );
}
