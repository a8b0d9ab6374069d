import { z } from 'zod';
import { formatCents } from '@app/shared/payments/pricing';
import { paymentCustomerName } from '@app/shared/payments/subscriptions';
import { usDate } from '@app/shared/platform/us-date';
import { jobContext, requireActor, type ServiceContext } from '../../platform/context';
import type { DbTransaction } from '../../platform/db/database';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { mailUsers } from '../../platform/mail/notify-vendor-users';
import { receiptRow } from './payment-history';
import { paidWithText, servicePeriodText } from './receipt-fields';

const payload = z.object({ vendorId: z.number().int(), paymentId: z.number().int(), payerUserId: z.number().int() });

const JOB_NAME = 'payments.mail-receipt';

/**
 * E-mails the payer the receipt of a successful payment (issue 33): the amount, the card, the customer
 * (or "All customers"), the service period and where Payment history is. It is queued in the transaction
 * that records the paid outcome and mails through the outbox, so the payment never waits for the mail nor
 * fails with it (a failed delivery is retried by the outbox). Once per payment: the payment row is locked
 * and marked with the mail in one transaction. The payer is a user of the vendor; an admin acting as the
 * vendor gets no receipt.
 */
export const mailReceiptJob: JobDefinition<typeof payload> = {
  name: JOB_NAME,
  payload,
  retryLimit: 5,
  async handle(deps, { vendorId, paymentId, payerUserId }) {
    await deps.db.transaction().execute(async (trx) => {
      const claim = await trx
        .selectFrom('payments')
        .select('receipt_mailed_at')
        .where('id', '=', paymentId)
        .where('vendor_id', '=', vendorId)
        .where('status', '=', 'PAID')
        .forUpdate()
        .executeTakeFirst();
      if (!claim || claim.receipt_mailed_at) return;
      const payer = await trx
        .selectFrom('users')
        .select(['email', 'first_name'])
        .where('id', '=', payerUserId)
        .where('vendor_id', '=', vendorId)
        .where('disabled', '=', false)
        .executeTakeFirst();
      const receipt = await receiptRow(trx, vendorId, paymentId);
      if (!payer?.email || !receipt) return;
      await mailUsers(jobContext(deps, JOB_NAME), trx, [payer], {
        subject: `Your VendorProof receipt: ${formatCents(receipt.amount_cents)} paid on ${usDate(receipt.payment_date)}`,
        text: [
          'Thank you for your payment. Your receipt:',
          '',
          `Amount paid: ${formatCents(receipt.amount_cents)}`,
          `Paid with: ${paidWithText(receipt)}`,
          `Customer: ${paymentCustomerName(receipt.client_name)}`,
          `Service period: ${servicePeriodText(receipt)}`,
          `Description: ${receipt.description}`,
          `Receipt #${receipt.id}, paid ${usDate(receipt.payment_date)}`,
        ].join('\n'),
        signInTo: 'Your payment history, where this receipt is also a PDF:',
        path: '/v2/#/account#payment',
      });
      await trx.updateTable('payments').set({ receipt_mailed_at: new Date() }).where('id', '=', paymentId).execute();
    });
  },
};

/** Queues the receipt of a payment the signed-in user just made, in the transaction that records its paid outcome. */
export async function mailReceiptLater(ctx: ServiceContext, trx: DbTransaction, payment: { vendorId: number; paymentId: number }) {
  await ctx.jobs.send(mailReceiptJob, { ...payment, payerUserId: requireActor(ctx).userId }, { trx });
}
