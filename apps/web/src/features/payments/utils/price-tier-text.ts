import { UNBOUNDED, formatCents, type PriceTier } from '@app/shared/payments/pricing';

/** The employees a tier covers: '0–100 employees', '251 or more employees'. */
export function tierRangeText(tier: PriceTier): string {
  if (tier.maxEmployees >= UNBOUNDED) return `${tier.minEmployees.toLocaleString('en-US')} or more employees`;
  return `${tier.minEmployees.toLocaleString('en-US')}–${tier.maxEmployees.toLocaleString('en-US')} employees`;
}

/**
 * A tier's monthly price: '$25.00 a month', '$50.00 a month plus $0.10 per employee above 250', and for a
 * tier priced only per employee '$0.10 per employee a month', never "$0.00 … plus $0.10" (issue 33).
 */
export function tierPriceText(tier: PriceTier): string {
  const base = `${formatCents(tier.price)} a month`;
  if (tier.pricePerEmployee <= 0) return base;
  const start = Math.max(tier.minEmployees - 1, 0);
  const perEmployee = `${formatCents(tier.pricePerEmployee)} per employee${start ? ` above ${start.toLocaleString('en-US')}` : ''}`;
  return tier.price > 0 ? `${base} plus ${perEmployee}` : `${perEmployee} a month`;
}

/** Tiers in order of team size. */
export function sortedTiers(tiers: readonly PriceTier[]): PriceTier[] {
  return [...tiers].sort((a, b) => a.minEmployees - b.minEmployees);
}
