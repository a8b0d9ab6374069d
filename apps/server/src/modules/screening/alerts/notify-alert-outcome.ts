import type { SubjectType } from '../../../db/schema';
import type { ServiceContext } from '../../../platform/context';
import type { DbTransaction } from '../../../platform/db/database';
import { notifyVendorUsers } from '../../../platform/mail/notify-vendor-users';
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
  await notifyVendorUsers(ctx, trx, {
    vendorId: alert.vendorId,
    severity: alert.outcome === 'CLEARED' ? 'SUCCESS' : 'ERROR',
    text: `The possible match of ${who} on ${alert.sourceName} ${OUTCOME_WORDS[alert.outcome]}`,
    subject: `VendorProof: exclusion match ${alert.outcome === 'CLEARED' ? 'cleared' : 'confirmed'}`,
    mailExtra: alert.note ? `\n\nReviewer's note: ${alert.note}` : undefined,
    signInTo: 'Sign in to VendorProof to see the match and its history:',
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
  await notifyVendorUsers(ctx, trx, {
    vendorId: decided.vendorId,
    severity: decided.outcome === 'CLEARED' ? 'SUCCESS' : 'ERROR',
    text: `${decided.count} possible matches on the exclusion lists ${BULK_OUTCOME_WORDS[decided.outcome]}`,
    subject: `VendorProof: exclusion matches ${decided.outcome === 'CLEARED' ? 'cleared' : 'confirmed'}`,
    signInTo: 'Sign in to VendorProof to see the matches and their history:',
  });
}
