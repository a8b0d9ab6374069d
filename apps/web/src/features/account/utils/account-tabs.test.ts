import { describe, expect, it } from 'vitest';
import { CLIENT_ACCOUNT_TABS, VENDOR_ACCOUNT_TABS, accountTabsFor, tabFromHash } from './account-tabs';

describe('account tabs', () => {
  it('gives vendor users the seven tabs in the spec’s order', () => {
    const tabs = accountTabsFor({ role: 'Vendor User', assumedRole: null });
    expect(tabs.map((tab) => tab.label)).toEqual([
      'Company',
      'Owners',
      'Payment',
      'Users',
      'Marketplace',
      'W-9',
      'Subscriptions',
      'API access',
    ]);
    expect(tabs.find((tab) => tab.key === 'payment')?.title).toBe('Payment & Invoices');
    expect(tabs.find((tab) => tab.key === 'subscriptions')?.title).toBe('Subscription Management');
  });

  it('gives client users the Client Users, Notifications and API access tabs', () => {
    const tabs = accountTabsFor({ role: 'Client User', assumedRole: null });
    expect(tabs).toBe(CLIENT_ACCOUNT_TABS);
    expect(tabs.map((tab) => [tab.label, tab.title])).toEqual([
      ['Users', 'Client Users'],
      ['Notifications', 'E-mail Notifications'],
      ['API access', 'API Access'],
    ]);
  });

  it('follows an admin’s assumed role', () => {
    expect(accountTabsFor({ role: 'PT Admin User', assumedRole: 'client-user' })).toBe(CLIENT_ACCOUNT_TABS);
    expect(accountTabsFor({ role: 'PT Admin User', assumedRole: 'vendor-user' })).toBe(VENDOR_ACCOUNT_TABS);
  });

  it('opens the tab the hash names, else the first', () => {
    expect(tabFromHash('#subscriptions', VENDOR_ACCOUNT_TABS).key).toBe('subscriptions');
    expect(tabFromHash('#payment', VENDOR_ACCOUNT_TABS).key).toBe('payment');
    expect(tabFromHash('', VENDOR_ACCOUNT_TABS).key).toBe('company');
    expect(tabFromHash('#nonsense', VENDOR_ACCOUNT_TABS).key).toBe('company');
    expect(tabFromHash('#users', CLIENT_ACCOUNT_TABS).key).toBe('clientUsers');
    expect(tabFromHash('#notifications', CLIENT_ACCOUNT_TABS).key).toBe('notifications');
  });

  it('gives client users a Users tab titled Client Users (spec 002 §2), Notifications and the API access tab', () => {
    expect(CLIENT_ACCOUNT_TABS).toEqual([
      { key: 'clientUsers', label: 'Users', title: 'Client Users' },
      { key: 'notifications', label: 'Notifications', title: 'E-mail Notifications' },
      { key: 'api', label: 'API access', title: 'API Access' },
    ]);
  });
});
