import { lazy, type ComponentType } from 'react';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { ActingTenantGate } from '../widgets/acting-tenant-gate';
import type { ActingTenantKind } from '../components/select-tenant-prompt';
import type { AccountPanels } from '../features/account/pages/account-page';
import type { SignupStepComponents } from '../features/signup/pages/vendor-signup-page';
// Part of the first load: most visitors arrive signed out, at the login page (issue 20, decision 224).
import VendorLoginPage from '../features/auth/pages/vendor-login-page';
import type { PrefetchPageData } from '../lib/prefetch-page-data';
import type { RouteMeta } from './routes';

/**
 * A route's screen. `preload` fetches its module ahead of its first render; the module may also export
 * `prefetch`, which starts the page's first calls before it renders (decision 226).
 */
type Page = ComponentType<{ title?: string }> & { preload?: () => Promise<{ default: unknown; prefetch?: PrefetchPageData } | undefined> };

/** The account page's tabs come from the features that own them, each its own chunk. */
const ACCOUNT_PANELS: AccountPanels = {
  company: lazy(() => import('../features/company/components/company-panel')),
  owners: lazy(() => import('../features/owners/components/owners-panel')),
  users: lazy(() => import('../features/account-users/components/account-users-panel')),
  clientUsers: lazy(() => import('../features/account-users/components/client-users-panel')),
  marketplace: lazy(() => import('../features/marketplace/components/marketplace-panel')),
  w9: lazy(() => import('../features/w9/components/w9-panel')),
  payment: lazy(() => import('../features/payments/components/payment-history-panel')),
  subscriptions: lazy(() => import('../features/subscriptions/components/subscription-management-panel')),
  notifications: lazy(() => import('../features/notification-settings/components/notification-settings-panel')),
  api: lazy(() => import('../features/integrations/components/api-access-panel')),
};
const AccountPage = lazyWithPreload(() => import('../features/account/pages/account-page'));

/** The signup wizard's steps are other features' screens, composed here (each its own chunk). */
const SIGNUP_STEPS: SignupStepComponents = {
  business: lazy(() => import('../features/company/components/company-step')),
  owners: lazy(() => import('../features/owners/components/owners-step')),
  form: lazy(() => import('../features/disclosures/components/evd-signup-step')),
  w9: lazy(() => import('../features/w9/components/w9-step')),
  payment: lazy(() => import('../features/payments/components/signup-payment-step')),
  marketplace: lazy(() => import('../features/marketplace/components/marketplace-step')),
};
const VendorSignupPage = lazyWithPreload(() => import('../features/signup/pages/vendor-signup-page'));

/** The dashboard opens the customers feature's Connect SignupID dialog (loaded when first opened). */
const VendorHomePage = lazyWithPreload(() => import('../features/home/pages/vendor-home-page'));
const ClientDashboardPage = lazyWithPreload(() => import('../features/client-dashboard/pages/client-dashboard-page'));
const ClientImportPage = lazyWithPreload(() => import('../features/client-imports/pages/client-import-page'));
const ConnectSignupIdDialog = lazy(() =>
  import('../features/customers/components/connect-signup-id-form').then((module) => ({ default: module.ConnectSignupIdDialog })),
);

/**
 * A page whose every call is the acting vendor's (client's): an admin with none selected is asked to pick
 * one instead of seeing load errors (issue 18, decision 173). Preloads as its screen does.
 */
function actingTenantPage(
  kind: ActingTenantKind,
  defaultTitle: string,
  Screen: ComponentType<{ title: string }>,
  preload: NonNullable<Page['preload']>,
): Page {
  const GatedPage = ({ title = defaultTitle }: { title?: string }) => (
    <ActingTenantGate kind={kind} title={title}>
      <Screen title={title} />
    </ActingTenantGate>
  );
  return Object.assign(GatedPage, { preload });
}

