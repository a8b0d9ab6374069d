import { ADMIN_ROLE, CLIENT_ROLE, VENDOR_ROLE, effectiveRole, type CurrentUser, type PermissionFlag } from '@app/shared/users/current-user';
import { passesFlags, type FlagGated } from './flag-gate';

/**
 * One navigation-bar item: an internal hash path (`to`) or an external address (`href`). It shows only
 * when its on-flag is enabled, its off-flag is disabled and every listed permission flag is true.
 */
export interface MenuItem extends FlagGated {
  key: string;
  label: string;
  order: number;
  to?: string;
  href?: string;
  permissions?: readonly PermissionFlag[];
  hiddenForClientIds?: readonly number[];
}

/** The client that does not see Attestations (spec 002 §2). */
const ATTESTATIONS_HIDDEN_CLIENT_ID = 604;

const VENDOR_MENU: readonly MenuItem[] = [
  { key: 'home', label: 'Home', order: 1, to: '/dashboard' },
  { key: 'customers', label: 'My Customers', order: 10, to: '/customers' },
  { key: 'employees', label: 'My Employees', order: 20, to: '/employees' },
  { key: 'reports', label: 'Reports', order: 30, to: '/reports', offFlag: 'FDR_AUDIT_TAB' },
  { key: 'audit', label: 'Audit', order: 30, to: '/audit', onFlag: 'FDR_AUDIT_TAB' },
];

const CLIENT_MENU: readonly MenuItem[] = [
  { key: 'client-dashboard', label: 'Dashboard', order: 1, to: '/client/dashboard' },
  { key: 'client-vendors', label: 'Vendors', order: 2, to: '/client/manage/vendors' },
  { key: 'client-users', label: 'Users', order: 3, to: '/client-users', permissions: ['hasUsersAccess'] },
  { key: 'client-import', label: 'Import', order: 4, to: '/client-import', permissions: ['hasImportsAccess'] },
  { key: 'client-reports', label: 'Reports', order: 5, to: '/client-reports' },
  {
    key: 'client-attestations',
    label: 'Attestations',
    order: 6,
    to: '/client/attestations',
    permissions: ['hasVendorProofEngage', 'hasAttestations'],
    hiddenForClientIds: [ATTESTATIONS_HIDDEN_CLIENT_ID],
  },
  {
    key: 'client-onboarding',
    label: 'Onboarding',
    order: 7,
    to: '/client/manage/onboard',
    permissions: ['hasVendorProofEngage', 'hasOnboarding'],
  },
  {
    key: 'client-waivers',
    label: 'Waivers',
    order: 8,
    to: '/client-waivers',
    permissions: ['hasPaymentWaiverAccess'],
  },
];

const ADMIN_MENU: readonly MenuItem[] = [{ key: 'admin', label: 'Admin', order: 0, to: '/admin' }];

/** Whether one item passes the flag, permission and client filters for this user. */
function isMenuItemVisible(item: MenuItem, user: CurrentUser, flags: Readonly<Record<string, boolean>>): boolean {
  if (!passesFlags(item, flags)) return false;
  if (item.permissions?.some((flag) => !user[flag])) return false;
  if (item.hiddenForClientIds && user.clientId !== null && item.hiddenForClientIds.includes(user.clientId)) return false;
  return true;
}

/**
 * The navigation items of the signed-in user, in menu order: the menu of the effective role, preceded
 * by the admin menu for admins (spec 002 §6). Anonymous users get none.
 */
export function menuItemsFor(user: CurrentUser | null, flags: Readonly<Record<string, boolean>>): MenuItem[] {
  if (!user) return [];
  const role = effectiveRole(user);
  const roleMenu = role === VENDOR_ROLE ? VENDOR_MENU : role === CLIENT_ROLE ? CLIENT_MENU : [];
  const visible = (items: readonly MenuItem[]) =>
    items.filter((item) => isMenuItemVisible(item, user, flags)).sort((a, b) => a.order - b.order);
  return user.role === ADMIN_ROLE ? [...visible(ADMIN_MENU), ...visible(roleMenu)] : visible(roleMenu);
}
