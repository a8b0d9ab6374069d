import { lazy, type ComponentType } from 'react';
import { ActingTenantGate } from '../widgets/acting-tenant-gate';
import type { AccountPanels } from '../features/account/pages/account-page';
import type { SignupStepComponents } from '../features/signup/pages/vendor-signup-page';
// Part of the first load: most visitors arrive signed out, at the login page (issue 20, decision 224).
import VendorLoginPage from '../features/auth/pages/vendor-login-page';
import type { RouteMeta } from './routes';

type Page = ComponentType<{ title?: string }>;

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
};
const AccountPage = lazy(() => import('../features/account/pages/account-page'));

/** The signup wizard's steps are other features' screens, composed here (each its own chunk). */
const SIGNUP_STEPS: SignupStepComponents = {
  business: lazy(() => import('../features/company/components/company-step')),
  owners: lazy(() => import('../features/owners/components/owners-step')),
  form: lazy(() => import('../features/disclosures/components/evd-signup-step')),
  w9: lazy(() => import('../features/w9/components/w9-step')),
  payment: lazy(() => import('../features/payments/components/signup-payment-step')),
  marketplace: lazy(() => import('../features/marketplace/components/marketplace-step')),
};
const VendorSignupPage = lazy(() => import('../features/signup/pages/vendor-signup-page'));

/** The dashboard opens the customers feature's Connect SignupID dialog (loaded when first opened). */
const VendorHomePage = lazy(() => import('../features/home/pages/vendor-home-page'));
const ClientDashboardPage = lazy(() => import('../features/client-dashboard/pages/client-dashboard-page'));
const ClientImportPage = lazy(() => import('../features/client-imports/pages/client-import-page'));
const ConnectSignupIdDialog = lazy(() =>
  import('../features/customers/components/connect-signup-id-form').then((module) => ({ default: module.ConnectSignupIdDialog })),
);

/** Every route's screen by route name, each its own lazy chunk (a route without one only redirects). */
const PAGES: Readonly<Record<string, Page>> = {
  // An admin with no vendor (client) selected is asked to pick one instead of seeing load errors (issue 18).
  dashboard: ({ title = 'Home' }) => (
    <ActingTenantGate kind="vendor" title={title}>
      <VendorHomePage title={title} ConnectSignupIdDialog={ConnectSignupIdDialog} />
    </ActingTenantGate>
  ),
  customers: lazy(() => import('../features/customers/pages/customers-page')),
  connectSignupId: lazy(() => import('../features/customers/pages/connect-signup-id-page')),
  customerDetail: lazy(() => import('../features/customers/pages/customer-detail-page')),
  checklistItem: lazy(() => import('../features/disclosures/pages/checklist-item-page')),
  proofOfEnrollment: lazy(() => import('../features/certificate/pages/proof-of-enrollment-page')),
  enrollmentVerification: lazy(() => import('../features/certificate/pages/enrollment-verification-page')),
  clientDashboard: ({ title = 'Dashboard' }) => (
    <ActingTenantGate kind="client" title={title}>
      <ClientDashboardPage title={title} />
    </ActingTenantGate>
  ),
  clientVendors: lazy(() => import('../features/client-vendors/pages/client-vendors-page')),
  clientVendorDetail: lazy(() => import('../features/client-vendors/pages/client-vendor-page')),
  clientReports: lazy(() => import('../features/client-reports/pages/client-reports-page')),
  clientWaivers: lazy(() => import('../features/client-waivers/pages/client-waivers-page')),
  // Every call of the page is the acting client's: an admin with none selected picks one first (decision 173).
  clientImport: ({ title = 'Import' }) => (
    <ActingTenantGate kind="client" title={title}>
      <ClientImportPage title={title} />
    </ActingTenantGate>
  ),
  clientOnboarding: lazy(() => import('../features/client-onboarding/pages/onboarding-page')),
  onboardingWorkflow: lazy(() => import('../features/client-onboarding/pages/workflow-page')),
  onboardingStep: lazy(() => import('../features/client-onboarding/pages/workflow-step-page')),
  clientAttestations: lazy(() => import('../features/attestations/pages/attestations-page')),
  clientUsers: lazy(() => import('../features/account-users/pages/client-users-page')),
  employees: lazy(() => import('../features/employees/pages/employees-page')),
  addEmployees: lazy(() => import('../features/employees/pages/add-employee-page')),
  employeesUpload: lazy(() => import('../features/employees/pages/upload-employees-page')),
  employeeDetail: lazy(() => import('../features/employees/pages/employee-detail-page')),
  reports: lazy(() => import('../features/reports/pages/reports-page')),
  audit: lazy(() => import('../features/audit/pages/audit-page')),
  account: ({ title }) => <AccountPage title={title} panels={ACCOUNT_PANELS} />,
  vendorSignup: ({ title }) => <VendorSignupPage title={title} steps={SIGNUP_STEPS} />,
  subscriptionPayment: lazy(() => import('../features/payments/pages/subscription-payment-page')),
  ownerDetails: lazy(() => import('../features/owners/pages/owner-detail-page')),
  addOwner: lazy(() => import('../features/owners/pages/add-owner-page')),
  showProofOfEmployeeMonitoring: lazy(() => import('../features/proof-of-monitoring/pages/monitoring-splash-page')),
  incompleteProofOfMonitoringRedirector: lazy(() => import('../features/proof-of-monitoring/pages/monitoring-redirector-page')),
  proofOfMonitoringSubmission: lazy(() => import('../features/proof-of-monitoring/pages/attestation-page')),
  vendorSetup: lazy(() => import('../features/vendor-setup/pages/vendor-setup-page')),
  vendorSetupConfirmation: lazy(() => import('../features/vendor-setup/pages/vendor-setup-confirmation-page')),
  errorNotFound: lazy(() => import('../features/platform/pages/not-found-page')),
  admin: lazy(() => import('./admin-hub')),
  eligibilityJob: lazy(() => import('../features/admin/pages/eligibility-job-page')),
  vendorLogin: VendorLoginPage,
  clientLogin: VendorLoginPage,
  createAccount: lazy(() => import('../features/auth/pages/create-account-page')),
  resetPassword: lazy(() => import('../features/auth/pages/reset-password-page')),
  logout: lazy(() => import('../features/auth/pages/logout-page')),
  terms: lazy(() => import('../features/platform/pages/terms-page')),
};

/** Whether a route has its screen here (route-pages.test.ts checks every route that does not redirect). */
export const hasRoutePage = (name: string) => name in PAGES;

/** The page component of a route. */
export function RoutePage({ route }: { route: RouteMeta }) {
  const Page = PAGES[route.name];
  if (!Page) throw new Error(`The route ${route.name} has no page`);
  return <Page title={route.title ?? route.name} />;
}
