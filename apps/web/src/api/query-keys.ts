import type { RevisionNoteType } from './get-revision-notes';

/**
 * The cache keys of data that more than one feature or widget reads or invalidates: the one place a
 * feature looks up another area's key (features do not import each other). A key only one feature uses
 * stays in that feature's `api/*-query-keys.ts`; a feature key under a root named here (customers)
 * is built from the root here, so one invalidation reaches both.
 */
export const queryKeys = {
  /** GET /account/users/current. */
  currentUser: ['current-user'] as const,
  /** GET /feature-flags. */
  featureFlags: ['feature-flags'] as const,
  company: {
    all: ['company'] as const,
    /** GET /account/company[?clientId]: the Company tab, the signup's Business Information and the disclosure forms' prefill. */
    profile: (clientId?: string) => ['company', 'profile', clientId ?? 'account'] as const,
  },
  /** GET /clientconfig/{clientId}: read by the owners and W-9 signup steps. */
  clientConfiguration: (clientId: number) => ['client-configuration', clientId] as const,
  customers: {
    all: ['customers'] as const,
    /** GET /customers: the My Customers page and the dashboard's Customers card and banner. */
    list: () => ['customers', 'list'] as const,
    /** GET /customers/{id}/detail[/{vendorId}]: the customer page and the Proof of Enrollment page. */
    detail: (customerId: number, vendorId: number | null = null) => ['customers', 'detail', customerId, vendorId ?? 'own'] as const,
  },
  /** GET /customers/{id}/checklist: the customer's To-Dos tab and the signup wizard. */
  customerChecklist: (customerId: number) => ['customer-checklist', customerId] as const,
  /** GET /usernotifications: the dashboard's list; the payment dialog reloads it when it closes. */
  notifications: ['user-notifications'] as const,
  /** GET /revision-request-notes?type: open revision requests (company profile, W-9). */
  revisionNotes: (type: RevisionNoteType) => ['revision-notes', type] as const,
  /** GET /payment-method: the payment widget, the payment page and the Payment & Invoices tab. */
  paymentMethod: ['payment-method'] as const,
  /** GET /braintree/client-token: the payment widget wherever it is shown. */
  paymentClientToken: ['braintree', 'client-token'] as const,
  /** GET /account/subscriptions: the Subscriptions tab; a paid subscription adds to it. */
  accountSubscriptions: ['account-subscriptions'] as const,
  /** GET /payment-waivers: the payments the vendor's clients ask, with its waiver requests (Subscriptions tab, payment step). */
  paymentWaivers: ['payment-waivers'] as const,
  exclusionMatches: {
    all: ['exclusion-matches'] as const,
    /** GET /screening/matches: Home's Possible matches to review; an answer changes it. */
    undecided: () => ['exclusion-matches', 'undecided'] as const,
    /** GET {subject}/alerts: a subject's matches by list (subject = '/employees/12', '/owners/3', '/account/company'). */
    groups: (subjectPath: string) => ['exclusion-matches', 'groups', subjectPath] as const,
    /** GET {subject}/alerts/{alertId}: one match with the vendor's answer. */
    detail: (subjectPath: string, alertId: number) => ['exclusion-matches', 'groups', subjectPath, alertId] as const,
  },
  /** The client area's reads (dashboard, vendor list, vendor page): a client's review invalidates them all. */
  clientArea: ['client-area'] as const,
};
