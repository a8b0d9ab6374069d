import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDeps } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, businessRule } from '../../platform/errors';
import type { ChargeResult } from '../../platform/payments/gateway';
import { emitPaymentEvent } from '../integrations/webhooks/hook-points';

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
  /** What the request with a CLIENT key asked for (`requestFingerprint`); a replay asking something else is refused. */
  requestFingerprint?: string;
  description: string;
  periodStart: string;
  periodEnd: string;
}

export type ChargeOutcome = { paymentId: number; status: 'PAID' | 'FAILED'; message: string | null; replayed: boolean };

/**
 * Namespace of the PostgreSQL advisory locks that mark a payment whose charge is under way (the second
 * key is the payment id). A session lock ends with its connection, so it outlives no process.
 */
const CHARGE_LOCK = 73_001;

type ChargeDeps = Pick<AppDeps, 'db' | 'payments'>;

/**
 * Charges the vendor's method on file exactly once per idempotency key of that vendor and source: the
 * payment row is claimed first (unique vendor + source + key), so a retried request, a double click or a
 * second tab gets the first attempt's outcome instead of a second charge. Another vendor's keys, and the
 * server's own keys, are never looked at. The gateway receives a globally unique order id made of the
 * three.
 *
 * The claim commits PENDING before the gateway is called, with an advisory lock held on it by the
 * claiming connection until the outcome is written. A PENDING payment whose lock is free was left by a
 * run that died (kill -9, a lost machine) or never heard the gateway's answer: the next attempt with the
 * same key (the renewal's next run, the client's retry) asks the gateway for that order id and records
 * what it finds, or charges it then if the gateway has nothing. So a crash never charges twice and never
 * leaves a payment (or the subscription it renews) stuck.
 */
export async function chargeOnce(deps: ChargeDeps, input: ChargeInput): Promise<ChargeOutcome> {
  return deps.db.connection().execute(async (connection) => {
    const method = await connection
      .selectFrom('payment_methods')
      .select(['id', 'gateway_token'])
      .where('vendor_id', '=', input.vendorId)
      .where('active', '=', true)
      .executeTakeFirst();
    const claimed = await connection.transaction().execute(async (trx) => {
      const row = await trx
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
          request_fingerprint: input.requestFingerprint ?? null,
          payment_method_id: method?.id ?? null,
          description: input.description,
          period_start: input.periodStart,
          period_end: input.periodEnd,
        })
        .onConflict((oc) => oc.columns(['vendor_id', 'key_source', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // Taken before the claim commits, so no other run ever sees this PENDING claim unlocked while it lives.
      if (row) await sql`SELECT pg_advisory_lock(${CHARGE_LOCK}, ${row.id}::int)`.execute(trx);
      return row;
    });
    if (!claimed) return replay(connection, deps, input);
    try {
      if (!method) return await settle(connection, claimed.id, NO_METHOD, false);
      const result = await deps.payments.charge({ token: method.gateway_token, amountCents: input.amountCents, orderId: orderId(input) });
      return await settle(connection, claimed.id, result, false);
    } finally {
      await sql`SELECT pg_advisory_unlock(${CHARGE_LOCK}, ${claimed.id}::int)`.execute(connection);
    }
  });
}

const NO_METHOD: ChargeResult = { ok: false, code: 'INVALID', message: 'No payment method on file', transactionId: null };

/** Writes a charge's outcome on its payment row. */
async function settle(db: Db, paymentId: number, result: ChargeResult, replayed: boolean): Promise<ChargeOutcome> {
  const status = result.ok ? 'PAID' : 'FAILED';
  const message = result.ok ? null : result.message;
  await db
    .updateTable('payments')
    .set({ status, transaction_id: result.transactionId, failure_message: message, payment_date: new Date() })
    .where('id', '=', paymentId)
    .execute();
  await emitPaymentEvent(db, paymentId);
  return { paymentId, status, message, replayed };
}

/**
 * The outcome of an earlier attempt with the same key. A PENDING one is still being charged when its
 * lock is held (409), else it was abandoned: settled from the gateway's record of its order id, or charged
 * now (with the method it was claimed with) when the gateway never received it.
 */
async function replay(db: Db, deps: ChargeDeps, input: ChargeInput): Promise<ChargeOutcome> {
  const existing = () =>
    db
      .selectFrom('payments')
      .select(['id', 'status', 'failure_message', 'payment_method_id', 'amount_cents', 'request_fingerprint'])
      .where('vendor_id', '=', input.vendorId)
      .where('key_source', '=', input.keySource)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirstOrThrow();
  const first = await existing();
  assertSameRequest(first.request_fingerprint, input.requestFingerprint);
  if (first.status !== 'PENDING') return { paymentId: first.id, status: first.status, message: first.failure_message, replayed: true };
  const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${CHARGE_LOCK}, ${first.id}::int) AS locked`.execute(db);
  if (!rows[0]!.locked) throw new AppError(409, 'CONFLICT', 'This payment is already being processed.');
  try {
    // The live run may have finished between the read and the lock.
    const current = await existing();
    if (current.status !== 'PENDING') {
      return { paymentId: current.id, status: current.status, message: current.failure_message, replayed: true };
    }
    const known = await deps.payments.findCharge(orderId(input));
    if (known) return await settle(db, current.id, known, true);
    const method = current.payment_method_id
      ? await db.selectFrom('payment_methods').select('gateway_token').where('id', '=', current.payment_method_id).executeTakeFirst()
      : undefined;
    if (!method) return await settle(db, current.id, NO_METHOD, false);
    const result = await deps.payments.charge({ token: method.gateway_token, amountCents: current.amount_cents, orderId: orderId(input) });
    return await settle(db, current.id, result, false);
  } finally {
    await sql`SELECT pg_advisory_unlock(${CHARGE_LOCK}, ${first.id}::int)`.execute(db);
  }
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This key was used for a different request.';

/**
 * An idempotency key replayed with a different request is refused (422), as payment APIs do, rather than
 * answered with the first payment's result, which was for something else. Keys claimed without a
 * fingerprint (renewals, payments from before fingerprints) are not compared.
 */
export function assertSameRequest(claimed: string | null, replayed: string | undefined): void {
  if (claimed !== null && replayed !== undefined && claimed !== replayed) throw businessRule(IDEMPOTENCY_KEY_REUSED_MESSAGE);
}

/** The fingerprint of what a payment request asks for (its fields, in a fixed order). */
export function requestFingerprint(request: Record<string, string | number | null>): string {
  const fields = Object.keys(request)
    .sort()
    .map((key) => [key, request[key]]);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The gateway's order id: unique across vendors and sources, as the gateway may refuse a repeated one. */
function orderId(input: ChargeInput): string {
  return `${input.vendorId}:${input.keySource}:${input.idempotencyKey}`;
}
