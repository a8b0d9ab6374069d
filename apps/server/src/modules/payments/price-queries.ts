import { sql } from 'kysely';
import { DEFAULT_PRICE_TIERS, FIRST_MONTH_MONITORING_CENTS, monitoringPriceCents, type PriceTier } from '@app/shared/payments/pricing';
import type { Db } from '../../platform/db/database';

/** The vendor's own price tiers when an admin set them, else the default ones. */
export async function priceTiersOf(db: Db, vendorId: number): Promise<PriceTier[]> {
  const rows = await db
    .selectFrom('price_tiers')
    .selectAll()
    .where((eb) => eb.or([eb('vendor_id', '=', vendorId), eb('vendor_id', 'is', null)]))
    .orderBy('min_employees')
    .execute();
  const own = rows.filter((row) => row.vendor_id === vendorId);
  const chosen = own.length ? own : rows.filter((row) => row.vendor_id === null);
  if (!chosen.length) return [...DEFAULT_PRICE_TIERS];
  return chosen.map((row) => ({
    id: row.id,
    minEmployees: row.min_employees,
    maxEmployees: row.max_employees,
    price: row.price_cents,
    pricePerEmployee: row.price_per_employee_cents,
    vendorId: row.vendor_id,
  }));
}

export async function activeEmployeeCount(db: Db, vendorId: number): Promise<number> {
  const row = await db
    .selectFrom('employees')
    .select(sql<string>`count(*)`.as('n'))
    .where('vendor_id', '=', vendorId)
    .where('terminated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Monthly monitoring price now: $25 for a vendor's first month ever, else by active employees and tiers. */
export async function monitoringPriceNow(db: Db, vendorId: number): Promise<number> {
  const before = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('subscription_type', '=', 'VP_EMPLOYEE_MONITORING')
    .executeTakeFirst();
  if (!before) return FIRST_MONTH_MONITORING_CENTS;
  return monitoringPriceCents(await activeEmployeeCount(db, vendorId), await priceTiersOf(db, vendorId));
}
