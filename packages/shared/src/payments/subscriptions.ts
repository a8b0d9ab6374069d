import { z } from 'zod';
import { usDate } from '../platform/us-date';
import { text } from '../validation/text';

export const SubscriptionType = z.enum(['VP_ENGAGE', 'VP_ENGAGE_CVC', 'VP_EMPLOYEE_MONITORING']);
export type SubscriptionType = z.infer<typeof SubscriptionType>;

/**
 * The customer a payment is for, as Payment history and the receipt name it: its client, or "All
 * customers" for what a vendor buys for every customer at once (Employee Monitoring, VendorProof).
 */
export function paymentCustomerName(clientName: string | null): string {
  return clientName ?? 'All customers';
}

/** Labels of spec 001 §1 (VP_ENGAGE gets the client name appended). */
export function subscriptionLabel(type: SubscriptionType, clientName?: string | null): string {
  if (type === 'VP_ENGAGE') return clientName ? `VendorProof Engage, ${clientName}` : 'VendorProof Engage';
  if (type === 'VP_ENGAGE_CVC') return 'VendorProof';
  return 'Employee Monitoring';
}

export const SubscriptionStatus = z.enum([
  'ACTIVE',
  'EXPIRED',
  'UNKNOWN',
  'REFUNDED',
  'WAIVER_PENDING',
  'WAIVER_APPROVED',
  'WAIVER_NOT_APPROVED',
]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** Subscription price item (spec 001 §3): the price of paying for it now, in cents. */
export const SubscriptionPrice = z.object({
  subscriptionType: SubscriptionType,
  price: z.number().int(),
  label: z.string(),
  /** Billing description, e.g. "Starts at $25 a month" or "Billed annually on the same month and day". */
  billing: z.string(),
});
export const SubscriptionPriceList = z.array(SubscriptionPrice);

/** Pay for a subscription with the method on file. `amount` (cents) must be the price the page showed. */
/**
 * Renewing an expired subscription (issue 33): charged now with the method on file, at its own price
 * (monitoring at today's employee count); the key makes a double click charge once.
 */
export const RenewSubscriptionRequest = z.object({ idempotencyKey: text().min(8).max(100) });

export const CreateSubscriptionRequest = z.object({
  amount: z.number().int().positive(),
  subscriptionType: z.enum(['VP_EMPLOYEE_MONITORING', 'VP_ENGAGE_CVC']),
  /** One per payment attempt (the page makes one and keeps it across retries): a double click never charges twice. */
  idempotencyKey: text().min(8).max(100),
  /**
   * The client the payment is made for, when there is one: the signup's client, whose configuration
   * asked for payment. The vendor must be connected to it; the payment history then names it.
   */
  clientId: z.number().int().positive().optional(),
});

export const Subscription = z.object({
  id: z.number().int(),
  subscriptionType: SubscriptionType,
  label: z.string(),
  clientName: z.string().nullable(),
  subscriptionTier: z.string().nullable(),
  status: SubscriptionStatus,
  statusName: z.string(),
  startDate: z.string(),
  renewalDate: z.string().nullable(),
  enrollmentDate: z.string().nullable(),
  autoRenew: z.boolean(),
  amount: z.number().int(),
});
export type Subscription = z.infer<typeof Subscription>;
export const SubscriptionList = z.array(Subscription);

export const CancelReason = z.enum(['CVC_CANCEL', 'CVC_NO_LONGER_WORK_WITH', 'GOING_OUT_OF_BUSINESS', 'OTHER']);

/** Auto-renew switch (spec 001 §4/§5): a cancel reason is required to turn VP_ENGAGE_CVC off; details when OTHER. */
export const UpdateSubscriptionRequest = z
  .object({
    autoRenew: z.boolean(),
    selectedReason: CancelReason.nullish(),
    selectedReasonDetails: text({ multiline: true }).trim().max(1000).nullish(),
  })
  .refine((value) => value.selectedReason !== 'OTHER' || Boolean(value.selectedReasonDetails?.trim()), {
    message: 'Please tell us why',
    path: ['selectedReasonDetails'],
  });

export const SUBSCRIPTION_STATUS_TEXT: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  UNKNOWN: 'Unknown',
  REFUNDED: 'Refunded',
  WAIVER_PENDING: 'Waiver Pending',
  WAIVER_APPROVED: 'Waiver Approved',
  WAIVER_NOT_APPROVED: 'Waiver Not Approved',
};

/**
 * A subscription's state as a customer reads it (issue 30): "Active, renews 06/12/2027", or — an active
 * subscription whose renewal date has passed — "Active, renewal overdue since 06/12/2026", never a past
 * date as a future renewal. `today` is an ISO date.
 */
export function subscriptionStateText(subscription: { status: SubscriptionStatus; renewalDate: string | null }, today: string): string {
  const status = SUBSCRIPTION_STATUS_TEXT[subscription.status];
  if (!subscription.renewalDate) return status;
  const day = usDate(subscription.renewalDate);
  if (subscription.status === 'ACTIVE' && subscription.renewalDate.slice(0, 10) < today) return `${status}, renewal overdue since ${day}`;
  return subscription.status === 'ACTIVE' ? `${status}, renews ${day}` : `${status}, renewal date ${day}`;
}

/** The answer of "Retry now": how many waiting renewals were charged, and how many were declined again. */
export const RetryRenewalsOutcome = z.object({ renewed: z.number().int(), failed: z.number().int() });
export type RetryRenewalsOutcome = z.infer<typeof RetryRenewalsOutcome>;
