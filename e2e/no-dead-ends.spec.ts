import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildCardOnFile } from '../apps/server/src/db/seed/factories';
import { useDemoDb } from './support/demo-db';
import { createVendorAccount } from './support/accounts';
import {
  appUrl,
  currentHashPath,
  fitsWidth,
  loginAndWaitForHome,
  loginAsAdmin,
  openPage,
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForDialogShown,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();
const db = useDemoDb();

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** A new vendor with a card on file that pays and an expired VendorProof subscription: nothing else can make one expire on demand. */
async function vendorWithExpiredSubscription(username: string): Promise<void> {
  const { vendor_id: vendorId } = await db
    .selectFrom('users')
    .select('vendor_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await buildCardOnFile(db, { vendorId: vendorId! });
  await db
    .insertInto('subscriptions')
    .values({
      vendor_id: vendorId!,
      subscription_type: 'VP_ENGAGE_CVC',
      status: 'EXPIRED',
      start_date: '2025-01-15',
      renewal_date: '2026-01-15',
      auto_renew: false,
      amount_cents: 29_900,
    })
    .execute();
}

describe('no dead ends, no silent actions (issue 33)', () => {
  it('keeps a short page from scrolling, opens a new page at the top and restores the position on Back (1440 px)', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(appUrl('/error-notfound'));
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    // Bar, page and footer fit the window: no 117 px of scroll below a short page.
    expect(await pageHeight(page)).toBeLessThanOrEqual(DESKTOP_VIEWPORT.height);

    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.setViewportSize({ width: 1440, height: 600 });
    await page.goto(appUrl('/employees'));
    const rows = page.getByRole('table', { name: 'Employees' }).getByRole('row');
    await rows.nth(10).waitFor();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);
    // A click anywhere on the row (here its first-name cell) opens the employee, at the top of the page.
    await rows.nth(5).getByRole('cell').nth(1).click();
    await page.waitForURL((url) => /^#\/employees\/\d+\/detail$/.test(url.hash));
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await waitForHashPath(page, '/employees');
    await expect.poll(() => scrollY(page)).toBe(300);
    await scanA11y(page);
  });

  it('opens a customer from anywhere on its row on a phone, where its chevron is out of sight (390 px)', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const customersCard = page.getByRole('list', { name: 'Customers' });
    await customersCard.getByRole('listitem').first().waitFor();
    await page.goto(appUrl('/customers'));
    const table = page.getByRole('table', { name: 'Customers' });
    // The chevron is scrolled out of sight on a phone: the customer's name opens it.
    await table.getByRole('cell', { name: 'Mercy Valley Clinic', exact: true }).click();
    await page.waitForURL((url) => /^#\/customers\/\d+\/detail/.test(url.hash));
    await page.getByRole('heading', { level: 1, name: 'Mercy Valley Clinic' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });

  it('offers Renew Now wherever Expired shows, asks before charging and says what happened (1440 and 390 px)', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(DESKTOP_VIEWPORT);
    const username = await createVendorAccount(page, 'renew-expired');
    await vendorWithExpiredSubscription(username);

    await page.goto(appUrl('/account#subscriptions'));
    const row = page.getByRole('row').filter({ hasText: 'Expired' });
    await row.getByRole('button', { name: 'Renew Now' }).waitFor();

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(appUrl('/dashboard'));
    const banner = page.getByRole('region', { name: 'Expired subscriptions' });
    await banner.getByText(/has expired, so you are not compliant/).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    await banner.getByRole('button', { name: 'Renew Now' }).click();
    const dialog = page.getByRole('dialog', { name: /^Renew / });
    await waitForDialogShown(dialog);
    await dialog.getByText('Visa ending in 1111 will be charged $299.00 now.').waitFor();
    await scanA11y(page);
    // Escape closes it without charging.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await banner.getByRole('button', { name: 'Renew Now' }).click();
    await waitForDialogShown(dialog);
    await dialog.getByRole('button', { name: 'Charge and Renew' }).click();

    const message = page.getByText(/^Thank you for your payment\. .+ is active again until \d{2}\/\d{2}\/\d{4}\.$/);
    await message.waitFor();
    await banner.waitFor({ state: 'detached' });
    // The message sits at the bottom, over no heading or control at the top of the page.
    const box = (await message.boundingBox())!;
    expect(box.y).toBeGreaterThan(PHONE_VIEWPORT.height / 2);
    // It belongs to this page: it is gone on the next one.
    await page.goto(appUrl('/customers'));
    await page.getByRole('heading', { level: 1, name: 'My Customers' }).waitFor();
    await message.waitFor({ state: 'detached' });
  });

  it('lands an admin on the hub, with the tools grouped by area and folded behind one button on a phone', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAsAdmin(page);
    const toggle = page.getByRole('button', { name: 'Admin tools: Overview' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Admin tools' });
    await nav.getByRole('tablist', { name: 'Screening' }).getByRole('tab', { name: 'Exclusion Lists' }).click();
    await waitForHashPath(page, '/admin/lists');
    await page.getByRole('button', { name: 'Admin tools: Exclusion Lists' }).waitFor();
    expect(currentHashPath(page)).toBe('/admin/lists');
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });
});
