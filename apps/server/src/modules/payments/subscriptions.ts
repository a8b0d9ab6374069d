import { usDate } from '@app/shared/platform/us-date';
import type { z } from 'zod';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { formatCents } from '@app/shared/payments/pricing';
import {
  SUBSCRIPTION_STATUS_TEXT,
  subscriptionLabel,
  type CreateSubscriptionRequest,
  type Subscription,
  type UpdateSubscriptionRequest,
} from '@app/shared/payments/subscriptions';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, businessRule, conflict, notFound, validationFailed } from '../../platform/errors';
import { assertSameRequest, chargeOnce, requestFingerprint } from './charge';
import { settleWaiversByPayment } from '../waivers/vendor-waivers';
import { mailReceiptLater } from './mail-receipt-job';
import { dismissPaymentNotifications } from './payment-notification-queries';
import { activePaymentMethod } from './payment-methods';
import { nextRenewal, subscriptionPrices } from './prices';

export const EXPIRED_AUTO_RENEW_MESSAGE = 'An expired subscription is not renewed. Pay for it again to restart it.';

const today = () => new Date().toISOString().slice(0, 10);

export const PAYMENT_CLIENT_NOT_FOUND_MESSAGE = 'Client not found.';

/**
 * The client a payment is made for, when the vendor is connected to it (signing up with it, or
 * enrolled); any other client is 404, as if it did not exist.
 */
async function connectedClientId(db: Db, vendorId: number, clientId: number): Promise<number> {
  const enrollment = await db
    .selectFrom('enrollments')
    .select('client_id')
    .where('vendor_id', '=', vendorId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!enrollment) throw notFound(PAYMENT_CLIENT_NOT_FOUND_MESSAGE);
  return enrollment.client_id;
}

/**
 * Pays for a subscription with the method on file: the amount must be the price the page showed
 * (else 409 and the page reloads the price); the charge is made once per idempotency key of this vendor
 * (keys are the vendor's own, apart from other vendors' and from the server's renewal keys); on success
 * the subscription is active until its renewal date and open payment notifications are dismissed. A
 * payment made for a client (the signup's) names it, so the history shows whom it was for. A
 * VendorProof payment also settles the vendor's waiting or rejected VendorProof waiver requests.
 */
