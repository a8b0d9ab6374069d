import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, fitsWidth, loginAndWaitForHome, loginAsAdmin, openPage, PHONE_VIEWPORT, scanA11y, useBrowser } from './support/browser';

const browser = useBrowser();

const HEADER = 'Vendor Number,Legal Name,TIN,Facility,Category,Address';
const unique = () => Math.random().toString(36).slice(2, 8);

async function openImport(page: Page): Promise<void> {
  await page.goto(appUrl('/client-import'));
  await page.getByRole('heading', { level: 1, name: 'Import' }).waitFor();
}

async function chooseFile(page: Page, name: string, content: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

describe('client imports (issue 15)', () => {
  it('previews a vendor master with bad rows, imports the valid rows with progress and lists the import in the history', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await openImport(page);
    // The demo seed's imports, the annual spend of the imported invoices and the SFTP settings (none yet).
    const history = page.getByRole('table', { name: 'Import history' });
    await history.getByRole('cell', { name: 'riverside-vendor-master.csv' }).waitFor();
    await page.getByRole('table', { name: 'Annual spend per vendor' }).getByRole('cell', { name: 'UNMATCHED-77' }).waitFor();
    await page.getByText('SFTP imports are not set up for your organization. Contact us to set them up.').waitFor();
    await scanA11y(page);

    const suffix = unique();
    const filename = `vendors-${suffix}.csv`;
    const rows = [
      HEADER,
      `E2E-${suffix}-1,Juniper Courier ${suffix} LLC,12-3456789,,Courier,10 Dock St`,
      `,Nameless ${suffix},123,Nowhere,,`,
      `E2E-${suffix}-2,Juniper Courier ${suffix} North,123456789,Riverside North Campus,Courier,`,
    ];
    await chooseFile(page, filename, `${rows.join('\r\n')}\r\n`);
    await page.getByText(filename).waitFor();
    await page.getByRole('button', { name: 'Check and Import' }).click();

    await page.getByRole('heading', { level: 2, name: 'Review Error Rows' }).waitFor();
    const table = page.getByRole('table', { name: 'Rows with errors' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const badTin = table
      .getByRole('row')
      .filter({ hasText: `Nameless ${suffix}` })
      .locator('[data-error="true"]');
    await expect
      .poll(() => badTin.allInnerTexts())
      .toEqual([
        '(empty)\nVendor Number is required',
        '123\nTIN must be 9 digits',
        expect.stringMatching(/^Nowhere\nFacility must be one of: /),
      ]);
    await scanA11y(page);

    await page.getByRole('button', { name: 'Import Valid Rows' }).click();
    const progress = page.getByRole('region', { name: `Vendor master import: ${filename}` });
    await progress.getByText('Import complete: 2 created, 0 updated, 0 unchanged, 1 skipped.').waitFor({ timeout: 30_000 });
    const row = history.getByRole('row').filter({ hasText: filename });
    await row.getByText('Complete').waitFor();
    expect(await row.getByRole('cell').nth(5).innerText()).toBe('3: 2 created, 0 updated, 0 unchanged, 1 skipped');
    await scanA11y(page);
  });

  it('is usable 390 px wide', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await openImport(page);
    await page.getByRole('table', { name: 'Import history' }).getByRole('cell', { name: 'riverside-invoices.csv' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });
});

describe('admin hub: import settings (issue 19)', () => {
  it('keeps Save disabled until the form is valid, then saves a client SFTP username with invoice data and its parser', async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin/import'));
    await page.getByRole('heading', { level: 2, name: 'Import Settings' }).waitFor();
    await page.getByRole('combobox', { name: 'Client', exact: true }).fill('Northgate');
    await page
      .getByRole('option', { name: /Northgate/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 3, name: /Northgate/ }).waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Use Invoice Data' }).isDisabled()).toBe(true);
    await scanA11y(page);

    await page.getByRole('textbox', { name: 'Sftp Username' }).fill(`northgate-${unique()}`);
    await page.getByRole('checkbox', { name: 'Use Invoice Data' }).check();
    await page.getByText('Parser Name is required').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Parser Name' }).click();
    await page.getByRole('option', { name: 'StandardInvoiceCsvParser' }).click();
    await save.click();
    await page.getByText('Save successfully').waitFor();
    await scanA11y(page);
  });
});
