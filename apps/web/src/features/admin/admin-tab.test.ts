import { describe, expect, it } from 'vitest';
import { adminTabPath, groupAdminTabs, visibleAdminTabs, type AdminTab } from './admin-tab';

const Panel = () => null;
const TABS: AdminTab[] = [
  { key: 'home', group: 'Overview', label: 'Overview', Panel },
  { key: 'featureFlags', group: 'System', label: 'Feature Flags', Panel },
  { key: 'featureFlagsTest', group: 'System', label: 'Feature Flags Test', Panel, shown: ({ flags }) => flags.TEST_FEATURE === true },
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
    const tabs: AdminTab[] = [...TABS, { key: 'qa', group: 'System', label: 'QA', Panel, shown: ({ production }) => production === false }];
    const keys = (production?: boolean) => visibleAdminTabs(tabs, { flags: {}, production }).map((tab) => tab.key);
    expect(keys(false)).toContain('qa');
    expect(keys(true)).not.toContain('qa');
    expect(keys(undefined)).not.toContain('qa');
  });

  it('groups the tabs by area, areas in their order, and leaves out an area with no tab shown', () => {
    const tabs: AdminTab[] = [...TABS, { key: 'alerts', group: 'Screening', label: 'Alert Review', Panel }];
    expect(groupAdminTabs(tabs).map(({ group, tabs: inGroup }) => [group, inGroup.map((tab) => tab.key)])).toEqual([
      ['Overview', ['home']],
      ['Screening', ['alerts']],
      ['System', ['featureFlags', 'featureFlagsTest']],
    ]);
  });
});