/** Every route's screen by route name, each its own lazy chunk (a route without one only redirects). */
const PAGES: Readonly<Record<string, Page>> = {
  dashboard: actingTenantPage(
    'vendor',
    'Home',
    ({ title }) => <VendorHomePage title={title} ConnectSignupIdDialog={ConnectSignupIdDialog} />,
    VendorHomePage.preload,
  ),
  customers: lazyWithPreload(() => import('../features/customers/pages/customers-page')),
  connectSignupId: lazyWithPreload(() => import('../features/customers/pages/connect-signup-id-page')),
  customerDetail: lazyWithPreload(() => import('../features/customers/pages/customer-detail-page')),
  checklistItem: lazyWithPreload(() => import('../features/disclosures/pages/checklist-item-page')),
  allTodos: lazyWithPreload(() => import('../features/home/pages/all-todos-page')),
  proofOfEnrollment: lazyWithPreload(() => import('../features/certificate/pages/proof-of-enrollment-page')),
  enrollmentVerification: lazyWithPreload(() => import('../features/certificate/pages/enrollment-verification-page')),
  clientDashboard: actingTenantPage('client', 'Dashboard', ClientDashboardPage, ClientDashboardPage.preload),
  clientVendors: lazyWithPreload(() => import('../features/client-vendors/pages/client-vendors-page')),
  clientVendorDetail: lazyWithPreload(() => import('../features/client-vendors/pages/client-vendor-page')),
  clientReports: lazyWithPreload(() => import('../features/client-reports/pages/client-reports-page')),
  clientWaivers: lazyWithPreload(() => import('../features/client-waivers/pages/client-waivers-page')),
  clientImport: actingTenantPage('client', 'Import', ClientImportPage, ClientImportPage.preload),
  clientOnboarding: lazyWithPreload(() => import('../features/client-onboarding/pages/onboarding-page')),
  onboardingWorkflow: lazyWithPreload(() => import('../features/client-onboarding/pages/workflow-page')),
  onboardingStep: lazyWithPreload(() => import('../features/client-onboarding/pages/workflow-step-page')),
  clientAttestations: lazyWithPreload(() => import('../features/attestations/pages/attestations-page')),
  clientUsers: lazyWithPreload(() => import('../features/account-users/pages/client-users-page')),
  employees: lazyWithPreload(() => import('../features/employees/pages/employees-page')),
  addEmployees: lazyWithPreload(() => import('../features/employees/pages/add-employee-page')),
  employeesUpload: lazyWithPreload(() => import('../features/employees/pages/upload-employees-page')),
  employeeDetail: lazyWithPreload(() => import('../features/employees/pages/employee-detail-page')),
  reports: lazyWithPreload(() => import('../features/reports/pages/reports-page')),
  audit: lazyWithPreload(() => import('../features/audit/pages/audit-page')),
  account: Object.assign(({ title }: { title?: string }) => <AccountPage title={title} panels={ACCOUNT_PANELS} />, {
    preload: AccountPage.preload,
  }),
  vendorSignup: Object.assign(({ title }: { title?: string }) => <VendorSignupPage title={title} steps={SIGNUP_STEPS} />, {
    preload: VendorSignupPage.preload,
  }),
  subscriptionPayment: lazyWithPreload(() => import('../features/payments/pages/subscription-payment-page')),
  ownerDetails: lazyWithPreload(() => import('../features/owners/pages/owner-detail-page')),
  addOwner: lazyWithPreload(() => import('../features/owners/pages/add-owner-page')),
  showProofOfEmployeeMonitoring: lazyWithPreload(() => import('../features/proof-of-monitoring/pages/monitoring-splash-page')),
  incompleteProofOfMonitoringRedirector: lazyWithPreload(() => import('../features/proof-of-monitoring/pages/monitoring-redirector-page')),
  proofOfMonitoringSubmission: lazyWithPreload(() => import('../features/proof-of-monitoring/pages/attestation-page')),
  vendorSetup: lazyWithPreload(() => import('../features/vendor-setup/pages/vendor-setup-page')),
  vendorSetupConfirmation: lazyWithPreload(() => import('../features/vendor-setup/pages/vendor-setup-confirmation-page')),
  errorNotFound: lazyWithPreload(() => import('../features/platform/pages/not-found-page')),
  admin: lazyWithPreload(() => import('./admin-hub')),
  eligibilityJob: lazyWithPreload(() => import('../features/admin/pages/eligibility-job-page')),
  vendorLogin: VendorLoginPage,
  clientLogin: VendorLoginPage,
  createAccount: lazyWithPreload(() => import('../features/auth/pages/create-account-page')),
  resetPassword: lazyWithPreload(() => import('../features/auth/pages/reset-password-page')),
  logout: lazyWithPreload(() => import('../features/auth/pages/logout-page')),
  terms: lazyWithPreload(() => import('../features/platform/pages/terms-page')),
};

/** Whether a route has its screen here (route-pages.test.ts checks every route that does not redirect). */
export const hasRoutePage = (name: string) => name in PAGES;

/** The module of a route's screen, as `preload` answers it. */
type PageModule = NonNullable<Awaited<ReturnType<NonNullable<Page['preload']>>>>;

/**
 * Starts fetching the module of a route's screen (at start-up, alongside the first calls; decision 226) and
 * answers it once here (undefined for a route without one or when it failed); it may export `prefetch`.
 */
export async function preloadRoutePage(route: RouteMeta | undefined): Promise<PageModule | undefined> {
  return route ? await PAGES[route.name]?.preload?.() : undefined;
}

/** The page component of a route. */
export function RoutePage({ route }: { route: RouteMeta }) {
  const Page = PAGES[route.name];
  if (!Page) throw new Error(`The route ${route.name} has no page`);
  return <Page title={route.title ?? route.name} />;
}
