import { lazy } from 'react';
import type { AdminTab } from '../features/admin/admin-tab';

/**
 * The admin hub's tabs (spec 002 §2), in order, each its own chunk. Adding a tab is one line here: its
 * route key (/admin/{key}), label, panel and, when it shows only sometimes, `shown`. Only built tabs are
 * listed.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { key: 'home', label: 'Overview', Panel: lazy(() => import('../features/admin/components/admin-overview-panel')) },
  { key: 'jobs', label: 'Jobs', Panel: lazy(() => import('../features/admin/components/jobs-panel')) },
  {
    key: 'qa',
    label: 'QA',
    Panel: lazy(() => import('../features/admin/components/qa-panel')),
    shown: ({ production }) => production === false,
  },
  {
    key: 'vendor-group-manager',
    label: 'Vendor Group Manager',
    Panel: lazy(() => import('../features/admin/components/vendor-group-manager-panel')),
  },
  { key: 'invoices', label: 'Invoices', Panel: lazy(() => import('../features/admin/components/invoices-panel')) },
  { key: 'reports', label: 'Reports', Panel: lazy(() => import('../features/admin/components/reports-panel')) },
  { key: 'import', label: 'Import', Panel: lazy(() => import('../features/admin/components/import-settings-panel')) },
  { key: 'grouping', label: 'Grouping', Panel: lazy(() => import('../features/admin/components/grouping-panel')) },
  {
    key: 'resolveMonitorAlerts',
    label: 'Resolve Monitor Alerts',
    Panel: lazy(() => import('../features/admin/components/resolve-monitor-alerts-panel')),
  },
  {
    key: 'enrollmentDueDate',
    label: 'Enrollment Due Date Import',
    Panel: lazy(() => import('../features/admin/components/enrollment-due-date-panel')),
  },
  { key: 'signupCode', label: 'Signup Code Search', Panel: lazy(() => import('../features/admin/components/signup-code-search-panel')) },
  { key: 'featureFlags', label: 'Feature Flags', Panel: lazy(() => import('../features/admin/components/feature-flags-panel')) },
  {
    key: 'featureFlagsTest',
    label: 'Feature Flags Test',
    Panel: lazy(() => import('../features/admin/components/feature-flags-test-panel')),
    shown: ({ flags }) => flags.TEST_FEATURE === true,
  },
  { key: 'priceTiers', label: 'Price Tiers', Panel: lazy(() => import('../features/admin/components/price-tiers-panel')) },
  { key: 'alerts', label: 'Alert Review', Panel: lazy(() => import('../features/admin/components/alert-review-panel')) },
  { key: 'lists', label: 'Exclusion Lists', Panel: lazy(() => import('../features/admin/components/exclusion-lists-panel')) },
  // Not a tab of the spec's: issue 35's client organizations' identity providers.
  { key: 'sso', label: 'Single Sign-On', Panel: lazy(() => import('../features/admin/components/single-sign-on-panel')) },
];
