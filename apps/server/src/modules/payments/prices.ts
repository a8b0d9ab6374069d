import { FIRST_MONTH_MONITORING_CENTS, formatCents } from '@app/shared/payments/pricing';
import { subscriptionLabel } from '@app/shared/payments/subscriptions';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { monitoringPriceNow } from './price-queries';

/** The prices of what the acting vendor can pay for on the subscription payment page (amounts from the server). */
export async function subscriptionPrices(ctx: ServiceContext) {
  return [
    {
      subscriptionType: 'VP_EMPLOYEE_MONITORING' as const,
      price: await monitoringPriceNow(ctx.db, actingVendorId(requireActor(ctx))),
      label: subscriptionLabel('VP_EMPLOYEE_MONITORING'),
      billing: `Starts at ${formatCents(FIRST_MONTH_MONITORING_CENTS, { wholeDollars: true })} a month, billed monthly by the number of employees monitored`,
    },
    {
      subscriptionType: 'VP_ENGAGE_CVC' as const,
      price: ctx.config.VENDORPROOF_ANNUAL_PRICE_CENTS,
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
