import { z } from 'zod';

/** Upper bound meaning "and above" in a price tier (spec 002 §9). */
export const UNBOUNDED = 2_147_483_647;

/** A price tier: employees in [min, max] cost `priceCents` plus `perEmployeeCents` for each above min - 1. */
export const PriceTier = z.object({
  id: z.number().int().nullable(),
  minEmployees: z.number().int().min(0),
  maxEmployees: z.number().int().min(0),
  /** Flat monthly price of the tier, in cents. */
  price: z.number().int().min(0),
  /** Added per employee above the tier's start (min - 1), in cents. */
  pricePerEmployee: z.number().int().min(0),
  vendorId: z.number().int().nullable(),
});
export type PriceTier = z.infer<typeof PriceTier>;

/**
 * Default employee-monitoring tiers (spec 000 §1): $25 up to 100 employees, $50 for 101–250,
 * $50 + $0.10 per employee above 250.
 */
export const DEFAULT_PRICE_TIERS: readonly PriceTier[] = [
  { id: null, minEmployees: 0, maxEmployees: 100, price: 2_500, pricePerEmployee: 0, vendorId: null },
  { id: null, minEmployees: 101, maxEmployees: 250, price: 5_000, pricePerEmployee: 0, vendorId: null },
  { id: null, minEmployees: 251, maxEmployees: UNBOUNDED, price: 5_000, pricePerEmployee: 10, vendorId: null },
];

/** The first month of employee monitoring costs $25 whatever the team size. */
export const FIRST_MONTH_MONITORING_CENTS = 2_500;

/** Monthly price in cents for `employees` active employees under `tiers` (sorted or not). */
export function monitoringPriceCents(employees: number, tiers: readonly PriceTier[] = DEFAULT_PRICE_TIERS): number {
  const sorted = [...tiers].sort((a, b) => a.minEmployees - b.minEmployees);
  const tier = sorted.find((t) => employees >= t.minEmployees && employees <= t.maxEmployees) ?? sorted[sorted.length - 1];
  if (!tier) return FIRST_MONTH_MONITORING_CENTS;
  const above = Math.max(0, employees - Math.max(tier.minEmployees - 1, 0));
  return tier.price + (tier.pricePerEmployee > 0 ? above * tier.pricePerEmployee : 0);
}

/**
 * The one money format (issue 33): "$25.00", "$0.10", "$1,024.10", "-$5.00" from cents, always with its
 * cents so a price list never shows "$25" beside "$0.10". `wholeDollars` drops ".00" where a text quotes
 * whole prices ("Starts at $25", spec 001 §1; the admin's tier prices, spec 002 §9). Without Intl: the
 * first Intl formatter costs a page's first load tens of milliseconds (decision 231).
 */
export function formatCents(cents: number, options: { wholeDollars?: boolean } = {}): string {
  const rounded = Math.round(Math.abs(cents));
  const whole = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = rounded % 100;
  const amount = options.wholeDollars && rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
  return `${cents < 0 && rounded > 0 ? '-' : ''}$${amount}`;
}
