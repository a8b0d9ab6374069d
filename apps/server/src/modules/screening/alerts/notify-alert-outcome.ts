import type { SubjectType } from '../../../db/schema';
import type { ServiceContext } from '../../../platform/context';
import type { DbTransaction } from '../../../platform/db/database';
import { subjectNameSql } from './subject-name';

const OUTCOME_WORDS = {
  CLEARED: 'was cleared: not the same person. No action is needed.',
  CONFIRMED: 'was confirmed: the person is excluded. Remove them from work for your clients.',
} as const;

/**
 * Tells the vendor the reviewer's decision on a match: a dashboard notification and an e-mail to each
 * of the vendor's users with an address, in the reviewer's transaction.
 */
export async function notifyAlertOutcome(
  ctx: ServiceContext,
  trx: DbTransaction,
  alert: { id: number; vendorId: number; subjectType: SubjectType; sourceName: string; outcome: 'CLEARED' | 'CONFIRMED'; note?: string },
): Promise<void> {
  const { name } = await trx
    .selectFrom('screening_alerts as a')
    .select(subjectNameSql('a').as('name'))
    .where('a.id', '=', alert.id)
    .executeTakeFirstOrThrow();
  const who = alert.subjectType === 'VENDOR' ? `your company (${name})` : name;
  const sentence = `The possible match of ${who} on ${alert.sourceName} ${OUTCOME_WORDS[alert.outcome]}`;
  await trx
    .insertInto('user_notifications')
    .values({
      vendor_id: alert.vendorId,
      kind: 'GENERAL',
      notification_type: alert.outcome === 'CLEARED' ? 'SUCCESS' : 'ERROR',
      notification_text: sentence,
    })
    .execute();
  await mailVendorUsers(ctx, trx, alert.vendorId, {
    subject: `VendorProof: exclusion match ${alert.outcome === 'CLEARED' ? 'cleared' : 'confirmed'}`,
    body: `${sentence}${alert.note ? `\n\nReviewer's note: ${alert.note}` : ''}\n\nSign in to VendorProof to see the match and its history: ${ctx.config.publicUrl}/v2/`,
  });
}

const BULK_OUTCOME_WORDS = {
  CLEARED: 'were cleared: not the same person. No action is needed for them.',
  CONFIRMED: 'were confirmed: the people are excluded. Remove them from work for your clients.',
} as const;

/**
 * Tells the vendor many decisions of one outcome at once (a bulk resolve upload): one dashboard
 * notification and one e-mail per user with the count, instead of one per match.
 */
export async function notifyAlertOutcomes(
  ctx: ServiceContext,
  trx: DbTransaction,
  decided: { vendorId: number; outcome: 'CLEARED' | 'CONFIRMED'; count: number },
): Promise<void> {
  const sentence = `${decided.count} possible matches on the exclusion lists ${BULK_OUTCOME_WORDS[decided.outcome]}`;
  await trx
    .insertInto('user_notifications')
    .values({
      vendor_id: decided.vendorId,
      kind: 'GENERAL',
      notification_type: decided.outcome === 'CLEARED' ? 'SUCCESS' : 'ERROR',
      notification_text: sentence,
    })
    .execute();
  await mailVendorUsers(ctx, trx, decided.vendorId, {
    subject: `VendorProof: exclusion matches ${decided.outcome === 'CLEARED' ? 'cleared' : 'confirmed'}`,
    body: `${sentence}\n\nSign in to VendorProof to see the matches and their history: ${ctx.config.publicUrl}/v2/`,
  });
}

/** An e-mail to each of the vendor's enabled users with an address, in the decision's transaction. */
async function mailVendorUsers(ctx: ServiceContext, trx: DbTransaction, vendorId: number, mail: { subject: string; body: string }) {
  const users = await trx
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('vendor_id', '=', vendorId)
    .where('role', '=', 'Vendor User')
    .where('disabled', '=', false)
    .where('email', 'is not', null)
    .execute();
  for (const user of users) {
    await ctx.mailer.send({ to: user.email!, subject: mail.subject, text: `Hello ${user.first_name ?? ''},\n\n${mail.body}\n` }, { trx });
  }
}
