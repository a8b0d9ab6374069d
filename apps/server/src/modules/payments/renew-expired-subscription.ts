import type { z } from 'zod';
import { monitoringPriceCents } from '@app/shared/payments/pricing';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { subscriptionLabel, type RenewSubscriptionRequest, type Subscription } from '@app/shared/payments/subscriptions';
import { usDate } from '@app/shared/platform/us-date';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, businessRule, notFound } from '../../platform/errors';
import { chargeOnce } from './charge';
import { mailReceiptLater } from './mail-receipt-job';
import { dismissPaymentNotifications } from './payment-notification-queries';
import { activePaymentMethod } from './payment-methods';
import { activeEmployeeCount, priceTiersOf } from './price-queries';
import { nextRenewal } from './prices';
import { loadSubscription } from './subscriptions';

export const NOT_EXPIRED_MESSAGE = 'Only an expired subscription can be renewed.';

/**
 * Renew Now of an expired subscription (issue 33: Expired was a dead end): charges it again with the
 * method on file, at its own price (monitoring at today's active employees), for a new period from today;
 * once paid the same subscription is active again, auto-renewing, and the payment notifications are
 * settled. The request's key makes a repeated click charge once; a decline leaves it expired (422).
 */
export async function renewExpiredSubscription(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof RenewSubscriptionRequest>,
): Promise<Subscription> {
  const vendorId = actingVendorId(requireActor(ctx));
  const row = await ctx.db
    .selectFrom('subscriptions as s')
    .leftJoin('clients as c', 'c.id', 's.client_id')
    .select(['s.id', 's.status', 's.client_id', 's.subscription_type', 's.amount_cents', 'c.name as client_name'])
    .where('s.id', '=', id)
    .where('s.vendor_id', '=', vendorId)
    .executeTakeFirst();
  if (!row) throw notFound('Subscription not found.');
  // The same key again (a double click, a retry after a lost answer): the renewal it paid stands.
  const replay = await ctx.db
    .selectFrom('payments')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('key_source', '=', 'CLIENT')
    .where('idempotency_key', '=', input.idempotencyKey)
    .where('subscription_id', '=', row.id)
    .where('status', '=', 'PAID')
    .executeTakeFirst();
  if (replay) return loadSubscription(ctx.db, vendorId, row.id);
  if (row.status !== 'EXPIRED') throw businessRule(NOT_EXPIRED_MESSAGE);
  if (!(await activePaymentMethod(ctx.db, vendorId))) throw new AppError(422, 'BUSINESS_RULE', PAYMENT_TEXTS.selectMethod);

  const amount =
    row.subscription_type === 'VP_EMPLOYEE_MONITORING'
      ? monitoringPriceCents(await activeEmployeeCount(ctx.db, vendorId), await priceTiersOf(ctx.db, vendorId))
      : row.amount_cents;
  const start = new Date().toISOString().slice(0, 10);
  const renewal = nextRenewal(row.subscription_type, start);
  const label = subscriptionLabel(row.subscription_type, row.client_name);
  const charge = await chargeOnce(ctx, {
    vendorId,
    subscriptionId: row.id,
    clientId: row.client_id,
    subscriptionType: row.subscription_type,
    amountCents: amount,
    idempotencyKey: input.idempotencyKey,
    keySource: 'CLIENT',
    description: `${label}, ${usDate(start)} to ${usDate(renewal)}`,
    periodStart: start,
    periodEnd: renewal,
  });
  if (charge.status !== 'PAID') throw new AppError(422, 'BUSINESS_RULE', charge.message ?? 'The payment was declined.');

  await ctx.db.transaction().execute(async (trx) => {
    // Two requests with one key at once: the second finds it active already, nothing more to write.
    const renewed = await trx
      .updateTable('subscriptions')
      .set({
        status: 'ACTIVE',
        start_date: start,
        renewal_date: renewal,
        amount_cents: amount,
        auto_renew: true,
        failed_attempts: 0,
        next_attempt_at: null,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'EXPIRED')
      .returning('id')
      .execute();
    if (renewed.length === 0) return;
    await mailReceiptLater(ctx, trx, { vendorId, paymentId: charge.paymentId });
    await dismissPaymentNotifications(trx, vendorId);
    await recordAudit(trx, ctx, {
      action: 'subscription.renewed-after-expiry',
      entityType: 'subscription',
      entityId: row.id,
      details: { type: row.subscription_type, amountCents: amount },
    });
  });
  return loadSubscription(ctx.db, vendorId, row.id);
}
