import type { RetryRenewalsOutcome } from '@app/shared/payments/subscriptions';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { businessRule } from '../../platform/errors';
import { mailReceiptLater } from './mail-receipt-job';
import { renewalCandidates, renewOne } from './renew-subscriptions-job';

export const NOTHING_TO_RETRY = 'No renewal payment is waiting to be retried.';

/**
 * "Retry now" of the 'unable to process' notification: charges the vendor's renewals that failed and
 * wait for their next retry, at once, with the payment method on file — the same renewal the hourly job
 * would make (same idempotency rules; a success renews and settles the notifications, a decline counts
 * as one more failed attempt).
 */
export async function retryFailedRenewals(ctx: ServiceContext): Promise<RetryRenewalsOutcome> {
  const vendorId = actingVendorId(requireActor(ctx));
  const today = new Date().toISOString().slice(0, 10);
  const waiting = await renewalCandidates(ctx.db, today).where('s.vendor_id', '=', vendorId).where('s.failed_attempts', '>', 0).execute();
  if (!waiting.length) throw businessRule(NOTHING_TO_RETRY);
  const outcome: RetryRenewalsOutcome = { renewed: 0, failed: 0 };
  for (const subscription of waiting) {
    const result = await renewOne(ctx, subscription, {
      onPaid: (trx, paymentId) => mailReceiptLater(ctx, trx, { vendorId, paymentId }),
    });
    if (result === 'renewed') outcome.renewed++;
    else outcome.failed++;
  }
  await recordAudit(ctx.db, ctx, {
    action: 'subscription.renewal-retried',
    entityType: 'vendor',
    entityId: vendorId,
    details: { ...outcome },
  });
  return outcome;
}
