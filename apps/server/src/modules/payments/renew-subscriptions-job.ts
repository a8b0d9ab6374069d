import { z } from 'zod';
import { formatCents, monitoringPriceCents } from '@app/shared/payments/pricing';
import { subscriptionLabel } from '@app/shared/payments/subscriptions';
import type { AppDeps } from '../../platform/context';
import type { Db, DbTransaction } from '../../platform/db/database';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { chargeOnce } from './charge';
import { dismissPaymentNotifications, raisePaymentNotification } from './payment-notification-queries';
import { activeEmployeeCount, priceTiersOf } from './price-queries';
import { nextRenewal } from './prices';
import { usDate } from '@app/shared/platform/us-date';

/** Days after the first decline on which a declined renewal is tried again; then it expires. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;

/**
 * When a renewal declined for the `attempts`-th time is tried again: counted from the decline (`now`),
 * the gap between two of RETRY_AFTER_DAYS (1, 2 and 4 days), so the retries fall 1, 3 and 7 days after
 * the first decline. Not from the renewal date: a subscription renewed late (downtime, a restored
 * backup) would be declined three times within hours and expire the same day (issue 29).
 */
export function retryTime(now: Date, attempts: number): Date {
  const gapDays = RETRY_AFTER_DAYS[attempts - 1]! - (RETRY_AFTER_DAYS[attempts - 2] ?? 0);
  return new Date(now.getTime() + gapDays * 86_400_000);
}

const payload = z.object({ today: z.string().optional() }).passthrough();

/**
 * Renews due subscriptions (hourly). Auto-renewing ones are charged once per billing period (the
 * idempotency key is subscription + period + attempt, a server key no request can take), monitoring at
 * the price of its active employees on the billing date. A decline raises 'unable to process' and is
 * retried 1, 3 and 7 days after the decline; when retries are exhausted the subscription expires and 'not approved'
 * is raised. A subscription that does not auto-renew expires at its renewal date. Idempotent: re-running
 * finds nothing due. One subscription's error never stops the others: the run renews the rest, then fails
 * with the errors, so the job's record names them and its retry tries only those (the rest are not due).
 */
export const renewSubscriptionsJob: JobDefinition<typeof payload> = {
  name: 'subscriptions.renew',
  payload,
  retryLimit: 2,
  schedule: '17 * * * *',
  async handle(deps, data) {
    const { errors, ...tally } = await renewDueSubscriptions(deps, data.today);
    if (errors.length > 0) {
      const list = errors.map((e) => `subscription ${e.subscriptionId} (vendor ${e.vendorId}): ${e.message}`).join('; ');
      throw new Error(`${errors.length} renewal(s) failed (${JSON.stringify(tally)}): ${list}`);
    }
  },
};

/** A renewal that threw (gateway unreachable, bad data): the subscription stays due and is tried again. */
interface RenewalError {
  subscriptionId: number;
  vendorId: number;
  message: string;
}

type RenewalDeps = Pick<AppDeps, 'db' | 'payments'>;

