import { Readable } from 'node:stream';
import type { z } from 'zod';
import { EMPLOYEE_UPLOAD_HEADER } from '@app/shared/employees/uploads';
import { toSafeCsv } from '@app/shared/platform/csv';
import { testEmployeeRow } from '@app/shared/qa/test-file';
import type { ExpireSubscriptionRequest, QaSubscription, RenewalDateRequest, RunRunnableRequest } from '@app/shared/qa/qa';
import { QA_TEXTS } from '@app/shared/qa/qa';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { jobDescription } from '../jobs/jobs';
import { renewalCandidates, renewOne, RETRY_AFTER_DAYS } from '../payments/renew-subscriptions-job';
import { appEnvironment } from '../settings/environment';

/** Days the renewal date is moved back before each forced failed payment (spec 002 §4, §9). */
export const QA_EXPIRY_DATE_SHIFTS = [2, 1, 7] as const;

/** The QA tools do not exist in production (decision 151): every QA call answers 404 there. */
export function refuseInProduction(ctx: ServiceContext, host: string): void {
  if (appEnvironment(ctx, { host }).production) throw notFound('Not found.');
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (isoDate: string, days: number) => isoDay(new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * 86_400_000));

/** The selected vendor's subscriptions with their billing periods (payments), newest first. */
export async function qaSubscriptions(ctx: ServiceContext): Promise<{ content: QaSubscription[] }> {
  const vendorId = actingVendorId(requireActor(ctx));
  const subscriptions = await ctx.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .orderBy('id', 'desc')
    .execute();
  const payments = await ctx.db
    .selectFrom('payments as p')
    .leftJoin('payment_methods as m', 'm.id', 'p.payment_method_id')
    .select(['p.id', 'p.subscription_id', 'p.status', 'p.amount_cents', 'p.period_start', 'p.period_end', 'p.failure_message'])
    .select(['p.transaction_id', 'p.payment_date', 'p.description', 'm.payment_type'])
    .where('p.vendor_id', '=', vendorId)
    .where('p.subscription_id', 'is not', null)
    .orderBy('p.id')
    .execute();
  return {
    content: subscriptions.map((s) => ({
      id: s.id,
      subscriberId: s.vendor_id,
      subscriptionType: s.subscription_type,
      status: s.status,
      startDate: s.start_date,
      renewalDate: s.renewal_date,
      amount: s.amount_cents,
      autoRenew: s.auto_renew,
      metadata: [
        { key: 'clientId', value: s.client_id === null ? '' : String(s.client_id) },
        { key: 'failedAttempts', value: String(s.failed_attempts) },
        { key: 'nextAttemptAt', value: s.next_attempt_at?.toISOString() ?? '' },
      ],
      billingPeriods: payments
        .filter((p) => p.subscription_id === s.id)
        .map((p) => ({
          id: p.id,
          paymentStatus: p.status,
          paymentType: p.payment_type,
          startDate: p.period_start,
          endDate: p.period_end,
          refundDate: null,
          fee: p.amount_cents,
          metadata: [
            { key: 'description', value: p.description },
            { key: 'paymentDate', value: p.payment_date.toISOString() },
            { key: 'transactionId', value: p.transaction_id ?? '' },
            { key: 'failureMessage', value: p.failure_message ?? '' },
          ],
        })),
    })),
  };
}

/** A subscription of the selected vendor; another vendor's is 404. */
async function ownSubscription(ctx: ServiceContext, id: number) {
  const row = await ctx.db
    .selectFrom('subscriptions')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('vendor_id', '=', actingVendorId(requireActor(ctx)))
    .executeTakeFirst();
  if (!row) throw notFound('Subscription not found.');
  return row;
}

/**
 * Expires an active subscription the way a real one expires (spec 002 §4): the vendor's method on file
 * is replaced by the sandbox card that vaults but declines every charge; then, for each shift of 2, 1
 * and 7 days, the renewal date moves back and the renewal job's own `renewOne` charges and fails; the
 * final attempt, with the retries used up, expires it. Each attempt is a FAILED payment. A $0
 * subscription's charges succeed, so it renews instead of expiring (the spec's caveat).
 */
