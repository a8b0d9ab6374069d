import { sql } from 'kysely';
import { DEFAULT_PRICE_TIERS, FIRST_MONTH_MONITORING_CENTS, formatCents, monitoringPriceCents, type PriceTier } from '@app/shared/payments/pricing';
import { subscriptionLabel } from '@app/shared/payments/subscriptions';
import type { Db } from '../../platform/db/database';
import type { AppConfig } from '../../platform/config';

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
  return chosen.map((row) => ({ id: row.id, minEmployees: row.min_employees, maxEmployees: row.max_employees, price: row.price_cents, pricePerEmployee: row.price_per_employee_cents, vendorId: row.vendor_id }));
}

export async function activeEmployeeCount(db: Db, vendorId: number): Promise<number> {
  const row = await db.selectFrom('employees').select(sql<string>`count(*)`.as('n')).where('vendor_id', '=', vendorId).where('terminated_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Monthly monitoring price now: $25 for a vendor's first month ever, else by active employees and tiers. */
export async function monitoringPriceNow(db: Db, vendorId: number): Promise<number> {
  const before = await db.selectFrom('subscriptions').select('id').where('vendor_id', '=', vendorId).where('subscription_type', '=', 'VP_EMPLOYEE_MONITORING').executeTakeFirst();
  if (!before) return FIRST_MONTH_MONITORING_CENTS;
  return monitoringPriceCents(await activeEmployeeCount(db, vendorId), await priceTiersOf(db, vendorId));
}

/** The prices of what a vendor can pay for on the subscription payment page (amounts from the server). */
export async function subscriptionPrices(db: Db, config: AppConfig, vendorId: number) {
  return [
    {
      subscriptionType: 'VP_EMPLOYEE_MONITORING' as const,
      price: await monitoringPriceNow(db, vendorId),
      label: subscriptionLabel('VP_EMPLOYEE_MONITORING'),
      billing: `Starts at ${formatCents(FIRST_MONTH_MONITORING_CENTS).replace('.00', '')} a month, billed monthly by the number of employees monitored`,
    },
    {
      subscriptionType: 'VP_ENGAGE_CVC' as const,
      price: config.VENDORPROOF_ANNUAL_PRICE_CENTS,
      label: subscriptionLabel('VP_ENGAGE_CVC'),
      billing: 'Billed annually on the same month and day',
    },
  ];
}

/** The next renewal date: one month (monitoring) or one year (VendorProof, same month and day) later. */
export function nextRenewal(type: 'VP_EMPLOYEE_MONITORING' | 'VP_ENGAGE_CVC' | 'VP_ENGAGE', from: string): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const months = type === 'VP_EMPLOYEE_MONITORING' ? 1 : 12;
  const targetMonth = month - 1 + months;
  const y = year + Math.floor(targetMonth / 12);
  const m = targetMonth % 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(day, lastDay))).toISOString().slice(0, 10);
}
