import { matchRoutes } from 'react-router';
import { ADMIN_ROLE, CLIENT_ROLE, VENDOR_ROLE, type PermissionFlag, type Role } from '@app/shared/users/current-user';
import type { FlagGated } from './flag-gate';

/** The product name, used as the page title when a route has none. */
export const PRODUCT_NAME = 'VendorProof';

/**
 * Meta of one hash route. `roles` empty or missing = any signed-in user; `permissions` lists user
 * flags (has{Permission}) and the value each must have; `public` routes need no session at all;
 * `onFlag`/`offFlag` open the route only while a feature flag is on/off, as the menu shows it.
 */
export interface RouteMeta extends FlagGated {
  name: string;
  path: string;
  title?: string;
  /** Show the full navigation bar (default true). */
  navbar?: boolean;
  /** Show a navigation bar with only the logo (wins over navbar). */
  logoOnlyNavbar?: boolean;
  /** Show the footer (default true). */
  footer?: boolean;
  roles?: readonly Role[];
  permissions?: Readonly<Partial<Record<PermissionFlag, boolean>>>;
  public?: boolean;
  /** A route that only forwards to another path. */
  redirectTo?: string;
}

const vendor = [VENDOR_ROLE] as const;
const client = [CLIENT_ROLE] as const;
const vendorOrClient = [VENDOR_ROLE, CLIENT_ROLE] as const;
const admin = [ADMIN_ROLE] as const;
const publicPage = { public: true, navbar: false, logoOnlyNavbar: true } as const;

/** Every route of the SPA (spec 000 §2, 001 §2, 002 §2), named as in the spec. */
export const ROUTES: readonly RouteMeta[] = [
  // Vendor (spec 000 §2, 001 §2)
  { name: 'dashboard', path: '/dashboard', title: 'Home', roles: vendor },
  { name: 'customers', path: '/customers', title: 'My Customers', roles: vendor },
  { name: 'customerDetail', path: '/customers/:customerId/detail/*', title: 'Customer Detail', roles: vendor },
  { name: 'checklistItem', path: '/customers/:customerId/checklist/:itemId', title: 'Checklist Item', roles: vendor },
  { name: 'allTodos', path: '/todos', title: 'All To-Dos', roles: vendor },
  { name: 'employees', path: '/employees', title: 'My Employees', roles: vendor },
  { name: 'addEmployees', path: '/employees/add', title: 'Add Employees', roles: vendor },
  { name: 'employeesUpload', path: '/employees/upload', title: 'Upload Employees', roles: vendor },
  { name: 'employeeDetail', path: '/employees/:employeeId/detail', title: 'Employee Detail', roles: vendor },
  // FDR_AUDIT_TAB swaps Reports for Audit (spec 002 §2, §6): in the menu and for the route guard.
  { name: 'reports', path: '/reports/*', title: 'Reports', roles: vendor, offFlag: 'FDR_AUDIT_TAB' },
  { name: 'audit', path: '/audit', title: 'Audit', roles: vendor, onFlag: 'FDR_AUDIT_TAB' },
  { name: 'account', path: '/account', title: 'My Account', roles: vendorOrClient },
  { name: 'connectSignupId', path: '/vendor/connect-signup-id', title: 'Connect a SignupID', roles: vendor },
  {
    name: 'vendorSignup',
    path: '/vendor-signup/signupCode/:signupCode/:stepName?',
    title: 'Vendor Signup',
    roles: vendor,
  },
  { name: 'subscriptionPayment', path: '/subscription-payment', title: 'Subscription Payment', roles: vendor },
  { name: 'ownerDetails', path: '/owners/:ownerId/detail', title: 'Owner Detail', roles: vendor },
  { name: 'addOwner', path: '/owners/add', title: 'Add Owner', roles: vendor },
  { name: 'showProofOfEmployeeMonitoring', path: '/employee-monitoring-splash', title: 'Proof of Employee Monitoring', roles: vendor },
  {
    name: 'incompleteProofOfMonitoringRedirector',
    path: '/incomplete-proof-of-monitoring-redirector',
    title: 'Proof of Employee Monitoring',
    roles: vendor,
  },
  {
    name: 'proofOfMonitoringSubmission',
    path: '/proof-of-monitoring-submission/customers/:customerId/checklist/:checklistItemId',
    title: 'Third-Party Attestation',
    roles: vendor,
  },
  {
    name: 'proofOfEnrollment',
    path: '/poc/:customerId/:vendorId?',
    title: 'Proof of Enrollment',
    // A client (or an admin) opens its vendor's certificate with the vendorId (spec 000 §6).
    roles: vendorOrClient,
    navbar: false,
    footer: false,
  },
  // Client (spec 002 §2)
  { name: 'clientDashboard', path: '/client/dashboard', title: 'Dashboard', roles: client },
  { name: 'clientDashboardLegacy', path: '/client-dashboard', redirectTo: '/client/dashboard' },
  { name: 'clientVendorsLegacy', path: '/client-vendors', redirectTo: '/client/manage/vendors' },
  { name: 'clientVendors', path: '/client/manage/vendors', title: 'Vendors', roles: client },
  { name: 'clientVendorDetail', path: '/client/manage/vendors/:covgId', title: 'Vendor', roles: client },
  {
    name: 'clientUsers',
    path: '/client-users',
    title: 'Users',
    roles: client,
    permissions: { hasUsersAccess: true },
  },
  {
    name: 'clientImport',
    path: '/client-import',
    title: 'Import',
    roles: client,
    permissions: { hasImportsAccess: true },
  },
  { name: 'clientReports', path: '/client-reports', title: 'Reports', roles: client },
  {
    name: 'clientWaivers',
    path: '/client-waivers',
    title: 'Waivers',
    roles: client,
    permissions: { hasPaymentWaiverAccess: true },
  },
  {
    name: 'clientAttestations',
    path: '/client/attestations',
    title: 'Attestations',
    roles: client,
    permissions: { hasVendorProofEngage: true, hasAttestations: true },
  },
  { name: 'clientEnrollment', path: '/client/enrollment', redirectTo: '/client/attestations' },
  {
    name: 'clientOnboarding',
    path: '/client/manage/onboard',
    title: 'Onboarding',
    roles: client,
    permissions: { hasVendorProofEngage: true, hasOnboarding: true },
  },
  {
    name: 'onboardingWorkflow',
    path: '/client/manage/onboard/:covgId',
    title: 'Onboarding Workflow',
    roles: client,
    permissions: { hasVendorProofEngage: true, hasOnboarding: true },
  },
  {
    name: 'onboardingStep',
    path: '/client/manage/onboard/:covgId/step/:itemId',
    title: 'Onboarding Step',
    roles: client,
    permissions: { hasVendorProofEngage: true, hasOnboarding: true },
  },
  { name: 'clientLoginRedirect', path: '/client-login', redirectTo: '/client/login' },
  { name: 'clientLogin', path: '/client/login', title: 'Client Log In', ...publicPage },
  // Admin (spec 002 §2)
  // The hub's tabs are /admin/{route key} (app/admin-tabs.tsx).
  { name: 'admin', path: '/admin/:tab?', title: 'Admin', roles: admin },
  { name: 'eligibilityJob', path: '/jobs/eligibility/:jobId', title: 'Eligibility Job', roles: admin },
  // Public (spec 001 §2)
  { name: 'vendorLogin', path: '/vendor/login', title: 'Log In', ...publicPage },
  { name: 'createAccount', path: '/vendor/create-account', title: 'Create Account', ...publicPage },
  { name: 'resetPassword', path: '/reset-password', title: 'Reset Password', ...publicPage },
  // Where the spec's logout address (/csarf/logoutPage, spec 000 §2) forwards: a GET there cannot log out.
  { name: 'logout', path: '/logout', title: 'Log Out', ...publicPage },
  {
    name: 'enrollmentVerification',
    path: '/verify/:code',
    title: 'Certificate Verification',
    ...publicPage,
  },
  // The set-up form is shown without a navigation bar (spec 001 §2).
  { name: 'vendorSetup', path: '/vendor-setup/:clientTag', title: 'Vendor Set-Up', public: true, navbar: false },
  { name: 'vendorSetupConfirmation', path: '/vendor-setup-confirmation/:clientTag', title: 'Vendor Set-Up', public: true, navbar: false },
  { name: 'errorNotFound', path: '/error-notfound', title: 'Page Not Found', ...publicPage },
  { name: 'terms', path: '/terms', title: 'Terms of Service and Privacy Policy', public: true },
];

