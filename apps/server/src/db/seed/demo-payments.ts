import type { Db } from '../../platform/db/database';
import { buildSubscription } from './factories';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo vendor's money (issue 6): a Visa card on file, an active VendorProof subscription beside the
 * monitoring one, and a year of payment history with PAID, FAILED and PENDING rows.
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
  });
  for (let month = 11; month >= 0; month--) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month, 3));
    const status = month === 4 ? ('FAILED' as const) : month === 0 ? ('PENDING' as const) : ('PAID' as const);
    rows.push({
      subscription_id: monitoring.id,
      subscription_type: 'VP_EMPLOYEE_MONITORING' as const,
      amount_cents: 2_500,
      status,
      description: 'Employee Monitoring, monthly',
      payment_date: date,
    });
    if (status === 'FAILED') {
      rows.push({
        subscription_id: monitoring.id,
        subscription_type: 'VP_EMPLOYEE_MONITORING' as const,
        amount_cents: 2_500,
        status: 'PAID' as const,
        description: 'Employee Monitoring, monthly (retry)',
        payment_date: new Date(date.getTime() + 86_400_000),
      });
    }
  }
  await db
    .insertInto('payments')
    .values(
      rows.map((row, index) => ({
        ...row,
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