export async function createSubscription(ctx: ServiceContext, input: z.output<typeof CreateSubscriptionRequest>): Promise<Subscription> {
  const vendorId = actingVendorId(requireActor(ctx));
  const prices = await subscriptionPrices(ctx);
  const price = prices.find((p) => p.subscriptionType === input.subscriptionType)!;
  if (!(await activePaymentMethod(ctx.db, vendorId))) throw new AppError(422, 'BUSINESS_RULE', PAYMENT_TEXTS.selectMethod);
  const active = await ctx.db
    .selectFrom('subscriptions')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('subscription_type', '=', input.subscriptionType)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  const fingerprint = requestFingerprint({
    subscriptionType: input.subscriptionType,
    amount: input.amount,
    clientId: input.clientId ?? null,
  });
  const existingPayment = await ctx.db
    .selectFrom('payments')
    .select(['subscription_id', 'status', 'request_fingerprint'])
    .where('vendor_id', '=', vendorId)
    .where('key_source', '=', 'CLIENT')
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (existingPayment) assertSameRequest(existingPayment.request_fingerprint, fingerprint);
  if (existingPayment?.status === 'PAID' && existingPayment.subscription_id)
    return loadSubscription(ctx.db, vendorId, existingPayment.subscription_id);
  if (active) throw conflict(`${price.label} is already active.`);
  if (input.amount !== price.price) throw conflict(`The price changed to ${formatCents(price.price)}. Please review it and pay again.`);

  const clientId = input.clientId === undefined ? null : await connectedClientId(ctx.db, vendorId, input.clientId);

  const start = today();
  const renewal = nextRenewal(input.subscriptionType, start);
  const charge = await chargeOnce(ctx, {
    vendorId,
    subscriptionId: null,
    clientId,
    subscriptionType: input.subscriptionType,
    amountCents: price.price,
    idempotencyKey: input.idempotencyKey,
    keySource: 'CLIENT',
    requestFingerprint: fingerprint,
    description: `${price.label}, ${usDate(start)} to ${usDate(renewal)}`,
    periodStart: start,
    periodEnd: renewal,
  });
  if (charge.status !== 'PAID') throw new AppError(422, 'BUSINESS_RULE', charge.message ?? 'The payment was declined.');

  const subscriptionId = await ctx.db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('payments')
      .select('subscription_id')
      .where('id', '=', charge.paymentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (linked.subscription_id) return linked.subscription_id;
    const row = await trx
      .insertInto('subscriptions')
      .values({
        vendor_id: vendorId,
        subscription_type: input.subscriptionType,
        status: 'ACTIVE',
        start_date: start,
        renewal_date: renewal,
        amount_cents: price.price,
        auto_renew: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('payments').set({ subscription_id: row.id }).where('id', '=', charge.paymentId).execute();
    await mailReceiptLater(ctx, trx, { vendorId, paymentId: charge.paymentId });
    await dismissPaymentNotifications(trx, vendorId);
    if (input.subscriptionType === 'VP_ENGAGE_CVC') await settleWaiversByPayment(trx, ctx, { vendorId, subscriptionType: 'VP_ENGAGE_CVC' });
    await recordAudit(trx, ctx, {
      action: 'subscription.created',
      entityType: 'subscription',
      entityId: row.id,
      details: { type: input.subscriptionType, amountCents: price.price },
    });
    return row.id;
  });
  return loadSubscription(ctx.db, vendorId, subscriptionId);
}

function subscriptionsQuery(db: Db, vendorId: number) {
  return db
    .selectFrom('subscriptions as s')
    .leftJoin('clients as c', 'c.id', 's.client_id')
    .leftJoin('enrollments as e', (join) => join.onRef('e.vendor_id', '=', 's.vendor_id').onRef('e.client_id', '=', 's.client_id'))
    .select([
      's.id',
      's.subscription_type',
      's.status',
      's.start_date',
      's.renewal_date',
      's.auto_renew',
      's.amount_cents',
      'c.name as client_name',
      'e.enrollment_complete_date',
    ])
    .where('s.vendor_id', '=', vendorId);
}

function toSubscription(row: Awaited<ReturnType<ReturnType<typeof subscriptionsQuery>['executeTakeFirstOrThrow']>>): Subscription {
  return {
    id: row.id,
    subscriptionType: row.subscription_type,
    label: subscriptionLabel(row.subscription_type, row.client_name),
    clientName: row.client_name,
    subscriptionTier:
      row.subscription_type === 'VP_EMPLOYEE_MONITORING'
        ? `${formatCents(row.amount_cents)} / month`
        : `${formatCents(row.amount_cents)} / year`,
    status: row.status,
    statusName: SUBSCRIPTION_STATUS_TEXT[row.status],
    startDate: row.start_date,
    renewalDate: row.renewal_date,
    enrollmentDate: row.enrollment_complete_date,
    autoRenew: row.auto_renew,
    amount: row.amount_cents,
  };
}

export async function loadSubscription(db: Db, vendorId: number, id: number): Promise<Subscription> {
  const row = await subscriptionsQuery(db, vendorId).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Subscription not found.');
  return toSubscription(row);
}

export async function listSubscriptions(ctx: ServiceContext): Promise<Subscription[]> {
  const rows = await subscriptionsQuery(ctx.db, actingVendorId(requireActor(ctx)))
    .orderBy('s.start_date', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map(toSubscription);
}

/**
 * The auto-renew switch. Turning VendorProof (VP_ENGAGE_CVC) off needs a cancel reason (details when
 * OTHER); a subscription that does not auto-renew expires at its renewal date.
 */
export async function updateSubscription(
  ctx: ServiceContext,
  id: number,
  input: z.output<typeof UpdateSubscriptionRequest>,
): Promise<Subscription> {
  const vendorId = actingVendorId(requireActor(ctx));
  const current = await loadSubscription(ctx.db, vendorId, id);
  // Only active subscriptions are renewed; the page shows an expired one without a switch.
  if (current.status === 'EXPIRED') throw businessRule(EXPIRED_AUTO_RENEW_MESSAGE);
  if (!input.autoRenew && current.subscriptionType === 'VP_ENGAGE_CVC' && !input.selectedReason) {
    throw validationFailed('Please choose a reason', { selectedReason: 'Please choose a reason' });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({
        auto_renew: input.autoRenew,
        cancel_reason: input.autoRenew ? null : (input.selectedReason ?? null),
        cancel_reason_details: input.autoRenew ? null : (input.selectedReasonDetails ?? null),
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, ctx, {
      action: input.autoRenew ? 'subscription.auto-renew-on' : 'subscription.auto-renew-off',
      entityType: 'subscription',
      entityId: id,
      details: { reason: input.selectedReason ?? null },
    });
  });
  return loadSubscription(ctx.db, vendorId, id);
}
