import { SUBSCRIPTION_STATUS_TEXT, type Subscription, type SubscriptionStatus } from '@app/shared/payments/subscriptions';
import type { StatusDotColor } from '../../../components/status-dot';

/**
 * Status colours (spec 001 §4 Subscription status): ACTIVE and WAIVER_APPROVED success, EXPIRED and
 * WAIVER_NOT_APPROVED error, WAIVER_PENDING warning; UNKNOWN and REFUNDED have none of their own.
 */
export function subscriptionStatusColor(status: SubscriptionStatus): StatusDotColor {
  switch (status) {
    case 'ACTIVE':
    case 'WAIVER_APPROVED':
      return 'success';
    case 'EXPIRED':
    case 'WAIVER_NOT_APPROVED':
      return 'error';
    case 'WAIVER_PENDING':
      return 'warning';
    default:
      return 'info';
  }
}

/** The status as the server names it, else the shared text. */
export function subscriptionStatusText(subscription: Pick<Subscription, 'status' | 'statusName'>): string {
  return subscription.statusName.trim() || SUBSCRIPTION_STATUS_TEXT[subscription.status];
}

/** An expired subscription that will not renew is highlighted in its table. */
export function isHighlighted(subscription: Pick<Subscription, 'status' | 'autoRenew'>): boolean {
  return subscription.status === 'EXPIRED' && !subscription.autoRenew;
}

/** VendorProof subscriptions go in one table, Employee Monitoring in the other (spec 001 §2). */
export function splitSubscriptions<T extends Pick<Subscription, 'subscriptionType'>>(subscriptions: readonly T[]) {
  return {
    vendorProof: subscriptions.filter((s) => s.subscriptionType !== 'VP_EMPLOYEE_MONITORING'),
    monitoring: subscriptions.filter((s) => s.subscriptionType === 'VP_EMPLOYEE_MONITORING'),
  };
}

/** What the Auto-Renew column says for a subscription without a switch. */
export const NO_AUTO_RENEW_TEXT = 'Not applicable';

/**
 * Only a subscription that can still renew offers the auto-renew switch: an expired one is never
 * renewed, and a waiver (pending, approved or not) is no paid subscription to renew (issue 15).
 */
export function hasAutoRenewSwitch(subscription: Pick<Subscription, 'status'>): boolean {
  return subscription.status !== 'EXPIRED' && !subscription.status.startsWith('WAIVER_');
}
