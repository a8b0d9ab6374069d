/** Cache keys of the admin hub's own calls. */
export const adminKeys = {
  /** GET /admin/feature-flags. */
  featureFlags: ['admin', 'feature-flags'] as const,
  /** GET /admin/platform-summary. */
  platformSummary: ['admin', 'platform-summary'] as const,
  /** GET /util/environment. */
  environment: ['admin', 'environment'] as const,
  /** GET /current-vendor, as the price tiers tab reads it. */
  currentVendor: ['admin', 'current-vendor'] as const,
  /** GET /current-vendor/options?text. */
  vendorOptions: (text: string) => ['admin', 'vendor-options', text] as const,
  /** GET /employees/monitor-pricing/price-tiers?vendorId. */
  priceTiers: (vendorId: number) => ['admin', 'price-tiers', vendorId] as const,
  /** GET /jobs. */
  jobs: ['admin', 'jobs'] as const,
  /** GET /current-client/options?text, as the Jobs tab's client picker reads it. */
  clientOptions: (text: string) => ['admin', 'client-options', text] as const,
  /** GET /jobs/eligibility/{jobId}. */
  eligibilityJob: (jobId: number) => ['admin', 'eligibility-job', jobId] as const,
  /** Everything of the screening console (alerts, sources, snapshots). */
  screening: ['admin', 'screening'] as const,
  /** GET /admin/screening/alerts?filters. */
  screeningAlerts: (query: Record<string, string | number>) => ['admin', 'screening', 'alerts', query] as const,
  /** GET /admin/screening/alerts/{alertId}. */
  screeningAlert: (alertId: number) => ['admin', 'screening', 'alert', alertId] as const,
  /** GET /admin/screening/sources. */
  listSources: ['admin', 'screening', 'sources'] as const,
  /** GET /qa/subscriptions and /qa/runnables. */
  qa: (what: 'subscriptions' | 'runnables') => ['admin', 'qa', what] as const,
  /** GET /admin/screening/snapshots. */
  listSnapshots: ['admin', 'screening', 'snapshots'] as const,
  /** GET /invoices?filters and GET /invoices/annual-spend/{vendorNumber}. */
  invoices: (query: object) => ['admin', 'invoices', query] as const,
  /** GET /imports/config/{clientId}. */
  importConfig: (clientId: number) => ['admin', 'import-config', clientId] as const,
  /** GET /admin/sso/{clientId}. */
  ssoConfig: (clientId: number) => ['admin', 'sso-config', clientId] as const,
  annualSpend: (vendorNumber: string) => ['admin', 'invoices', 'annual-spend', vendorNumber] as const,
  /** GET /signup-code/{code}, /covg/id/{covgId} and /signup-code/all/{covgId} (Signup Code Search). */
  signupCode: (code: string) => ['admin', 'signup-code', code] as const,
  vendorGroup: (covgId: number) => ['admin', 'vendor-group', covgId] as const,
  groupSignupCodes: (covgId: number) => ['admin', 'signup-codes-of-group', covgId] as const,
};
