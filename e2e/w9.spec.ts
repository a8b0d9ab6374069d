import { describe, expect, it } from 'vitest';
import { appUrl, openPage, scanA11y, useBrowser } from './support/browser';
import { createVendorAccount } from './support/accounts';
import { onePagePdf } from '../apps/server/src/platform/files/one-page-pdf';

const browser = useBrowser();

describe('the W-9 tab', () => {
  it('uploads a PDF W-9, lists it and downloads it again', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'w9', { firstName: 'Wes', lastName: 'Nine' });
    await page.goto(appUrl('/account#w9'));
    await page.getByRole('heading', { level: 2, name: 'W-9' }).waitFor();

    // Without a W-9 the upload view is shown straight away.
    await page.getByRole('heading', { level: 3, name: 'Upload Your W-9' }).waitFor();
    await page.getByText('Upload a PDF or Image file below.').waitFor();
    expect(await page.getByRole('link', { name: 'Download a Fillable W-9' }).getAttribute('href')).toBe(
      'https://www.irs.gov/pub/irs-pdf/fw9.pdf',
    );
    const uploadButton = page.getByRole('button', { name: 'Upload File' });
    expect(await uploadButton.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await scanA11y(page);

    const filename = `w9-${Date.now()}.pdf`;
    await page
      .locator('input[type=file][aria-label="W-9 file"]')
      .setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: onePagePdf('Form W-9 test') });
    await page.getByRole('button', { name: `Remove ${filename}` }).waitFor();
    await expect.poll(() => uploadButton.isEnabled()).toBe(true);
    await uploadButton.click();
    await page.getByRole('alert').filter({ hasText: "You've successfully uploaded your W-9" }).waitFor();

    const table = page.getByRole('table', { name: 'Your W-9' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['W-9 filename', 'Upload Date', 'Customer Name', 'Download']);
    const row = table.getByRole('row').filter({ hasText: filename });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await scanA11y(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download ${filename}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(filename);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Add W-9 opens the upload view again; Cancel goes back to the table.
    await page.getByRole('button', { name: 'Add W-9' }).click();
    await page.getByRole('heading', { level: 3, name: 'Upload Your W-9' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await table.waitFor();
  });

  it('refuses a file that is not a PDF or image before recording it', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'w9', { firstName: 'Wes', lastName: 'Nine' });
    await page.goto(appUrl('/account#w9'));
    await page.getByRole('heading', { level: 3, name: 'Upload Your W-9' }).waitFor();
    await page
      .locator('input[type=file][aria-label="W-9 file"]')
      .setInputFiles({ name: 'w9.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
    await page.getByRole('alert').filter({ hasText: 'File type not recognized' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload File' }).isDisabled()).toBe(true);
    await scanA11y(page);
  });

  // Demo data holds no open W-9 revision requests, so the orange alerts are covered by unit tests only
  // (no request is faked here).
});
