import { lazy } from 'react';
import type { AdminTab } from '../features/admin/admin-tab';

/**
 * The admin hub's tabs (spec 002 §2), each its own chunk, listed by area (the side navigation's groups,
 * issue 33) and in order within it. Adding a tab is one line here: its route key (/admin/{key}), area,
 * label, panel and, when it shows only sometimes, `shown`. Only built tabs are listed.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { key: 'home', group: 'Overview', label: 'Overview', Panel: lazy(() => import('../features/admin/components/admin-overview-panel')) },
  {
    key: 'alerts',
    group: 'Screening',
    label: 'Alert Review',
    Panel: lazy(() => import('../features/admin/components/alert-review-panel')),
  },
  {
    key: 'lists',
    group: 'Screening',
    label: 'Exclusion Lists',
    Panel: lazy(() => import('../features/admin/components/exclusion-lists-panel')),
  },
  {
    key: 'resolveMonitorAlerts',
    group: 'Screening',
    label: 'Resolve Monitor Alerts',
    Panel: lazy(() => import('../features/admin/components/resolve-monitor-alerts-panel')),
  },
  {
    key: 'vendor-group-manager',
    group: 'Vendors and clients',
    label: 'Vendor Group Manager',
    Panel: lazy(() => import('../features/admin/components/vendor-group-manager-panel')),
  },
  {
    key: 'grouping',
    group: 'Vendors and clients',
    label: 'Grouping',
    Panel: lazy(() => import('../features/admin/components/grouping-panel')),
  },
  {
    key: 'signupCode',
    group: 'Vendors and clients',
    label: 'Signup Code Search',
    Panel: lazy(() => import('../features/admin/components/signup-code-search-panel')),
  },
  {
    key: 'enrollmentDueDate',
    group: 'Vendors and clients',
    label: 'Enrollment Due Date Import',
    Panel: lazy(() => import('../features/admin/components/enrollment-due-date-panel')),
  },
  {
    key: 'import',
    group: 'Vendors and clients',
    label: 'Import',
    Panel: lazy(() => import('../features/admin/components/import-settings-panel')),
  },
  // Not a tab of the spec's: issue 35's client organizations' identity providers.
  {
    key: 'sso',
    group: 'Vendors and clients',
    label: 'Single Sign-On',
    Panel: lazy(() => import('../features/admin/components/single-sign-on-panel')),
  },
  { key: 'invoices', group: 'Billing', label: 'Invoices', Panel: lazy(() => import('../features/admin/components/invoices-panel')) },
  {
    key: 'priceTiers',
    group: 'Billing',
    label: 'Price Tiers',
    Panel: lazy(() => import('../features/admin/components/price-tiers-panel')),
  },
  { key: 'reports', group: 'Billing', label: 'Reports', Panel: lazy(() => import('../features/admin/components/reports-panel')) },
  { key: 'jobs', group: 'System', label: 'Jobs', Panel: lazy(() => import('../features/admin/components/jobs-panel')) },
  {
    key: 'featureFlags',
    group: 'System',
    label: 'Feature Flags',
    Panel: lazy(() => import('../features/admin/components/feature-flags-panel')),
  },
  {
    key: 'featureFlagsTest',
    group: 'System',
    label: 'Feature Flags Test',
    Panel: lazy(() => import('../features/admin/components/feature-flags-test-panel')),
    shown: ({ flags }) => flags.TEST_FEATURE === true,
  },
  {
    key: 'qa',
    group: 'System',
    label: 'QA',
    Panel: lazy(() => import('../features/admin/components/qa-panel')),
    shown: ({ production }) => production === false,
  },
];
