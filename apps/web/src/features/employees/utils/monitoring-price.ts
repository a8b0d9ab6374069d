import { formatCents } from '@app/shared/payments/pricing';
import { groupThousands } from '../../../lib/group-thousands';

/** Employee monitoring pricing (spec 000 §1, §9), in cents. */
const FIRST_MONTH_PRICE_CENTS = 2_500;
const BASE_PRICE_CENTS = 2_500;
const MID_PRICE_CENTS = 5_000;
const BASE_TIER_MAX = 100;
const MID_TIER_MAX = 250;
const PER_EMPLOYEE_ABOVE_MID_CENTS = 10;

/** Monthly price after the first month: $25 up to 100 employees, $50 for 101-250, $50 + $0.10 per employee above 250. */
export function monthlyPriceCents(employeeCount: number): number {
  const count = Math.max(0, Math.floor(employeeCount));
  if (count <= BASE_TIER_MAX) return BASE_PRICE_CENTS;
  if (count <= MID_TIER_MAX) return MID_PRICE_CENTS;
  return MID_PRICE_CENTS + (count - MID_TIER_MAX) * PER_EMPLOYEE_ABOVE_MID_CENTS;
}

const formatUsd = (cents: number) => formatCents(cents, { wholeDollars: true });

/** The pitch page's price list, one line per tier. */
export const PRICING_LINES: readonly string[] = [
  `First month: ${formatUsd(FIRST_MONTH_PRICE_CENTS)}, regardless of team size`,
  `Up to ${BASE_TIER_MAX} employees: ${formatUsd(BASE_PRICE_CENTS)} per month`,
  `${BASE_TIER_MAX + 1}-${MID_TIER_MAX} employees: ${formatUsd(MID_PRICE_CENTS)} per month`,
  `More than ${MID_TIER_MAX} employees: ${formatUsd(MID_PRICE_CENTS)} per month plus ${formatUsd(PER_EMPLOYEE_ABOVE_MID_CENTS)} per employee above ${MID_TIER_MAX}`,
];

/** The estimate shown for a team size, e.g. 'With 300 employees you pay $55 per month after the first month.' */
export function priceEstimateText(employeeCount: number): string {
  const count = Math.max(0, Math.floor(employeeCount));
  const noun = count === 1 ? 'employee' : 'employees';
  return `With ${groupThousands(count)} ${noun} you pay ${formatUsd(monthlyPriceCents(count))} per month after the first month.`;
}
