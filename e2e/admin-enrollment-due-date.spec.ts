import { describe, expect, it } from 'vitest';
import {
  appUrl,
  baseUrl,
  fitsWidth,
  loginAndWaitForHome,
  loginAsAdmin,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();
const INVALID_FILE = 'Invalid file. Please upload a file with columns in this order: cov id, date (MM/DD/YYYY)';

describe('admin enrollment due date import (issue 19)', () => {
  it('refuses a file with a bad line with the spec text, then imports a fixed file and Reset starts over', async () => {
    // A COV of the demo client (read as the client user); a past due date leaves its compliance as it is.
    const client = await openPage(browser());
    await loginAndWaitForHome(client.page, 'demo-client', '/client/dashboard');
    const list = (await (await client.page.request.get(`${baseUrl()}/services/client/vendors?page=0&size=1`)).json()) as {
      content: Array<{ covgId: number }>;
    };
    const detail = (await (await client.page.request.get(`${baseUrl()}/services/client/vendors/${list.content[0]!.covgId}`)).json()) as {
      records: Array<{ covId: number }>;
    };
    const covId = detail.records[0]!.covId;

    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin'));
    await page.getByRole('tab', { name: 'Enrollment Due Date Import' }).click();
    await waitForHashPath(page, '/admin/enrollmentDueDate');
    await page.getByRole('heading', { level: 2, name: 'Enrollment Due Date Import' }).waitFor();
    await scanA11y(page);

    const choose = async (lines: string[]) => {
      await page.locator('input[type=file][aria-label="Enrollment due date file"]').setInputFiles({
        name: 'due-dates.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
      });
      await page.getByText('due-dates.csv').waitFor();
    };
    await choose(['cov id,date', `${covId},2026-01-15`]);
    await page.getByRole('button', { name: 'Import Due Dates' }).click();
    const refused = page.getByRole('alert').filter({ hasText: INVALID_FILE });
    await refused.waitFor();
    await refused.getByText('Line 2: Date must be a date in MM/DD/YYYY format').waitFor();
    await scanA11y(page);

    await choose(['cov id,date', `${covId},01/15/2026`]);
    await page.getByRole('button', { name: 'Import Due Dates' }).click();
    const success = page.getByRole('alert').filter({ hasText: 'Enrollment due dates were set for 1 COV.' });
    await success.waitFor();
    await scanA11y(page);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await success.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Import Due Dates' }).waitFor();
    await scanA11y(page);
  });
});
