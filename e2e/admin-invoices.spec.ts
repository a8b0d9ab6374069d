import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, fitsWidth, loginAsAdmin, openPage, PHONE_VIEWPORT, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

/** The vendor numbers of the table's rows. */
const vendorNumbers = (page: Page) =>
  page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('button', { name: /^Filter by vendor number / })
    .allTextContents();

describe('admin hub: invoices and annual spend (spec 002 §2, §3, §7, §9)', () => {
  it('filters by a clicked vendor number, shows its annual spend, filters by a clicked COV ID and resets to Included', async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin'));
    await page.getByRole('tab', { name: 'Invoices', exact: true }).click();
    await waitForHashPath(page, '/admin/invoices');
    await page.getByRole('heading', { level: 2, name: 'Invoices' }).waitFor();
    const table = page.getByRole('table', { name: 'Invoices' });
    await table
      .getByRole('button', { name: /^Filter by vendor number / })
      .first()
      .waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Client ID',
      'Facility',
      'Account Name',
      'Vendor Number',
      'COV ID',
      'Invoice Number',
      'Invoice Date',
      'Payment Date',
      'Payment Due Date',
      'Payment Status',
      'Include in Annual Spend',
      'Payment Amount',
    ]);
    // Included by default: no excluded invoice is listed.
    await expect.poll(() => page.getByRole('combobox', { name: 'Include in Annual Spend' }).innerText()).toBe('Included');
    expect(await table.getByRole('cell', { name: 'No', exact: true }).count()).toBe(0);
    await page.getByText('Rows per page:').waitFor();
    await scanA11y(page);

    const number = (
      await table
        .getByRole('button', { name: /^Filter by vendor number / })
        .first()
        .innerText()
    ).trim();
    await table
      .getByRole('button', { name: `Filter by vendor number ${number}` })
      .first()
      .click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Vendor Number' }).inputValue()).toBe(number);
    const summary = page.getByRole('region', { name: `Annual spend of vendor number ${number}` });
    await summary.getByText(/^Annual Spend: \$[\d,]+\.\d{2}$/).waitFor();
    await summary.getByRole('table', { name: 'Annual spend per COV' }).waitFor();
    await expect.poll(async () => new Set(await vendorNumbers(page))).toEqual(new Set([number]));
    await scanA11y(page);

    const covId = (
      await table
        .getByRole('button', { name: /^Filter by COV ID / })
        .first()
        .innerText()
    ).trim();
    await table
      .getByRole('button', { name: `Filter by COV ID ${covId}` })
      .first()
      .click();
    await expect.poll(() => page.getByRole('textbox', { name: 'COV ID' }).inputValue()).toBe(covId);

    await page.getByRole('combobox', { name: 'Include in Annual Spend' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Vendor Number' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'COV ID' }).inputValue()).toBe('');
    await expect.poll(() => page.getByRole('combobox', { name: 'Include in Annual Spend' }).innerText()).toBe('Included');
    await summary.waitFor({ state: 'detached' });
    await expect.poll(async () => new Set(await vendorNumbers(page)).size).toBeGreaterThan(1);
    await scanA11y(page);
  });

  it('is usable 390 px wide: the table scrolls inside its box', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin/invoices'));
    await page.getByRole('heading', { level: 2, name: 'Invoices' }).waitFor();
    await page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('button', { name: /^Filter by vendor number / })
      .first()
      .click();
    await page.getByText(/^Annual Spend: \$/).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });
});
