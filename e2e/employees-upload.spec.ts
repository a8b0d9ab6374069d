import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser } from './support/browser';

const browser = useBrowser();

const HEADER = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip';
const unique = () => Math.random().toString(36).slice(2, 8);
const randomSsn = () => `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function openUpload(page: Page): Promise<void> {
  await page.goto(appUrl('/employees/upload'));
  await page.getByRole('heading', { level: 1, name: 'Upload Employees' }).waitFor();
}

async function readDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function chooseFile(page: Page, name: string, content: string, mimeType = 'text/csv'): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
}

describe('bulk upload of the employee roster', () => {
  it('previews the bad rows, saves the valid ones after confirming and lists the file in Upload History', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await openUpload(page);
    for (const step of ['Download the template', 'Fill it in', 'Upload it']) {
      await page.getByRole('heading', { level: 2, name: step }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await scanA11y(page);

    const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Template' }).click()]);
    expect(template.suggestedFilename()).toBe('sample-upload-file.csv');

    // Only CSV files are taken.
    await chooseFile(page, 'roster.pdf', '%PDF-1.4 not a roster', 'application/pdf');
    const problem = page.getByRole('alert').filter({ hasText: 'File type not recognized' });
    await problem.getByText("We don't recognize the file you attempted to upload. Please upload a CSV file.").waitFor();

    const suffix = unique();
    const filename = `roster-${suffix}.csv`;
    const rows = [
      HEADER,
      `${randomSsn()},Marigold,Bulkvalid${suffix},04/12/1981,1 Main St,,Austin,TX,73301`,
      `12345678,Thaddeus,Bulkbad${suffix},05/06/1977,,,,,`,
      `${randomSsn()},Wilhelmina,Bulkvalid${suffix},13/45/1990,,,,,`,
      `${randomSsn()},Cornelius,Bulkvalid${suffix},11/30/1969,,,Denver,CO,80202`,
    ];
    await chooseFile(page, filename, `${rows.join('\r\n')}\r\n`);
    await page.getByText(filename).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { level: 2, name: 'Review Error Rows' }).waitFor();
    const table = page.getByRole('table', { name: 'Rows with errors' });
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await scanA11y(page);

    // Each faulty cell says what is wrong in the table itself, no pointing or focusing needed.
    const badSsn = table.getByRole('row').filter({ hasText: 'Thaddeus' }).locator('[data-error="true"]');
    expect(await badSsn.innerText()).toBe('12345678\nSSN must be 9 digits');
    const badDob = table.getByRole('row').filter({ hasText: 'Wilhelmina' }).locator('[data-error="true"]');
    expect(await badDob.innerText()).toBe('13/45/1990\nDob 13/45/1990 is not a real date (month 1-12, then a day that month has)');

    // The rows with their errors download as a CSV named after the uploaded file.
    const [errorFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Error Rows (CSV)' }).click(),
    ]);
    expect(errorFile.suggestedFilename()).toBe(`roster-${suffix}-errors.csv`);
    const errorCsv = await readDownload(errorFile);
    expect(errorCsv.split('\r\n')).toEqual([
      'Line,SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip,Errors',
      `3,12345678,Thaddeus,Bulkbad${suffix},05/06/1977,,,,,,SSN: SSN must be 9 digits`,
      `4,${rows[3]!.split(',')[0]},Wilhelmina,Bulkvalid${suffix},13/45/1990,,,,,,"Dob: Dob 13/45/1990 is not a real date (month 1-12, then a day that month has)"`,
      '',
    ]);

    await page.getByRole('button', { name: 'Save Employees' }).click();
    const confirm = page.getByRole('dialog', { name: 'Proceed to save?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Proceed' }).click();

    await page.getByRole('heading', { level: 2, name: /^(We're Processing Your Data|Your Data Is Processed)$/ }).waitFor();
    const progress = page.getByRole('status').filter({ hasText: 'Screened:' });
    await progress.getByText(/^Rows stored: \d+ \(\d+ skipped\)$/).waitFor();
    await progress.getByText(/^Processing is complete: /).waitFor({ timeout: 30_000 });
    // Once complete the heading says so too: the screen never says "processing" above "complete".
    await page.getByRole('heading', { level: 2, name: 'Your Data Is Processed' }).waitFor();
    expect(await page.getByText("We're Processing Your Data").count()).toBe(0);
    await scanA11y(page);

    await page.goto(appUrl('/employees?tab=history'));
    const history = page.getByRole('table', { name: 'Upload history' });
    const uploaded = history.getByRole('row').filter({ hasText: filename });
    await uploaded.waitFor();
    expect((await uploaded.getByRole('cell').allInnerTexts())[3]).toBe('Yes');
    // Once stored and screened, the row says how many rows were stored and skipped, and what screening found.
    await expect
      .poll(
        async () => {
          await page.reload();
          await uploaded.waitFor();
          return (await uploaded.getByRole('cell').allInnerTexts()).slice(5);
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toEqual([
        expect.stringMatching(/^\d+ stored, \d+ skipped$/),
        expect.stringMatching(/^\d+ screened, (no matches|\d+ possible match(es)?)$/),
      ]);

    // The valid rows reach the roster once the upload job has run.
    await page.getByRole('tab', { name: 'Employees' }).click();
    await page.getByRole('textbox', { name: 'Search employees' }).fill(`Bulkvalid${suffix}`);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Search', exact: true }).click();
          await page.getByRole('table', { name: 'Employees' }).getByRole('row').nth(1).waitFor();
          return page
            .getByRole('table', { name: 'Employees' })
            .getByRole('row')
            .filter({ hasText: `Bulkvalid${suffix}` })
            .count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(2);
  });

  it('says a file not made from the template is invalid', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await openUpload(page);
    await chooseFile(page, `other-${unique()}.csv`, 'Name,Birthday\r\nJane,01/01/1980\r\n');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Invalid file. Please upload a valid file based on provided Template.').waitFor();
  });
});
