import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, fitsWidth, loginAndWaitForHome, openPage, PHONE_VIEWPORT, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await fitsWidth(page)).toBe(true);
}

/** The top bar keeps one row: it is no taller than MUI's toolbar on a phone. */
async function expectOneRowTopBar(page: Page): Promise<void> {
  const height = await page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(64);
}

describe('the product on a phone (390 px wide)', () => {
  it('shows the login page without sideways scrolling', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(appUrl('/vendor/login'));
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await expectNoSidewaysScroll(page);
    await scanA11y(page);
  });

  it('gives a vendor a one-row top bar whose menu button opens the navigation, and fits the dashboard and employees', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.getByRole('list', { name: 'Customers' }).getByRole('listitem').first().waitFor();
    await expectOneRowTopBar(page);
    await expectNoSidewaysScroll(page);
    await scanA11y(page);

    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'My Employees' }).waitFor();
    await scanA11y(page);
    await navigation.getByRole('link', { name: 'My Employees' }).click();
    await waitForHashPath(page, '/employees');
    await page.getByRole('heading', { level: 1, name: 'My Employees' }).waitFor();
    // Cards, not a table that scrolls sideways: each card opens the employee and has its own Terminate.
    const cards = page.getByRole('list', { name: 'Employees' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.getByRole('table', { name: 'Employees' }).count()).toBe(0);
    await cards
      .first()
      .getByRole('button', { name: /^Terminate / })
      .waitFor();
    // The next-page arrow is on screen, not cut off at the right edge.
    const next = await page.getByRole('button', { name: 'Go to next page' }).boundingBox();
    expect(next).not.toBeNull();
    expect(next!.x + next!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await expectNoSidewaysScroll(page);
    await scanA11y(page);

    // Phones sort with a Sort by choice, the phone's own picker (as are Status and the page size); the
    // order is kept in the address.
    const firstBefore = await cards.first().getByRole('link').innerText();
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    expect(await sortBy.evaluate((element) => element.tagName)).toBe('SELECT');
    expect(await page.getByRole('combobox', { name: 'Status' }).evaluate((element) => element.tagName)).toBe('SELECT');
    expect(await page.getByRole('combobox', { name: /^Rows:/ }).evaluate((element) => element.tagName)).toBe('SELECT');
    await sortBy.selectOption({ label: 'First Name ↓' });
    await page.waitForFunction(() => window.location.hash.includes('sortBy=firstName'));
    // The list shows the new order once its first card changed (by last name, then by first name from Z).
    await expect.poll(() => cards.first().getByRole('link').innerText()).not.toBe(firstBefore);

    // An employee's page from the list: the whole card is the link.
    const fullName = (await cards.first().getByRole('link').innerText()).split('\n')[0]!;
    await cards.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: `Employee: ${fullName}` }).waitFor();
    await expectNoSidewaysScroll(page);
    await scanA11y(page);
  });

  it('fits the client dashboard and keeps its navigation behind the menu button', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.getByRole('heading', { level: 2, name: /^Open alerts/ }).waitFor();
    await expectOneRowTopBar(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vendors' }).waitFor();
    await scanA11y(page);
  });
});