export async function expireSubscription(ctx: ServiceContext, input: z.output<typeof ExpireSubscriptionRequest>) {
  const subscription = await ownSubscription(ctx, input.subscriptionId);
  if (subscription.status !== 'ACTIVE') throw new AppError(422, 'BUSINESS_RULE', 'Only an active subscription can be expired.');
  const vendorId = actingVendorId(requireActor(ctx));
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('payment_methods').set({ active: false }).where('vendor_id', '=', vendorId).where('active', '=', true).execute();
    await trx
      .insertInto('payment_methods')
      .values({
        vendor_id: vendorId,
        gateway_token: `sandbox-token-decline-charges-qa-${subscription.id}-${Date.now()}`,
        payment_type: 'CREDIT_CARD',
        last_four: '0002',
        card_type: 'Visa',
      })
      .execute();
    await trx
      .updateTable('subscriptions')
      .set({ auto_renew: true, failed_attempts: 0, next_attempt_at: null, renewal_date: isoDay(new Date()) })
      .where('id', '=', subscription.id)
      .execute();
  });
  const steps = [...QA_EXPIRY_DATE_SHIFTS, 0];
  let outcome: Awaited<ReturnType<typeof renewOne>> = 'failed';
  for (const shift of steps.slice(0, RETRY_AFTER_DAYS.length + 1)) {
    const current = await ctx.db
      .selectFrom('subscriptions')
      .select('renewal_date')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('subscriptions')
      .set({ renewal_date: daysBefore(current.renewal_date!, shift), next_attempt_at: null })
      .where('id', '=', subscription.id)
      .execute();
    const due = await renewalCandidates(ctx.db, isoDay(new Date())).where('s.id', '=', subscription.id).executeTakeFirst();
    if (!due) break;
    outcome = await renewOne(ctx, due);
    if (outcome !== 'failed') break;
  }
  await recordAudit(ctx.db, ctx, {
    action: 'qa.subscription-expired',
    entityType: 'subscription',
    entityId: subscription.id,
    details: { outcome },
  });
  const after = await ctx.db
    .selectFrom('subscriptions')
    .select(['id', 'status'])
    .where('id', '=', subscription.id)
    .executeTakeFirstOrThrow();
  return { subscriptionId: after.id, status: after.status };
}

/** Sets a subscription's renewal date (the UTC day of the epoch milliseconds). */
export async function changeRenewalDate(ctx: ServiceContext, input: { id: number } & z.output<typeof RenewalDateRequest>) {
  await ownSubscription(ctx, input.id);
  const renewalDate = isoDay(new Date(input.renewalDate));
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('subscriptions').set({ renewal_date: renewalDate, next_attempt_at: null }).where('id', '=', input.id).execute();
    await recordAudit(trx, ctx, {
      action: 'qa.renewal-date-changed',
      entityType: 'subscription',
      entityId: input.id,
      details: { renewalDate },
    });
  });
  return { subscriptionId: input.id, renewalDate };
}

/** The scheduled jobs (spec 002 §2 Runnables). */
export function runnables(ctx: ServiceContext) {
  return { content: ctx.jobs.scheduledJobs().map((job) => ({ ...job, description: jobDescription(job.name) })) };
}

/** Runs a scheduled job now: it is queued as its schedule would queue it. */
export async function runRunnable(ctx: ServiceContext, input: z.output<typeof RunRunnableRequest>) {
  if (!(await ctx.jobs.runScheduledNow(input.runnable))) throw notFound('Runnable not found.');
  await recordAudit(ctx.db, ctx, {
    action: 'qa.runnable-triggered',
    entityType: 'job',
    entityId: null,
    details: { runnable: input.runnable },
  });
  return { runnable: input.runnable, message: QA_TEXTS.triggered(input.runnable) };
}

/**
 * A test employee CSV of `count` rows (spec 002 §2 Test Files), made while it is sent: the header, then
 * rows a thousand at a time, so 100,000 rows never sit in memory.
 */
export function testEmployeeFile(input: { count: number }): { filename: string; stream: Readable } {
  const random = Math.random;
  let written = 0;
  function* chunks() {
    yield toSafeCsv([[...EMPLOYEE_UPLOAD_HEADER]]);
    while (written < input.count) {
      const size = Math.min(1000, input.count - written);
      yield toSafeCsv(Array.from({ length: size }, () => testEmployeeRow(random)));
      written += size;
    }
  }
  return { filename: `test-employees-${input.count}.csv`, stream: Readable.from(chunks()) };
}
