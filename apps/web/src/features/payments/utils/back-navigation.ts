import type { SubscriptionType } from '@app/shared/payments/subscriptions';

/** The types this page can pay for (spec 001 §2 Subscription payment). */
const PAYABLE_TYPES = ['VP_EMPLOYEE_MONITORING', 'VP_ENGAGE_CVC'] as const;
export type PayableType = (typeof PAYABLE_TYPES)[number];

export function payableType(value: string | null): PayableType | null {
  return PAYABLE_TYPES.find((type) => type === value) ?? null;
}

/**
 * Where the page goes after paying or going back: `backNavigationTo` as an in-app path ('employees' →
 * '/employees'), else employees for monitoring (spec 001 §2) and the account's subscriptions for
 * VendorProof. Anything that is not a plain app path (another origin, a scheme) is ignored.
 */
export function backNavigationPath(backNavigationTo: string | null, type: SubscriptionType | null): string {
  const trimmed = backNavigationTo?.trim().replace(/^\/+/, '') ?? '';
  if (/^[A-Za-z0-9][A-Za-z0-9/_-]*$/.test(trimmed)) return `/${trimmed}`;
  return type === 'VP_EMPLOYEE_MONITORING' ? '/employees' : '/account#subscriptions';
}
