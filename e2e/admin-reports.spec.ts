import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  appUrl,
  fitsWidth,
  loginAsAdmin,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForDialogShown,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();
/** Generation runs in the app's worker on a shared machine: allowed a minute. */
const GENERATION_TIMEOUT = 60_000;

/** Riverside's client id, as the admin's client picker reads it. */
async function riversideId(page: Page): Promise<number> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/services/current-client/options?text=Riverside%20Health');
    return (await response.json()) as { options: Array<{ id: number; name: string }> };
  });
  const riverside = answer.options.find((option) => option.name.startsWith('Riverside Health System'));
  expect(riverside).toBeDefined();
  return riverside!.id;
}

/** The CSV of a finished report's Download link, read from the browser's download. */
async function downloadedCsv(page: Page, reportId: number): Promise<{ filename: string; lines: string[] }> {
  const link = page.getByRole('link', { name: new RegExp(`\\(report ${reportId}\\)$`) });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  return { filename: download.suggestedFilename(), lines };
}

describe('admin hub: generated reports (spec 002 §2 Reports, §3, §4)', () => {
  it('generates reports with and without parameters and downloads each once the table has refreshed itself', async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin/reports'));
    await page.getByRole('heading', { level: 2, name: 'Reports' }).waitFor();
    await page.getByRole('tab', { name: 'Reports', selected: true }).waitFor();
    await page.getByRole('link', { name: 'To Old Admin' }).waitFor();
    const table = page.getByRole('table', { name: 'Generated reports' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Report Name',
      'Start Time',
      'End Time',
      'Generation Time',
      'User',
      'Parameters',
      'Status',
      'Download',
    ]);
    await scanA11y(page);

    // Nothing chosen yet (spec 002 §8).
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByText('No report selected').waitFor();

    // A report without parameters starts at once. The table's first read after it (the newest row) is
    // answered as still generating, so only the table's own refresh can show it done.
    let held = false;
    await page.route('**/services/asyncReports', async (route) => {
      if (route.request().method() !== 'GET' || held) return route.fallback();
      held = true;
      const response = await route.fetch();
      const body = (await response.json()) as { content: Array<Record<string, unknown>> };
      const [newest, ...rest] = body.content;
      const generating = { ...newest, generationStatus: 'GENERATING', reportFileLink: null, reportFileId: null, endTime: null };
      return route.fulfill({ response, json: { content: [generating, ...rest] } });
    });
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Salesforce Invoice Export' }).click();
    const salesforceAsked = page.waitForResponse(
      (response) => response.url().endsWith('/services/asyncReports') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const salesforce = (await (await salesforceAsked).json()) as { id: number };
    await page.getByText("Generating 'Salesforce Invoice Export'. The table below will update when the report is done.").waitFor();
    const salesforceRow = table.getByRole('row').nth(1);
    await salesforceRow.getByText('Generating', { exact: true }).waitFor();
    expect(held).toBe(true);
    await scanA11y(page);

    // A report with parameters asks for them first; an unknown client is refused on its field.
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Vendor Export One Organization' }).click();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vendor Export One Organization' });
    await waitForDialogShown(dialog);
    const clientId = dialog.getByRole('textbox', { name: 'Client ID' });
    await dialog.getByText("The client's ID. Type an ID or a client's name: the matching client and its ID show here.").waitFor();
    // A name finds the client's ID; an ID names its client, or says no client has it.
    await clientId.fill('Riverside');
    await dialog.getByText(/^Matching clients: .*Riverside Health System \(ID \d+\)/).waitFor();
    await clientId.fill('999999999');
    await dialog.getByText('No client has ID 999999999.').waitFor();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByText('No client has this ID').waitFor();
    await scanA11y(page);
    const riverside = await riversideId(page);
    await clientId.fill(String(riverside));
    // The server's error goes as soon as the field changes.
    await dialog.getByText(`Client ${riverside}: Riverside Health System`).waitFor();
    expect(await dialog.getByText('No client has this ID').count()).toBe(0);
    const exportAsked = page.waitForResponse(
      (response) => response.url().endsWith('/services/asyncReports') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const exported = (await (await exportAsked).json()) as { id: number };
    await dialog.waitFor({ state: 'detached' });

    // The table refreshes by itself (every 5 s while a report is not done) until both are Done.
    for (const id of [salesforce.id, exported.id]) {
      await page.getByRole('link', { name: new RegExp(`\\(report ${id}\\)$`) }).waitFor({ timeout: GENERATION_TIMEOUT });
    }
    const exportRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`\\(report ${exported.id}\\)$`) }) });
    await exportRow.getByText('Done').waitFor();
    await exportRow.getByText(`Client ID: ${riverside}`).waitFor();
    await exportRow.getByText('demo-admin').waitFor();
    await scanA11y(page);

    const invoices = await downloadedCsv(page, salesforce.id);
    expect(invoices.filename).toMatch(/^Salesforce Invoice Export \d{4}-\d{2}-\d{2}\.csv$/);
    expect(invoices.lines[0]).toBe(
      'Invoice ID,Invoice Number,Invoice Date,Payment Date,Payment Due Date,Payment Status,Payment Amount,Include in Annual Spend,Vendor Number,COV ID,Account Name,COVG ID,PTID,Client ID,Facility',
    );
    expect(invoices.lines.length).toBeGreaterThan(1);
    const vendors = await downloadedCsv(page, exported.id);
    expect(vendors.filename).toMatch(new RegExp(`^Vendor Export One Organization client ${riverside} \\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(vendors.lines[0]).toMatch(/^COVG ID,Preferred Name,Signup Codes,/);
    expect(vendors.lines.length).toBeGreaterThan(1);

    // The billing report's dialog opens on its defaults: client 136 only where it exists (not in the demo), and the previous month.
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Vendor Names for Billing' }).click();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const billing = page.getByRole('dialog', { name: 'Vendor Names for Billing' });
    await waitForDialogShown(billing);
    await billing.getByText("The client's ID. Type an ID or a client's name: the matching client and its ID show here.").waitFor();
    expect(await billing.getByRole('textbox', { name: 'Client ID' }).inputValue()).toBe('');
    const start = await billing.getByLabel('Start date').inputValue();
    const end = await billing.getByLabel('End date').inputValue();
    const today = new Date();
    const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    expect(start).toBe(`${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, '0')}-01`);
    expect(new Date(`${end}T00:00:00`).getDate()).toBe(new Date(today.getFullYear(), today.getMonth(), 0).getDate());
    await scanA11y(page);
    await billing.getByRole('button', { name: 'Cancel' }).click();
    await billing.waitFor({ state: 'detached' });

    // A report that failed says why in a tooltip on its status (spec 002 §4), reachable by keyboard.
    const failedRoute = '**/services/asyncReports';
    await page.unroute(failedRoute);
    await page.route(failedRoute, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { content: Array<Record<string, unknown>> };
      const failed = {
        generationStatus: 'ERROR',
        reportFileLink: null,
        reportFileId: null,
        notes: 'The report could not be generated: disk full',
      };
      return route.fulfill({
        response,
        json: { content: body.content.map((row) => (row.id === salesforce.id ? { ...row, ...failed } : row)) },
      });
    });
    await page.reload();
    const errorChip = table.locator('[tabindex="0"]', { hasText: /^Error$/ });
    await errorChip.waitFor();
    // Reached by the keyboard (a tooltip opens on keyboard focus, not on a script's focus()).
    await errorChip.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => errorChip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('tooltip').filter({ hasText: 'The report could not be generated: disk full' }).waitFor();
    await scanA11y(page);
    await page.unroute(failedRoute);
    await page.reload();
    await table.getByRole('link', { name: new RegExp(`\\(report ${salesforce.id}\\)$`) }).waitFor();

    // Usable on a phone: nothing runs off the side at 390 px, the name, status and download stay.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await page.getByRole('link', { name: new RegExp(`\\(report ${exported.id}\\)$`) }).waitFor();
    await scanA11y(page);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('link', { name: 'To Old Admin' }).click();
    await waitForHashPath(page, '/admin');
  });
});
