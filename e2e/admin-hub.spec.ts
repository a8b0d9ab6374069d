import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  loginAndWaitForHome,
  loginAsAdmin,
  openPage,
  scanA11y,
  useBrowser,
  waitForDialogShown,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();

async function openAdminTab(page: Page, label: string, path: string): Promise<void> {
  await page.getByRole('tab', { name: label, exact: true }).click();
  await waitForHashPath(page, path);
  await page.getByRole('heading', { level: 2, name: label }).waitFor();
  await page.getByRole('link', { name: 'To Old Admin' }).waitFor();
}

const flagSwitch = (page: Page, name: string) => page.getByRole('switch', { name: `${name} enabled` });

describe('admin hub: feature flags (spec 002 §2, §4)', () => {
  it('confirms an irreversible flag, puts the switch back on Cancel, then locks it once enabled', async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin'));
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    // QA shows once the app knows it is not production (its own request): wait for it before reading the list.
    await page.getByRole('tab', { name: 'QA', exact: true }).waitFor();
    // Grouped by area in the side navigation, every tab in sight (issue 33).
    const nav = page.getByRole('navigation', { name: 'Admin tools' });
    expect(await nav.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Overview',
      'Screening',
      'Vendors and clients',
      'Billing',
      'System',
    ]);
    expect(await nav.getByRole('tablist', { name: 'Screening' }).getByRole('tab').allTextContents()).toEqual([
      'Alert Review',
      'Exclusion Lists',
      'Resolve Monitor Alerts',
    ]);
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Overview',
      'Alert Review',
      'Exclusion Lists',
      'Resolve Monitor Alerts',
      'Vendor Group Manager',
      'Grouping',
      'Signup Code Search',
      'Enrollment Due Date Import',
      'Import',
      'Single Sign-On',
      'Invoices',
      'Price Tiers',
      'Reports',
      'Jobs',
      'Feature Flags',
      'QA',
    ]);
    for (const tab of await page.getByRole('tab').all()) expect(await tab.isVisible()).toBe(true);
    await openAdminTab(page, 'Feature Flags', '/admin/featureFlags');

    // The expandable row shows the description and the documentation links.
    await page.getByRole('button', { name: 'Show details of TEST_IRREVERSIBLE_FEATURE' }).click();
    await page.getByText(/A harmless irreversible flag/).waitFor();
    await page.getByRole('link', { name: 'API reference: feature flag calls' }).waitFor();
    await scanA11y(page);

    const irreversible = flagSwitch(page, 'TEST_IRREVERSIBLE_FEATURE');
    expect(await irreversible.isChecked()).toBe(false);
    await irreversible.click();
    const dialog = page.getByRole('dialog', { name: 'Enable TEST_IRREVERSIBLE_FEATURE?' });
    await waitForDialogShown(dialog);
    await dialog.getByText('Warning: enabling TEST_IRREVERSIBLE_FEATURE is irreversible.', { exact: false }).waitFor();
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => irreversible.isChecked()).toBe(false);

    await irreversible.click();
    await waitForDialogShown(dialog);
    const saved = page.waitForResponse(
      (response) => response.url().includes('/services/feature-flags/') && response.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Enable' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('alert').filter({ hasText: 'TEST_IRREVERSIBLE_FEATURE is now on.' }).waitFor();
    await expect.poll(() => irreversible.isChecked()).toBe(true);
    await expect.poll(() => irreversible.isDisabled()).toBe(true);
    await page.getByRole('row').filter({ hasText: 'TEST_IRREVERSIBLE_FEATURE' }).getByText('Locked: irreversible').waitFor();
    await scanA11y(page);
  });

  it('shows the Feature Flags Test tab while TEST_FEATURE is on (flags re-fetched after a toggle)', async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin/featureFlags'));
    await page.getByRole('heading', { level: 2, name: 'Feature Flags' }).waitFor();
    const testFeature = flagSwitch(page, 'TEST_FEATURE');
    await testFeature.click();
    await page.getByRole('tab', { name: 'Feature Flags Test' }).waitFor();
    await openAdminTab(page, 'Feature Flags Test', '/admin/featureFlagsTest');
    await page.getByRole('listitem').filter({ hasText: 'TEST_FEATURE: on' }).waitFor();
    await scanA11y(page);

    await openAdminTab(page, 'Feature Flags', '/admin/featureFlags');
    await flagSwitch(page, 'TEST_FEATURE').click();
    await page.getByRole('tab', { name: 'Feature Flags Test' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'To Old Admin' }).click();
    await waitForHashPath(page, '/admin');
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
  });
});

