import { describe, expect, it } from 'vitest';
import {
  appUrl,
  loginAndWaitForHome,
  loginWithFormAndWaitForHome,
  menuLabels,
  openPage,
  scanA11y,
  useBrowser,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();

describe('signing in shows the menu of each role', () => {
  it('offers a login page that passes the accessibility scan', async () => {
    const { page } = await openPage(browser());
    await page.goto(appUrl());
    await waitForHashPath(page, '/vendor/login');
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    expect(await page.title()).toBe('Log In');
    await page.getByRole('link', { name: 'Forgot Password?' }).waitFor();
    await page.getByRole('link', { name: 'Create Account' }).waitFor();
    await scanA11y(page);

    const footer = page.getByRole('contentinfo');
    await footer.getByText(`© ${new Date().getFullYear()} VendorProof`).waitFor();
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await waitForHashPath(page, '/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service and Privacy Policy' }).waitFor();
    await scanA11y(page);
  });

  it('signs a vendor in through the login form to a Home, My Customers, My Employees and Reports', async () => {
    const { page } = await openPage(browser());
    await loginWithFormAndWaitForHome(page, 'demo-vendor', '/dashboard');
    expect(await menuLabels(page)).toEqual(['Home', 'My Customers', 'My Employees', 'Reports']);
    await page.getByRole('main').getByText('Acme Medical Supply', { exact: true }).waitFor();
    await scanA11y(page);
  });

  it('shows the second vendor the same menu and its own vendor', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor2', '/dashboard');
    expect(await menuLabels(page)).toEqual(['Home', 'My Customers', 'My Employees', 'Reports']);
    await page.getByRole('main').getByText('Bayside Home Health').waitFor();
  });

  it('sends a client user signing in through the login form to the client dashboard with every permitted client item', async () => {
    const { page } = await openPage(browser());
    await loginWithFormAndWaitForHome(page, 'demo-client', '/client/dashboard');
    expect(await menuLabels(page)).toEqual(['Dashboard', 'Vendors', 'Users', 'Import', 'Reports', 'Attestations', 'Onboarding', 'Waivers']);
    await page.getByRole('main').getByText('Riverside Health System').waitFor();
    await scanA11y(page);
  });

  it('hides the Account item of the My Account menu from client users', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Account' }).count()).toBe(0);
  });

  it('gives an admin the Admin item before the menu of the assumed role', async () => {
    const { page } = await openPage(browser());
    // The admin signing in through the form lands on the hub; the side they last acted as is stored on the user.
    await loginWithFormAndWaitForHome(page, 'demo-admin', '/admin');
    const vendorToggle = page.getByRole('button', { name: 'Vendor User' });
    if ((await vendorToggle.getAttribute('aria-pressed')) !== 'true') await vendorToggle.click();
    else await page.goto(appUrl('/dashboard'));
    await waitForHashPath(page, '/dashboard');
    await page.getByRole('button', { name: 'Vendor User', pressed: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await menuLabels(page)).toEqual(['Admin', 'Home', 'My Customers', 'My Employees', 'Reports']);
    await page.getByRole('link', { name: 'Admin' }).click();
    await waitForHashPath(page, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    await scanA11y(page);
  });
});
