import { sql } from 'kysely';
import { PAYMENT_PAGE_SIZE } from '@app/shared/payments/payments';
import { paymentCustomerName } from '@app/shared/payments/subscriptions';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { businessRule, notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf/render-pdf';
import { receiptDocument } from './receipt-document';

/**
 * The vendor's payments with the client each relates to: the payment's own client, else its
 * subscription's (a VendorProof Engage subscription is bought for one client; payments written before
 * they carried the client, or by a path that only knows the subscription, still name it).
 */
function paymentsQuery(db: Db, vendorId: number) {
  return db
    .selectFrom('payments as p')
    .leftJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .leftJoin('clients as c', (join) => join.on(sql<boolean>`c.id = coalesce(p.client_id, s.client_id)`))
    .where('p.vendor_id', '=', vendorId);
}

/** Payment history, newest first, a page (10) at a time (the page's Load More). */
export async function paymentHistory(ctx: ServiceContext, page: number) {
  const vendorId = actingVendorId(requireActor(ctx));
  const [rows, total] = await Promise.all([
    paymentsQuery(ctx.db, vendorId)
      .select(['p.id', 'p.status', 'p.amount_cents', 'p.payment_date', 'p.subscription_type', 'c.name as client_name', 'p.description'])
      .orderBy('p.payment_date', 'desc')
      .orderBy('p.id', 'desc')
      .limit(PAYMENT_PAGE_SIZE)
      .offset(page * PAYMENT_PAGE_SIZE)
      .execute(),
    paymentsQuery(ctx.db, vendorId)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    content: rows.map((row) => ({
      id: row.id,
      status: row.status,
      amount: row.amount_cents,
      paymentDate: row.payment_date.toISOString(),
      subscriptionType: row.subscription_type,
      clientName: paymentCustomerName(row.client_name),
      description: row.description,
    })),
    total: Number(total.n),
  };
}

/** A payment of a vendor with what its receipt shows (the PDF and the receipt e-mail), undefined when the vendor has none of that id. */
export function receiptRow(db: Db, vendorId: number, paymentId: number) {
  return paymentsQuery(db, vendorId)
    .innerJoin('vendors as v', 'v.id', 'p.vendor_id')
    .leftJoin('payment_methods as m', 'm.id', 'p.payment_method_id')
    .select([
      'p.id',
      'p.status',
      'p.amount_cents',
      'p.payment_date',
      'p.description',
      'p.transaction_id',
      'p.period_start',
      'p.period_end',
      'c.name as client_name',
      'v.business_name',
      'v.dba_name',
      'v.ptid',
      'v.office_addr_line1',
      'v.office_city',
      'v.office_state',
      'v.office_zip',
      'm.payment_type',
      'm.last_four',
      'm.card_type',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
}

/** What a receipt shows: a PAID payment of the acting vendor (404 for anyone else's, 422 unless PAID). */
async function receiptData(ctx: ServiceContext, paymentId: number) {
  const row = await receiptRow(ctx.db, actingVendorId(requireActor(ctx)), paymentId);
  if (!row) throw notFound('Payment not found.');
  if (row.status !== 'PAID') throw businessRule('Only successful payments have a receipt.');
  return row;
}
export type ReceiptData = Awaited<ReturnType<typeof receiptData>>;

/** The receipt PDF of a PAID payment of the acting vendor, with its download name. */
export async function receiptPdf(ctx: ServiceContext, input: { paymentId: number }): Promise<{ filename: string; pdf: Buffer }> {
  const data = await receiptData(ctx, input.paymentId);
  return {
    filename: `VendorProof receipt ${data.payment_date.toISOString().slice(0, 10)} #${data.id}.pdf`,
    pdf: await renderPdf(receiptDocument, { data }),
  };
}
