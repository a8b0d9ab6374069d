import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, fitsWidth, loginAndWaitForHome, loginAsAdmin, openPage, PHONE_VIEWPORT, scanA11y, useBrowser } from './support/browser';

const browser = useBrowser();

/**
 * A page of the product by its address, known by its heading (and its selected tab, where tabs share one;
 * or, in the admin hub, the open tool the folded navigation names).
 */
interface PhonePage {
  path: string;
  heading: string;
  tab?: string;
  adminTool?: string;
}

const ANONYMOUS_PAGES: PhonePage[] = [
  { path: '/vendor/login', heading: 'Log In' },
  { path: '/client/login', heading: 'Client Log In' },
  { path: '/vendor/create-account', heading: 'Create Account' },
  { path: '/reset-password', heading: 'Reset Password' },
  { path: '/terms', heading: 'Terms of Service and Privacy Policy' },
  { path: '/error-notfound', heading: 'Page Not Found' },
];

const VENDOR_PAGES: PhonePage[] = [
  { path: '/customers', heading: 'My Customers' },
  { path: '/employees/add', heading: 'Add Employees' },
  { path: '/employees/upload', heading: 'Upload Employees' },
  { path: '/reports', heading: 'Reports' },
  { path: '/account', heading: 'My Account' },
  { path: '/account#owners', heading: 'My Account', tab: 'Owners' },
  { path: '/vendor/connect-signup-id', heading: 'Connect a SignupID' },
  { path: '/subscription-payment', heading: 'Subscription Payment' },
  { path: '/owners/add', heading: 'Add Owner' },
  { path: '/employee-monitoring-splash', heading: 'Proof of Employee Monitoring' },
];

const CLIENT_PAGES: PhonePage[] = [
  { path: '/client/manage/vendors', heading: 'Vendors' },
  { path: '/client-users', heading: 'Client Users' },
  { path: '/client-import', heading: 'Import' },
  { path: '/account', heading: 'My Account' },
];

const ADMIN_TABS: Array<[key: string, label: string]> = [
  ['jobs', 'Jobs'],
  ['vendor-group-manager', 'Vendor Group Manager'],
  ['import', 'Import'],
  ['grouping', 'Grouping'],
  ['signupCode', 'Signup Code Search'],
  ['featureFlags', 'Feature Flags'],
  ['priceTiers', 'Price Tiers'],
  ['sso', 'Single Sign-On'],
];
const ADMIN_PAGES: PhonePage[] = [
  { path: '/admin', heading: 'Admin', adminTool: 'Overview' },
  ...ADMIN_TABS.map(([key, label]) => ({ path: `/admin/${key}`, heading: 'Admin', adminTool: label })),
];

/** Waits until the page has its data: no loading bar, skeleton or busy table left. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"], [aria-busy="true"]'));
}

/** Nothing makes the page itself scroll sideways, and axe finds nothing at this width. */
async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await fitsWidth(page), `sideways scroll on ${page.url()}`).toBe(true);
  await scanA11y(page);
}

async function checkEach(page: Page, pages: readonly PhonePage[]): Promise<void> {
  for (const { path, heading, tab, adminTool } of pages) {
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    if (tab) await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    if (adminTool) await page.getByRole('button', { name: `Admin tools: ${adminTool}` }).waitFor();
    await settled(page);
    await expectFitsThePhone(page);
  }
}

/** Opens a detail page from a list's first link and checks it, once its own heading replaced the list's. */
async function checkDetailFrom(page: Page, listPath: string, listHeading: string, firstLink: (page: Page) => Locator): Promise<void> {
  await page.goto(appUrl(listPath));
  await page.getByRole('heading', { level: 1, name: listHeading, exact: true }).waitFor();
  await firstLink(page).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).not.toBe(listHeading);
  await settled(page);
  await expectFitsThePhone(page);
}

async function phonePage(): Promise<Page> {
  const { page } = await openPage(browser());
  await page.setViewportSize(PHONE_VIEWPORT);
  return page;
}

// Pages other journeys already check at this size are left to them: the vendor dashboard, the
// employee list and detail and the client dashboard (phone-layout), the client's reports (client-vendors),
// onboarding (client-onboarding), attestations, waivers (payment-waivers), and the admin hub's Alert Review
// and Exclusion Lists (admin-screening-console), QA, Invoices, Reports, Resolve Monitor Alerts and the
// Enrollment Due Date Import (their admin-* journeys). These check every other page the same way.
describe('every page on a phone (390 px wide): no sideways scroll, nothing for axe', () => {
  it('fits the pages anyone can open', async () => {
    await checkEach(await phonePage(), ANONYMOUS_PAGES);
  });

  it("fits a vendor's pages, a customer's detail included", async () => {
    const page = await phonePage();
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await checkEach(page, VENDOR_PAGES);
    await checkDetailFrom(page, '/customers', 'My Customers', (at) =>
      at.getByRole('table', { name: 'Customers' }).getByRole('link').first(),
    );
  });

  it("fits a client user's pages, a vendor's detail included", async () => {
    const page = await phonePage();
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await checkEach(page, CLIENT_PAGES);
    await checkDetailFrom(page, '/client/manage/vendors', 'Vendors', (at) =>
      at.getByRole('grid', { name: 'Vendors' }).getByRole('link').first(),
    );
  });

  it('lets the keyboard scroll a table too wide for the phone, and adds no tab stop once the table fits', async () => {
    const page = await phonePage();
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/reports'));
    await page.getByRole('heading', { level: 1, name: 'Reports', exact: true }).waitFor();
    // The compliance report's table of customers is wider than the phone: its box is a named region to tab to.
    const customers = page.getByRole('region', { name: 'Customers, scrollable' });
    await customers.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => customers.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    // On a wide screen the whole table shows: no region, no tab stop.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => customers.count()).toBe(0);
    expect(
      await page.getByRole('table', { name: 'Customers' }).evaluate((table) => table.parentElement?.getAttribute('tabindex')),
    ).toBeNull();
  });

  it('fits the other tabs of the admin hub', async () => {
    const page = await phonePage();
    await loginAsAdmin(page);
    await checkEach(page, ADMIN_PAGES);
  });
});
