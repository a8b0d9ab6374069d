import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAsAdmin, menuLabels, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

/**
 * Types into a Selected Client / Selected Vendor picker, chooses the named option and waits for the
 * page reload that follows the switch.
 */
async function pick(page: Page, picker: string, search: string, optionName: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: picker });
  await combobox.click();
  await combobox.fill(search);
  const option = page.getByRole('option', { name: new RegExp(`^${optionName}`) });
  await option.waitFor();
  await Promise.all([page.waitForEvent('load'), option.click()]);
}

async function actAs(page: Page, side: 'Client User' | 'Vendor User', home: string): Promise<void> {
  const toggle = page.getByRole('button', { name: side });
  // Admins land on the hub: already on this side, its home is opened by address.
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  else await page.goto(appUrl(home));
  await waitForHashPath(page, home);
  await page.getByRole('button', { name: side, pressed: true }).waitFor();
  await page.getByRole('heading', { level: 1, name: home === '/dashboard' ? 'Home' : 'Dashboard' }).waitFor();
}

describe('an admin acts as a client or a vendor', () => {
  it('switches to Client User and picks a client', async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await actAs(page, 'Vendor User', '/dashboard');

    await actAs(page, 'Client User', '/client/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect((await menuLabels(page)).slice(0, 3)).toEqual(['Admin', 'Dashboard', 'Vendors']);

    await pick(page, 'Selected Client', 'Riverside', 'Riverside Health System');
    await page.getByRole('main').getByText('Riverside Health System').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Selected Client' }).inputValue()).toBe('Riverside Health System');
    await scanA11y(page);
  });

  it('picks a vendor and acts as it', async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await actAs(page, 'Vendor User', '/dashboard');
    expect(await menuLabels(page)).toEqual(['Admin', 'Home', 'My Customers', 'My Employees', 'Reports']);

    await pick(page, 'Selected Vendor', 'Bayside', 'Bayside Home Health');
    await page.getByRole('main').getByText('Bayside Home Health').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Selected Vendor' }).inputValue()).toBe('Bayside Home Health');

    await pick(page, 'Selected Vendor', 'Acme', 'Acme Medical Supply');
    await page.getByRole('main').getByText('Acme Medical Supply', { exact: true }).waitFor();
    await scanA11y(page);
  });
});
