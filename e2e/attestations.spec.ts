import type { Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  fitsWidth,
  loginAndWaitForHome,
  menuLabels,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { downloaded } from './support/downloads';

/** A downloaded CSV as text. */
const downloadedText = async (page: Page, click: () => Promise<void>) => {
  const { filename, bytes } = await downloaded(page, click);
  return { filename, text: bytes.toString('utf8') };
};

const browser = useBrowser();

const headers = (page: Page) => page.getByRole('table', { name: 'Attestations' }).locator('thead th').allInnerTexts();
const bodyRows = (page: Page) => page.getByRole('table', { name: 'Attestations' }).locator('tbody tr');

describe('Attestations (client)', () => {
  it('filters the forms of the client’s vendors, exports them as CSV and keeps hidden columns as a preference', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    expect(await menuLabels(page)).toContain('Attestations');

    // The legacy enrollment address leads to the screen.
    await page.goto(appUrl('/client/enrollment'));
    await waitForHashPath(page, '/client/attestations');
    await page.getByRole('heading', { level: 1, name: 'My Attestations' }).waitFor();
    await page.getByText('Compliance Overview').waitFor();
    await expect.poll(async () => bodyRows(page).filter({ hasText: 'Acme Medical Supply' }).count()).toBeGreaterThan(0);
    await scanA11y(page);

    // TIN with dashes: Northwind's two forms; its three vendor numbers behind 'View 2 more'.
    await page.getByRole('textbox', { name: 'TIN', exact: true }).fill('98-765-4321');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(async () => bodyRows(page).count()).toBe(2);
    // Names are cut after 20 characters; the whole name is the link's accessible name and its tooltip.
    expect(await bodyRows(page).filter({ hasText: 'Northwind Laboratory…' }).count()).toBe(2);
    const vendorLink = bodyRows(page).first().getByRole('link', { name: 'Northwind Laboratory Partners' });
    expect(await vendorLink.getAttribute('href')).toMatch(/#\/client\/manage\/vendors\/\d+$/);
    await bodyRows(page).first().getByRole('button', { name: 'View 2 more' }).first().click();
    const numbers = page.getByRole('presentation').getByRole('list');
    await numbers.getByText('RHS-200412-WEST-REGION-LAB-SERVICES').waitFor();
    await scanA11y(page);
    await page.keyboard.press('Escape');
    await numbers.waitFor({ state: 'detached' });

    // Past Due only.
    await page.getByRole('combobox', { name: 'Form Status' }).click();
    await page.getByRole('option', { name: 'Past Due' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(async () => bodyRows(page).count()).toBe(1);
    const row = bodyRows(page).first();
    await row.getByText('Past Due').waitFor();
    await row.getByText('Annual Compliance At…').waitFor();

    // The CSV has every matching row with all its values, whatever the page shows.
    const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Export as CSV' }).click());
    expect(csv.filename).toMatch(/^Attestations \d{4}-\d{2}-\d{2}\.csv$/);
    const records = parse(csv.text) as string[][];
    expect(records).toHaveLength(2);
    expect(records[0]).toContain('Vendor Numbers');
    const [, vendorNumbers, businessNames, tins, managedBy, compliance, formName, status] = records[1]!;
    expect(vendorNumbers).toBe('RHS-200410; RHS-200411; RHS-200412-WEST-REGION-LAB-SERVICES');
    expect(businessNames).toContain('Northwind Laboratory Partners LLC');
    expect(tins).toBe('**-***4321');
    expect(managedBy).toBe('Lee Chang; Sam Ortiz');
    expect(compliance).toBe('Not Compliant - Missing Forms');
    expect([formName, status]).toEqual(['Annual Compliance Attestation', 'Past Due']);

    // Hide Last Completed; the choice survives a reload (user preference). Export with the menu open still works.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Last Completed' }).click();
    await expect.poll(() => headers(page)).not.toContain('Last Completed');
    await scanA11y(page);
    const withMenuOpen = await downloadedText(page, () => page.getByRole('button', { name: 'Export as CSV' }).click());
    expect(parse(withMenuOpen.text)).toHaveLength(2);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Attestations' }).waitFor();
    await expect.poll(() => headers(page)).toContain('Form Name');
    expect(await headers(page)).not.toContain('Last Completed');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Last Completed' }).click();
    await expect.poll(() => headers(page)).toContain('Last Completed');
    await page.keyboard.press('Escape');

    // Reset clears the filters and shows every row again.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(async () => bodyRows(page).count()).toBeGreaterThan(2);
    expect(await page.getByRole('textbox', { name: 'TIN', exact: true }).inputValue()).toBe('');
  });

  it('shows the error text when the CSV cannot be downloaded', async () => {
    const { context, page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/client/attestations'));
    await page.getByRole('heading', { level: 1, name: 'My Attestations' }).waitFor();
    await context.route('**/services/attestations**', (route) =>
      route.request().headers().accept === 'text/csv' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Export as CSV' }).click();
    await page.getByText('Error downloading CSV').waitFor();
    await scanA11y(page);
  });

  it('is usable 390 px wide', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/client/attestations'));
    await page.getByRole('heading', { level: 1, name: 'My Attestations' }).waitFor();
    await page.getByRole('button', { name: 'Export as CSV' }).waitFor();
    await expect.poll(async () => bodyRows(page).count()).toBeGreaterThan(0);
    // The table scrolls inside its container; the page itself does not scroll sideways.
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });
});
