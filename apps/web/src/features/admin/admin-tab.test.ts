import { describe, expect, it } from 'vitest';
import { adminTabPath, visibleAdminTabs, type AdminTab } from './admin-tab';

const Panel = () => null;
const TABS: AdminTab[] = [
  { key: 'home', label: 'Overview', Panel },
  { key: 'featureFlags', label: 'Feature Flags', Panel },
  { key: 'featureFlagsTest', label: 'Feature Flags Test', Panel, shown: ({ flags }) => flags.TEST_FEATURE === true },
];

describe('admin hub tabs (spec 002 §2)', () => {
  it('addresses the home tab as /admin and the others by route key', () => {
    expect(adminTabPath('home')).toBe('/admin');
    expect(adminTabPath('priceTiers')).toBe('/admin/priceTiers');
  });

  it('shows featureFlagsTest only while TEST_FEATURE is on, keeping the order', () => {
    expect(visibleAdminTabs(TABS, { flags: {} }).map((tab) => tab.key)).toEqual(['home', 'featureFlags']);
    expect(visibleAdminTabs(TABS, { flags: { TEST_FEATURE: true } }).map((tab) => tab.key)).toEqual([
      'home',
      'featureFlags',
      'featureFlagsTest',
    ]);
  });

  it('shows a tab hidden in production only where the environment is known not to be production', () => {
    const tabs: AdminTab[] = [...TABS, { key: 'qa', label: 'QA', Panel, shown: ({ production }) => production === false }];
    const keys = (production?: boolean) => visibleAdminTabs(tabs, { flags: {}, production }).map((tab) => tab.key);
    expect(keys(false)).toContain('qa');
    expect(keys(true)).not.toContain('qa');
    expect(keys(undefined)).not.toContain('qa');
  });
});
