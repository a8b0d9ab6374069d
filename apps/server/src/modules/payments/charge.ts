import type { AppDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';

export interface ChargeInput {
  vendorId: number;
  subscriptionId: number | null;
  clientId: number | null;
  subscriptionType: 'VP_ENGAGE' | 'VP_ENGAGE_CVC' | 'VP_EMPLOYEE_MONITORING';
  amountCents: number;
  /**
   * Unique per vendor and source. CLIENT keys come from a request; SERVER keys are made by the server
   * (renewals) and live apart, so no request can take one first.
   */
  idempotencyKey: string;
  keySource: 'CLIENT' | 'SERVER';
  description: string;
  periodStart: string;
  periodEnd: string;
}

export type ChargeOutcome = { paymentId: number; status: 'PAID' | 'FAILED'; message: string | null; replayed: boolean };

/**
 * Charges the vendor's method on file exactly once per idempotency key of that vendor and source: the
 * payment row is claimed first (unique vendor + source + key), so a retried request, a double click or a
 * second tab gets the first attempt's outcome instead of a second charge. Another vendor's keys, and the
 * server's own keys, are never looked at. The gateway receives a globally unique order id made of the
 * three.
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
      key_source: input.keySource,
      payment_method_id: method?.id ?? null,
      description: input.description,
      period_start: input.periodStart,
      period_end: input.periodEnd,
    })
    .onConflict((oc) => oc.columns(['vendor_id', 'key_source', 'idempotency_key']).doNothing())
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
  const result = await deps.payments.charge({ token: method.gateway_token, amountCents: input.amountCents, orderId: orderId(input) });
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
    .select(['id', 'status', 'failure_message'])
    .where('vendor_id', '=', input.vendorId)
    .where('key_source', '=', input.keySource)
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirstOrThrow();
  if (existing.status === 'PENDING') throw new AppError(409, 'CONFLICT', 'This payment is already being processed.');
  return { paymentId: existing.id, status: existing.status, message: existing.failure_message, replayed: true };
}

/** The gateway's order id: unique across vendors and sources, as the gateway may refuse a repeated one. */
function orderId(input: ChargeInput): string {
  return `${input.vendorId}:${input.keySource}:${input.idempotencyKey}`;
}