describe('admin hub: price tiers (spec 002 §2, §4, §5)', () => {
  it("edits a vendor's tiers, the vendor sees its new monthly price, and Reset to Defaults brings back the defaults", async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin/priceTiers'));
    await page.getByRole('heading', { level: 2, name: 'Price Tiers' }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Vendor', exact: true });
    await picker.click();
    await picker.fill('Harbor');
    await page.getByRole('option', { name: /^Harbor Point Medical Staffing/ }).click();
    await page.getByText('This vendor pays the default tiers.').waitFor();
    const view = page.getByRole('table', { name: 'Price tiers' });
    await view.getByRole('cell', { name: 'Unbounded' }).waitFor();
    expect(await view.getByRole('row').nth(1).allInnerTexts()).toEqual([expect.stringMatching(/0\s+100\s+\$25\s+\$0\.00/)]);
    await scanA11y(page);

    // Edit mode: a max moves the next min; Cancel restores the saved copy.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Tier 1 max employees' }).fill('50');
    await expect.poll(() => page.getByRole('textbox', { name: 'Tier 2 min employees' }).inputValue()).toBe('51');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await view.getByRole('cell', { name: '100', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Tier 1 max employees' }).fill('50');
    await page.getByRole('textbox', { name: 'Tier 1 price ($)' }).fill('15');
    await page.getByRole('button', { name: 'Insert a tier of 100 employees before Tier 3' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Tier 3 min employees' }).inputValue()).toBe('251');
    await expect.poll(() => page.getByRole('textbox', { name: 'Tier 3 max employees' }).inputValue()).toBe('350');
    await scanA11y(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Price Tiers successfully saved' }).waitFor();
    await page.getByText('This vendor has its own tiers.').waitFor();
    await view.getByRole('cell', { name: '$15' }).waitFor();
    expect(await view.getByRole('row').count()).toBe(5);

    // The vendor's subscription page prices monitoring by its own tiers now.
    const { page: vendor } = await openPage(browser());
    await loginAndWaitForHome(vendor, 'demo-vendor3', '/dashboard');
    await vendor.goto(appUrl('/subscription-payment?type=VP_EMPLOYEE_MONITORING&backNavigationTo=employees'));
    const prices = vendor.getByRole('table', { name: 'Monthly price by number of employees' });
    await prices.getByRole('row').filter({ hasText: '0–50 employees' }).filter({ hasText: '$15.00 a month' }).waitFor();
    await prices.getByRole('row').filter({ hasText: '351 or more employees' }).waitFor();
    await scanA11y(vendor);

    // Reset sends an empty list: the defaults apply again.
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.getByText('This vendor pays the default tiers.').waitFor();
    await view.getByRole('cell', { name: '$25' }).waitFor();
    await vendor.reload();
    await prices.getByRole('row').filter({ hasText: '0–100 employees' }).filter({ hasText: '$25.00 a month' }).waitFor();
  });

  it('refuses the hub to a vendor with the permission message', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor3', '/dashboard');
    await page.goto(appUrl('/admin/priceTiers'));
    await page.getByRole('alert').filter({ hasText: "You don't have permission to access path: /admin/priceTiers" }).waitFor();
    await waitForHashPath(page, '/dashboard');
  });
});
