import type { SubscriptionType } from '@app/shared/payments/subscriptions';

/** The types this page can pay for (spec 001 §2 Subscription payment). */
const PAYABLE_TYPES = ['VP_EMPLOYEE_MONITORING', 'VP_ENGAGE_CVC'] as const;
export type PayableType = (typeof PAYABLE_TYPES)[number];

export function payableType(value: string | null): PayableType | null {
  return PAYABLE_TYPES.find((type) => type === value) ?? null;
}

/** A plain app path, optionally with a simple query (the page the vendor came from, e.g. a to-do's splash). */
const APP_PATH = /^[A-Za-z0-9][A-Za-z0-9/_-]*(\?[A-Za-z0-9=&_-]*)?$/;

/**
 * Where the page goes after paying or going back: `backNavigationTo` as an in-app path ('employees' →
 * '/employees', 'employee-monitoring-splash?customerId=3' keeps its query, issue 33: back where the vendor
 * came from), else employees for monitoring (spec 001 §2) and the account's subscriptions for
 * VendorProof. Anything that is not a plain app path (another origin, a scheme) is ignored.
 */
export function backNavigationPath(backNavigationTo: string | null, type: SubscriptionType | null): string {
  const trimmed = backNavigationTo?.trim().replace(/^\/+/, '') ?? '';
  if (APP_PATH.test(trimmed)) return `/${trimmed}`;
  return type === 'VP_EMPLOYEE_MONITORING' ? '/employees' : '/account#subscriptions';
}