const matchable = ROUTES.map((route) => ({ path: route.path, id: route.name }));
const byName = new Map(ROUTES.map((route) => [route.name, route]));

/**
 * Paths already matched: React Router ranks the whole table on every match, and the shell, the guard and
 * every answer's session check ask for the current path again and again (a few ms each on a slow phone).
 */
const foundByPath = new Map<string, RouteMeta | undefined>();

/** The route meta of a hash path (without query), or undefined for an unknown path. */
export function findRoute(path: string): RouteMeta | undefined {
  if (foundByPath.has(path)) return foundByPath.get(path);
  const id = matchRoutes(matchable, path)?.at(-1)?.route.id;
  const route = id ? byName.get(id) : undefined;
  // Bounded: a visit sees few paths, but ids in paths make them unlimited in principle.
  if (foundByPath.size >= 500) foundByPath.clear();
  foundByPath.set(path, route);
  return route;
}

/** The path part of a location hash: '#/reset-password?token=x' → '/reset-password'. */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The query part of a location hash: '#/employees?page=2' → page=2. */
export function hashSearch(hash: string): URLSearchParams {
  const at = hash.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));
}

/** The page title of a route: its own, or the product name. */
export function routeTitle(route: RouteMeta | undefined): string {
  return route?.title ?? PRODUCT_NAME;
}

/** A route needs a session when it is not public and requires a role or a permission flag. */
export function routeNeedsSession(route: RouteMeta | undefined): boolean {
  if (!route || route.public) return false;
  return (route.roles?.length ?? 0) > 0 || Object.keys(route.permissions ?? {}).length > 0;
}
