import type { z } from 'zod';
import { readStoredConfiguration } from '@app/shared/clients/client-configuration';
import { subscriptionLabel } from '@app/shared/payments/subscriptions';
import {
  WAIVER_REASON_LABEL,
  waivablePayments,
  type PaymentWaiver,
  type PaymentWaiverRequest,
  type WaivableSubscriptionType,
  type WaiverOption,
} from '@app/shared/payments/waivers';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db, DbTransaction } from '../../platform/db/database';
import { answerUniqueViolationWith, businessRule, conflict, notFound } from '../../platform/errors';
import { notifyWaiverRequested } from './waiver-notifications';
import { actorName, addWaiverEvent, toWaivers, waiversQuery } from './waiver-queries';
import { anyOf } from '../../platform/db/any-of';

/**
 * The payments the vendor's clients ask of it that it has not made (issue 15, `waivablePayments`).
 * Every waiver the vendor already asked for is listed too, with its request.
 */
export async function waiverOptions(ctx: ServiceContext): Promise<WaiverOption[]> {
  const vendorId = actingVendorId(requireActor(ctx));
  const [clients, active, waivers] = await Promise.all([
    ctx.db
      .selectFrom('enrollments as e')
      .innerJoin('clients as c', 'c.id', 'e.client_id')
      .select(['c.id', 'c.name', 'c.products', 'c.configuration'])
      .where('e.vendor_id', '=', vendorId)
      .orderBy('c.name')
      .execute(),
    ctx.db
      .selectFrom('subscriptions')
      .select(['subscription_type', 'client_id'])
      .where('vendor_id', '=', vendorId)
      .where('status', '=', 'ACTIVE')
      .execute(),
    waiversQuery(ctx.db)
      .where('w.vendor_id', '=', vendorId)
      .orderBy('w.id')
      .execute()
      .then((rows) => toWaivers(ctx.db, rows)),
  ]);
  const paidVendorProof = active.some((row) => row.subscription_type === 'VP_ENGAGE_CVC' && row.client_id === null);
  const options: WaiverOption[] = [];
  for (const client of clients) {
    const types = waivablePayments({
      paymentRequired: readStoredConfiguration(client.configuration).paymentRequired,
      vendorProofPaid: paidVendorProof,
      clientHasEngage: client.products.includes('VendorProofEngage'),
      engagePaid: active.some((row) => row.subscription_type === 'VP_ENGAGE' && row.client_id === client.id),
    });
    for (const type of ['VP_ENGAGE_CVC', 'VP_ENGAGE'] as const) {
      const waiver = waivers.find((item) => item.clientId === client.id && item.subscriptionType === type) ?? null;
      if (!waiver && !types.includes(type)) continue;
      options.push({
        clientId: client.id,
        clientName: client.name,
        subscriptionType: type,
        label: subscriptionLabel(type, client.name),
        waiver,
      });
    }
  }
  return options;
}

/**
 * The vendor asks a client to waive a payment that client asks of it: one request per client and
 * payment (a rejected request is final: the vendor pays). The request gets a subscription of its own for
 * that client in WAIVER_PENDING (what the compliance rule and Subscription Management read), a history
 * line, an audit entry and an e-mail to the client's users who decide waivers, in one transaction.
 */
export async function requestWaiver(ctx: ServiceContext, input: z.output<typeof PaymentWaiverRequest>): Promise<PaymentWaiver> {
  const actor = requireActor(ctx);
  const vendorId = actingVendorId(actor);
  const options = await waiverOptions(ctx);
  const enrolled = await ctx.db
    .selectFrom('enrollments as e')
    .innerJoin('clients as c', 'c.id', 'e.client_id')
    .select(['c.name'])
    .where('e.vendor_id', '=', vendorId)
    .where('e.client_id', '=', input.clientId)
    .executeTakeFirst();
  if (!enrolled) throw notFound('Client not found.');
  const label = subscriptionLabel(input.subscriptionType, enrolled.name);
  const option = options.find((item) => item.clientId === input.clientId && item.subscriptionType === input.subscriptionType);
  const alreadyAsked = conflict(`You already asked ${enrolled.name} to waive ${label}.`);
  if (option?.waiver) throw alreadyAsked;
  if (!option) throw businessRule(`${enrolled.name} does not ask you to pay for ${label}.`);

  const name = actorName(actor);
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const subscription = await trx
        .insertInto('subscriptions')
        .values({
          vendor_id: vendorId,
          client_id: input.clientId,
          subscription_type: input.subscriptionType,
          status: 'WAIVER_PENDING',
          start_date: new Date().toISOString().slice(0, 10),
          renewal_date: null,
          amount_cents: 0,
          auto_renew: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const waiver = await trx
        .insertInto('payment_waivers')
        .values({
          vendor_id: vendorId,
          client_id: input.clientId,
          subscription_type: input.subscriptionType,
          subscription_id: subscription.id,
          reason: input.reason,
          reason_details: input.reason === 'OTHER' ? (input.reasonDetails ?? null) : null,
          requested_by: actor.userId,
          requested_by_name: name,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reasonText = input.reason === 'OTHER' ? input.reasonDetails! : WAIVER_REASON_LABEL[input.reason];
      await addWaiverEvent(trx, { waiverId: waiver.id, action: 'REQUESTED', actorName: name, note: reasonText });
      await recordAudit(trx, ctx, {
        action: 'payment-waiver.requested',
        entityType: 'payment-waiver',
        entityId: waiver.id,
        details: { clientId: input.clientId, subscriptionType: input.subscriptionType, reason: input.reason },
      });
      await notifyWaiverRequested(ctx, trx, { clientId: input.clientId, vendorId, label, reasonText });
      return waiver.id;
    })
    .catch(answerUniqueViolationWith(alreadyAsked));
  const [waiver] = await toWaivers(ctx.db, await waiversQuery(ctx.db).where('w.id', '=', id).execute());
  return waiver!;
}

/**
 * A vendor that pays for VendorProof after a client refused to waive it (or while a request waits)
 * owes that client nothing more: the request's subscription becomes ACTIVE and the history says it was
 * paid. Called in the payment's transaction.
 */
export async function settleWaiversByPayment(
  trx: DbTransaction,
  ctx: ServiceContext,
  input: { vendorId: number; subscriptionType: WaivableSubscriptionType },
): Promise<void> {
  const open = await trx
    .selectFrom('payment_waivers as w')
    .innerJoin('subscriptions as s', 's.id', 'w.subscription_id')
    .select(['w.id', 'w.subscription_id'])
    .where('w.vendor_id', '=', input.vendorId)
    .where('w.subscription_type', '=', input.subscriptionType)
    .where('s.status', 'in', ['WAIVER_PENDING', 'WAIVER_NOT_APPROVED'])
    .execute();
  if (!open.length) return;
  await trx
    .updateTable('subscriptions')
    .set({ status: 'ACTIVE' })
    .where('id', '=', anyOf(open.map((row) => row.subscription_id)))
    .execute();
  for (const row of open) await addWaiverEvent(trx, { waiverId: row.id, action: 'PAID', actorName: actorName(requireActor(ctx)) });
}

/** Whether the vendor's VendorProof payment for this client is waived or waiting for the client's decision. */
export async function vendorProofWaived(db: Db | DbTransaction, vendorId: number, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('client_id', '=', clientId)
    .where('subscription_type', '=', 'VP_ENGAGE_CVC')
    .where('status', 'in', ['WAIVER_PENDING', 'WAIVER_APPROVED'])
    .executeTakeFirst();
  return Boolean(row);
}
