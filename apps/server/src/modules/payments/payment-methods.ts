import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payments/gateway';

/** The gateway customer id of a vendor: its PTID (stable, never reused). */
async function gatewayCustomerId(db: Db, vendorId: number): Promise<string> {
  const vendor = await db.selectFrom('vendors').select('ptid').where('id', '=', vendorId).executeTakeFirstOrThrow();
  return vendor.ptid;
}

export async function activePaymentMethod(db: Db, vendorId: number) {
  return db.selectFrom('payment_methods').selectAll().where('vendor_id', '=', vendorId).where('active', '=', true).executeTakeFirst();
}

/** A client token of the browser tokenizer for the acting vendor's gateway customer, and the gateway mode. */
export async function paymentClientToken(ctx: ServiceContext): Promise<{ clientToken: string; mode: PaymentGateway['mode'] }> {
  const customerId = await gatewayCustomerId(ctx.db, actingVendorId(requireActor(ctx)));
  return { clientToken: await ctx.payments.clientToken(customerId), mode: ctx.payments.mode };
}

export async function currentPaymentMethod(ctx: ServiceContext) {
  const method = await activePaymentMethod(ctx.db, actingVendorId(requireActor(ctx)));
  return { paymentMethod: method ? { paymentType: method.payment_type, lastFour: method.last_four, cardType: method.card_type } : null };
}

/**
 * Replaces the vendor's method on file with the one a nonce describes. The gateway verifies it first
 * (a declined card or a failed bank verification is 422 with the gateway's message); only then the old
 * method is retired, in one transaction with the new row.
 */
export async function savePaymentMethod(ctx: ServiceContext, input: { nonce: string; paymentType: 'CREDIT_CARD' | 'ACH' }) {
  const vendorId = actingVendorId(requireActor(ctx));
  const result = await ctx.payments.vault({
    customerId: await gatewayCustomerId(ctx.db, vendorId),
    nonce: input.nonce,
    paymentType: input.paymentType,
  });
  if (!result.ok) throw new AppError(422, 'BUSINESS_RULE', result.message);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('payment_methods').set({ active: false }).where('vendor_id', '=', vendorId).where('active', '=', true).execute();
    const row = await trx
      .insertInto('payment_methods')
      .values({
        vendor_id: vendorId,
        gateway_token: result.token,
        payment_type: result.paymentType,
        last_four: result.lastFour,
        card_type: result.cardType,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, {
      action: 'payment-method.saved',
      entityType: 'payment-method',
      entityId: row.id,
      details: { paymentType: result.paymentType, lastFour: result.lastFour },
    });
    // The vendor acted on "unable to process": that notice is settled, and failed renewals are retried now.
    await trx
      .updateTable('user_notifications')
      .set({ dismiss_status: 'DISMISSED', seen: true })
      .where('vendor_id', '=', vendorId)
      .where('kind', '=', 'PAYMENT_UNABLE_TO_PROCESS')
      .where('dismiss_status', 'is', null)
      .execute();
    await trx
      .updateTable('subscriptions')
      .set({ next_attempt_at: new Date() })
      .where('vendor_id', '=', vendorId)
      .where('status', '=', 'ACTIVE')
      .where('failed_attempts', '>', 0)
      .execute();
  });
  return { paymentType: result.paymentType, lastFour: result.lastFour, cardType: result.cardType };
}
