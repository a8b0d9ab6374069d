import { z } from 'zod';
import { text } from '../validation/text';

/** Spec 002 §8: the QA tools' texts. */
export const QA_TEXTS = {
  loadSubscriptions: 'Unable to load subscriptions',
  loadCurrentVendor: 'Unable to load current vendor',
  expired: (id: number) => `Subscription ID ${id} is now expired`,
  expireFailed: 'Failed to expire subscription',
  renewalDateFailed: 'Unable to change renewal date',
  loadRunnables: 'Unable to load runnables',
  triggered: (name: string) => `Runnable ${name} was triggered`,
  runFailed: 'Failed to run runnable',
} as const;

const KeyValue = z.object({ key: z.string(), value: z.string() });

/** Spec 002 §3 billing period of a QA subscription: one payment (attempt) of the subscription. */
export const QaBillingPeriod = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(['PAID', 'FAILED', 'PENDING']),
  paymentType: z.enum(['CREDIT_CARD', 'ACH']).nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  refundDate: z.string().nullable(),
  /** The amount charged, in cents. */
  fee: z.number().int(),
  metadata: z.array(KeyValue),
});
export type QaBillingPeriod = z.infer<typeof QaBillingPeriod>;

/** Spec 002 §3 Subscription (QA). `subscriberId` is the vendor's id; `amount` in cents. */
export const QaSubscription = z.object({
  id: z.number().int(),
  subscriberId: z.number().int(),
  subscriptionType: z.enum(['VP_ENGAGE', 'VP_ENGAGE_CVC', 'VP_EMPLOYEE_MONITORING']),
  status: z.string(),
  startDate: z.string(),
  renewalDate: z.string().nullable(),
  amount: z.number().int(),
  autoRenew: z.boolean(),
  metadata: z.array(KeyValue),
  billingPeriods: z.array(QaBillingPeriod),
});
export type QaSubscription = z.infer<typeof QaSubscription>;

/** GET /services/qa/subscriptions: the selected vendor's subscriptions, newest first. */
export const QaSubscriptionList = z.object({ content: z.array(QaSubscription) });
export type QaSubscriptionList = z.infer<typeof QaSubscriptionList>;

/** POST /services/qa/subscription-expiration */
export const ExpireSubscriptionRequest = z.object({ subscriptionId: z.number().int().positive() });

/** POST /services/qa/{id}/renewal-date: the new renewal date as epoch milliseconds (a UTC day is kept). */
export const RenewalDateRequest = z.object({ renewalDate: z.number().int().min(0).max(253_402_300_799_999) });

/** A scheduled job an admin can run now (spec 002 §2 Runnables). */
export const Runnable = z.object({ name: z.string(), schedule: z.string(), description: z.string() });
export type Runnable = z.infer<typeof Runnable>;
export const RunnableList = z.object({ content: z.array(Runnable) });
export type RunnableList = z.infer<typeof RunnableList>;

/** POST /services/qa/runnables */
export const RunRunnableRequest = z.object({ runnable: text().trim().min(1, 'Runnable is required') });

/** Most rows a test employee file may have. */
export const MAX_TEST_FILE_ROWS = 100_000;

/** GET /services/qa/test-files/employees?count= */
export const TestFileQuery = z.object({
  count: z.coerce
    .number()
    .int('Employee count must be a whole number')
    .min(1, 'Employee count must be at least 1')
    .max(MAX_TEST_FILE_ROWS, `Employee count must be at most ${MAX_TEST_FILE_ROWS.toLocaleString('en-US')}`),
});