export async function renewDueSubscriptions(
  deps: RenewalDeps,
  todayOverride?: string,
): Promise<{ renewed: number; failed: number; expired: number; errors: RenewalError[] }> {
  const today = todayOverride ?? new Date().toISOString().slice(0, 10);
  const now = todayOverride ? new Date(`${todayOverride}T12:00:00Z`) : new Date();
  const tally = { renewed: 0, failed: 0, expired: 0, errors: [] as RenewalError[] };

  const lapsed = await deps.db
    .updateTable('subscriptions')
    .set({ status: 'EXPIRED' })
    .where('status', '=', 'ACTIVE')
    .where('auto_renew', '=', false)
    .where('renewal_date', '<=', today)
    .returning('id')
    .execute();
  tally.expired += lapsed.length;

  const due = await dueSubscriptions(deps.db, today, now).execute();

  for (const subscription of due) {
    try {
      tally[await renewOne(deps, subscription, { now })]++;
    } catch (error) {
      tally.errors.push({
        subscriptionId: subscription.id,
        vendorId: subscription.vendor_id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return tally;
}

/** Active auto-renewing subscriptions at or past their renewal date whose retry time (if any) has come. */
function dueSubscriptions(db: Db, today: string, now: Date) {
  return renewalCandidates(db, today).where((eb) => eb.or([eb('s.next_attempt_at', 'is', null), eb('s.next_attempt_at', '<=', now)]));
}

/** Active auto-renewing subscriptions at or past their renewal date, with what a renewal charge needs. */
export function renewalCandidates(db: Db, today: string) {
  return db
    .selectFrom('subscriptions as s')
    .leftJoin('clients as c', 'c.id', 's.client_id')
    .select([
      's.id',
      's.vendor_id',
      's.client_id',
      's.subscription_type',
      's.renewal_date',
      's.amount_cents',
      's.failed_attempts',
      'c.name as client_name',
    ])
    .where('s.status', '=', 'ACTIVE')
    .where('s.auto_renew', '=', true)
    .where('s.renewal_date', '<=', today)
    .orderBy('s.id');
}

type DueSubscription = Awaited<ReturnType<ReturnType<typeof renewalCandidates>['execute']>>[number];

/**
 * One subscription's renewal: the charge (its payment row is claimed and committed before the gateway
 * is called, so a crash never charges twice), then the outcome written in one transaction.
 */
export async function renewOne(
  deps: RenewalDeps,
  subscription: DueSubscription,
  options: {
    now?: Date;
    /** Written with the renewal once paid, in its transaction (a vendor's retry queues the payer's receipt). */
    onPaid?: (trx: DbTransaction, paymentId: number) => Promise<void>;
  } = {},
): Promise<'renewed' | 'failed' | 'expired'> {
  const now = options.now ?? new Date();
  const periodStart = subscription.renewal_date!;
  const periodEnd = nextRenewal(subscription.subscription_type, periodStart);
  const amount =
    subscription.subscription_type === 'VP_EMPLOYEE_MONITORING'
      ? monitoringPriceCents(
          await activeEmployeeCount(deps.db, subscription.vendor_id),
          await priceTiersOf(deps.db, subscription.vendor_id),
        )
      : subscription.amount_cents;
  const label = subscriptionLabel(subscription.subscription_type, subscription.client_name);
  const charge = await chargeOnce(deps, {
    vendorId: subscription.vendor_id,
    subscriptionId: subscription.id,
    clientId: subscription.client_id,
    subscriptionType: subscription.subscription_type,
    amountCents: amount,
    idempotencyKey: `renewal:${subscription.id}:${periodStart}:${subscription.failed_attempts}`,
    keySource: 'SERVER',
    description: `${label} renewal, ${usDate(periodStart)} to ${usDate(periodEnd)}`,
    periodStart,
    periodEnd,
  });
  if (charge.status === 'PAID') {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('subscriptions')
        .set({ renewal_date: periodEnd, amount_cents: amount, failed_attempts: 0, next_attempt_at: null })
        .where('id', '=', subscription.id)
        .execute();
      await dismissPaymentNotifications(trx, subscription.vendor_id);
      await options.onPaid?.(trx, charge.paymentId);
    });
    return 'renewed';
  }
  const attempts = subscription.failed_attempts + 1;
  if (attempts > RETRY_AFTER_DAYS.length) {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('subscriptions')
        .set({ status: 'EXPIRED', failed_attempts: attempts, next_attempt_at: null })
        .where('id', '=', subscription.id)
        .execute();
      await raisePaymentNotification(
        trx,
        subscription.vendor_id,
        'PAYMENT_NOT_APPROVED',
        `Your renewal payment for ${label} was not approved, and the subscription has expired. Make a payment to restore it.`,
      );
    });
    return 'expired';
  }
  const retryAt = retryTime(now, attempts);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({ failed_attempts: attempts, next_attempt_at: retryAt })
      .where('id', '=', subscription.id)
      .execute();
    await raisePaymentNotification(
      trx,
      subscription.vendor_id,
      'PAYMENT_UNABLE_TO_PROCESS',
      `We were unable to process your ${label} renewal of ${formatCents(amount)}. Please update your payment method; we will try again on ${usDate(retryAt)}.`,
    );
  });
  return 'failed';
}
