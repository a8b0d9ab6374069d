import type { Db } from '../../platform/db/database';
import { nextRenewal } from '../../modules/payments/prices';
import { buildSubscription } from './factories';
import { usDate } from '@app/shared/platform/us-date';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo vendor's money (issue 6): a Visa card on file, an active VendorProof subscription beside the
 * monitoring one (a year old, its renewal of yesterday declined and waiting for the retry, with the
 * 'unable to process' notification that says so), and a year of payment history with PAID and FAILED
 * rows (a card payment is never left PENDING).
 */
export async function seedDemoPayments(db: Db, input: { vendorId: number }): Promise<void> {
  const method = await db
    .insertInto('payment_methods')
    .values({
      vendor_id: input.vendorId,
      gateway_token: 'sandbox-token-approve-demo',
      payment_type: 'CREDIT_CARD',
      last_four: '1111',
      card_type: 'Visa',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const cvcStart = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 15));
  const cvc = await buildSubscription(db, {
    vendorId: input.vendorId,
    type: 'VP_ENGAGE_CVC',
    amountCents: 29_900,
    startDate: isoDay(cvcStart),
  });
  const monitoring = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('vendor_id', '=', input.vendorId)
    .where('subscription_type', '=', 'VP_EMPLOYEE_MONITORING')
    .executeTakeFirstOrThrow();

  const rows = [];
  rows.push({
    subscription_id: cvc.id,
    subscription_type: 'VP_ENGAGE_CVC' as const,
    amount_cents: 29_900,
    status: 'PAID' as const,
    description: 'VendorProof, annual',
    payment_date: cvcStart,
    period_start: isoDay(cvcStart),
  });
  // Monthly monitoring payments on its billing day; last month's renewal (yesterday) was declined, so
  // the subscription waits for its retry and the dashboard says so: the notification, the subscription
  // and the history tell one story.
  const billed = new Date(now.getTime() - 86_400_000);
  for (let month = 11; month >= 0; month--) {
    const date = new Date(Date.UTC(billed.getUTCFullYear(), billed.getUTCMonth() - month, billed.getUTCDate(), 9));
    const status = month === 0 || month === 4 ? ('FAILED' as const) : ('PAID' as const);
    rows.push({
      subscription_id: monitoring.id,
      subscription_type: 'VP_EMPLOYEE_MONITORING' as const,
      amount_cents: 2_500,
      status,
      description: month === 0 ? 'Employee Monitoring renewal' : 'Employee Monitoring, monthly',
      payment_date: date,
      period_start: isoDay(date),
    });
    if (status === 'FAILED' && month > 0) {
      rows.push({
        subscription_id: monitoring.id,
        subscription_type: 'VP_EMPLOYEE_MONITORING' as const,
        amount_cents: 2_500,
        status: 'PAID' as const,
        description: 'Employee Monitoring, monthly (retry)',
        payment_date: new Date(date.getTime() + 86_400_000),
        period_start: isoDay(date),
      });
    }
  }
  const retryOn = new Date(now.getTime() + 2 * 86_400_000);
  await db
    .updateTable('subscriptions')
    .set({
      start_date: isoDay(new Date(Date.UTC(billed.getUTCFullYear() - 1, billed.getUTCMonth(), billed.getUTCDate()))),
      renewal_date: isoDay(billed),
      failed_attempts: 1,
      next_attempt_at: retryOn,
    })
    .where('id', '=', monitoring.id)
    .execute();
  await db
    .insertInto('user_notifications')
    .values({
      vendor_id: input.vendorId,
      notification_type: 'WARNING',
      kind: 'PAYMENT_UNABLE_TO_PROCESS',
      notification_text: `We were unable to process your Employee Monitoring renewal of $25.00. Please update your payment method; we will try again on ${usDate(retryOn)}.`,
    })
    .execute();
  await db
    .insertInto('payments')
    .values(
      rows.map((row, index) => ({
        ...row,
        period_end: nextRenewal(row.subscription_type, row.period_start),
        vendor_id: input.vendorId,
        client_id: null,
        idempotency_key: `demo-payment-${input.vendorId}-${index}`,
        key_source: 'SERVER' as const,
        payment_method_id: method.id,
        transaction_id: row.status === 'PAID' ? `sandbox-txn-demo${index}` : null,
        failure_message: row.status === 'FAILED' ? 'Do Not Honor (2000)' : null,
      })),
    )
    .execute();
}
