import type { AppDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';

export interface ChargeInput {
  vendorId: number;
  subscriptionId: number | null;
  clientId: number | null;
  subscriptionType: 'VP_ENGAGE' | 'VP_ENGAGE_CVC' | 'VP_EMPLOYEE_MONITORING';
  amountCents: number;
  idempotencyKey: string;
  description: string;
  periodStart: string;
  periodEnd: string;
}

export type ChargeOutcome = { paymentId: number; status: 'PAID' | 'FAILED'; message: string | null; replayed: boolean };

/**
 * Charges the vendor's method on file exactly once per idempotency key: the payment row is claimed
 * first (unique key), so a retried request, a double click or a second tab gets the first attempt's
 * outcome instead of a second charge. The gateway also receives the key as the order id.
 */
export async function chargeOnce(deps: Pick<AppDeps, 'db' | 'payments'>, input: ChargeInput): Promise<ChargeOutcome> {
  const method = await deps.db
    .selectFrom('payment_methods')
    .select(['id', 'gateway_token'])
    .where('vendor_id', '=', input.vendorId)
    .where('active', '=', true)
    .executeTakeFirst();
  const claimed = await deps.db
    .insertInto('payments')
    .values({
      vendor_id: input.vendorId,
      subscription_id: input.subscriptionId,
      client_id: input.clientId,
      subscription_type: input.subscriptionType,
      amount_cents: input.amountCents,
      status: 'PENDING',
      idempotency_key: input.idempotencyKey,
      payment_method_id: method?.id ?? null,
      description: input.description,
      period_start: input.periodStart,
      period_end: input.periodEnd,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return replay(deps, input);
  if (!method) {
    await deps.db
      .updateTable('payments')
      .set({ status: 'FAILED', failure_message: 'No payment method on file' })
      .where('id', '=', claimed.id)
      .execute();
    return { paymentId: claimed.id, status: 'FAILED', message: 'No payment method on file', replayed: false };
  }
  const result = await deps.payments.charge({ token: method.gateway_token, amountCents: input.amountCents, orderId: input.idempotencyKey });
  const status = result.ok ? 'PAID' : 'FAILED';
  await deps.db
    .updateTable('payments')
    .set({ status, transaction_id: result.transactionId, failure_message: result.ok ? null : result.message, payment_date: new Date() })
    .where('id', '=', claimed.id)
    .execute();
  return { paymentId: claimed.id, status, message: result.ok ? null : result.message, replayed: false };
}

async function replay(deps: Pick<AppDeps, 'db'>, input: ChargeInput): Promise<ChargeOutcome> {
  const existing = await deps.db
    .selectFrom('payments')
    .select(['id', 'status', 'vendor_id', 'failure_message'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirstOrThrow();
  if (existing.vendor_id !== input.vendorId) throw new AppError(409, 'CONFLICT', 'This payment key was already used.');
  if (existing.status === 'PENDING') throw new AppError(409, 'CONFLICT', 'This payment is already being processed.');
  return { paymentId: existing.id, status: existing.status, message: existing.failure_message, replayed: true };
}
