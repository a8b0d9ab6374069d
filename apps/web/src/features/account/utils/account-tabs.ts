import { CLIENT_ROLE, effectiveRole, type CurrentUser } from '@app/shared/users/current-user';

/** Tab keys of /account; the address hash names the open tab (/account#subscriptions). */
export type AccountTabKey =
  'company' | 'owners' | 'payment' | 'users' | 'marketplace' | 'w9' | 'subscriptions' | 'clientUsers' | 'notifications' | 'api';

export interface AccountTab {
  key: AccountTabKey;
  /** The tab's label. */
  label: string;
  /** The heading of its panel. */
  title: string;
}

/** API tokens and webhooks (issue 35), the last tab of vendors and clients alike: /account#api. */
const API_ACCESS_TAB: AccountTab = { key: 'api', label: 'API access', title: 'API Access' };

/** Vendor tabs in the spec's order (spec 001 §2 Account tabs). */
export const VENDOR_ACCOUNT_TABS: readonly AccountTab[] = [
  { key: 'company', label: 'Company', title: 'Company' },
  { key: 'owners', label: 'Owners', title: 'Owners' },
  { key: 'payment', label: 'Payment', title: 'Payment & Invoices' },
  { key: 'users', label: 'Users', title: 'Users' },
  { key: 'marketplace', label: 'Marketplace', title: 'Marketplace' },
  { key: 'w9', label: 'W-9', title: 'W-9' },
  { key: 'subscriptions', label: 'Subscriptions', title: 'Subscription Management' },
  API_ACCESS_TAB,
];

/**
 * Client users get the Users tab, titled Client Users (spec 002 §2), with the client's user management, their own e-mail
 * Notifications (issue 30's weekly digest: /account#notifications, the link in every digest) and API access.
 */
export const CLIENT_ACCOUNT_TABS: readonly AccountTab[] = [
  { key: 'clientUsers', label: 'Users', title: 'Client Users' },
  { key: 'notifications', label: 'Notifications', title: 'E-mail Notifications' },
  API_ACCESS_TAB,
];

/** The tabs a user sees: client users (and admins acting as one) the client tab, everyone else the vendor tabs. */
export function accountTabsFor(user: Pick<CurrentUser, 'role' | 'assumedRole'> | null): readonly AccountTab[] {
  return user && effectiveRole(user) === CLIENT_ROLE ? CLIENT_ACCOUNT_TABS : VENDOR_ACCOUNT_TABS;
}

/** The hash a tab is opened by: '#subscriptions'; the client tab is '#users'. */
export function tabHash(key: AccountTabKey): string {
  return key === 'clientUsers' ? 'users' : key;
}

/** The open tab for an address hash ('#subscriptions'), the first tab when the hash names none. */
export function tabFromHash(hash: string, tabs: readonly AccountTab[]): AccountTab {
  const wanted = hash.replace(/^#/, '').toLowerCase();
  const first = tabs[0];
  if (!first) throw new Error('An account page needs at least one tab');
  return tabs.find((tab) => tabHash(tab.key) === wanted) ?? first;
}
