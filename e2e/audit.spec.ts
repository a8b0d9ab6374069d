import type { BrowserContext } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { renderPdfPages } from '../apps/server/src/testing/pdf-tools';
import { describe, expect, it } from 'vitest';
import { loginAndWaitForHome, menuLabels, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';
import { downloaded } from './support/downloads';

const browser = useBrowser();

/**
 * FDR_AUDIT_TAB on for this browser context only: the server has no API to change flags, so the web
 * client's GET /services/feature-flags is answered with the server's list plus the flag on. Other specs
 * (which may share the server) are unaffected; the context is closed when the test ends.
 */
async function withAuditTab(context: BrowserContext): Promise<void> {
  await context.route('**/services/feature-flags', async (route) => {
    const response = await route.fetch();
    const flags = ((await response.json()) as { feature: string; enabled: boolean }[]).filter((flag) => flag.feature !== 'FDR_AUDIT_TAB');
    await route.fulfill({ response, json: [...flags, { feature: 'FDR_AUDIT_TAB', enabled: true }] });
  });
}

describe('Audit (FDR_AUDIT_TAB)', () => {
  it('replaces Reports in the vendor menu, lists the evidence, filters it and exports CSV and PDF', async () => {
    const { context, page } = await openPage(browser());
    await withAuditTab(context);
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const labels = await menuLabels(page);
    expect(labels).toContain('Audit');
    expect(labels).not.toContain('Reports');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
    await waitForHashPath(page, '/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit' }).waitFor();
    const table = page.getByRole('table', { name: 'Monitoring evidence' });
    await table.waitFor();
    const bodyRows = table.locator('tbody tr');
    expect(await bodyRows.count()).toBeGreaterThan(0);
    expect(await table.getByRole('cell', { name: 'Employee', exact: true }).count()).toBeGreaterThan(0);
    await scanA11y(page);

    // The seed screens the demo vendor's employees against the shipped lists: some are flagged.
    const outcomesBefore = (await bodyRows.locator('td:nth-child(5)').allInnerTexts()).map((outcome) => outcome.trim());
    expect(
      outcomesBefore.some((outcome) => outcome !== 'No match'),
      `outcomes: ${outcomesBefore.join(', ')}`,
    ).toBe(true);
    const noMatchBefore = outcomesBefore.filter((outcome) => outcome === 'No match').length;
    expect(noMatchBefore).toBeGreaterThan(0);

    // Filter by outcome: exactly the rows with that outcome are left.
    await page.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'No match' }).click();
    await expect
      .poll(async () => {
        const outcomes = await bodyRows.locator('td:nth-child(5)').allInnerTexts();
        return outcomes.length === noMatchBefore && outcomes.every((outcome) => outcome.trim() === 'No match');
      })
      .toBe(true);
    const shownRows = noMatchBefore;
    await scanA11y(page);

    const csv = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.filename).toMatch(/^Monitoring audit \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.csv$/);
    const records = (parse(csv.bytes, { bom: true, relax_column_count: true }) as string[][]).filter((record) =>
      record.some((cell) => cell !== ''),
    );
    expect(records[0]).toEqual([
      'Subject type',
      'Subject',
      'Monitored since',
      'Lists checked',
      'Outcome',
      'List',
      'Name on list',
      'List record',
      'Alert status',
      'History',
    ]);
    expect(records.length - 1).toBeGreaterThanOrEqual(shownRows);
    for (const record of records.slice(1)) expect(record[4]).toBe('No match');
    const unsafe = records.flat().filter((cell) => /^[=+\-@]/.test(cell));
    expect(unsafe, 'cells a spreadsheet would run as formulas').toEqual([]);

    const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Export PDF' }).click());
    expect(pdf.filename).toMatch(/^Monitoring audit \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(renderPdfPages(pdf.bytes).length).toBeGreaterThanOrEqual(1);
  });

  it('prepares a PDF too large for one request in the background: the explanation, the progress, then the download', async () => {
    const { context, page } = await openPage(browser());
    await withAuditTab(context);
    // The demo vendor has far fewer than 1,000 subjects, so the synchronous PDF's 422 is simulated for this
    // context (its wording is the server's, from the integration test); the export that follows is real.
    const tooLarge =
      'This audit covers 1,200 subjects: its PDF is prepared in the background. Start the export and download it when it is ready.';
    await context.route('**/services/reports/audit/pdf?*', (route) =>
      route.fulfill({ status: 422, json: { error: { code: 'EXPORT_TOO_LARGE', message: tooLarge } } }),
    );
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
    await waitForHashPath(page, '/audit');
    await page.getByRole('table', { name: 'Monitoring evidence' }).waitFor();

    await page.getByRole('button', { name: 'Export PDF' }).click();
    await page.getByText(tooLarge).waitFor();
    await scanA11y(page);
    await page.getByRole('button', { name: 'Start the export' }).click();
    const ready = page.getByRole('button', { name: 'Download PDF' });
    await ready.waitFor({ timeout: 60_000 });
    await page.getByText(/^Monitoring audit \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.pdf is ready \(\d+ subjects\)\.$/).waitFor();
    await scanA11y(page);
    const pdf = await downloaded(page, () => ready.click());
    expect(pdf.filename).toMatch(/^Monitoring audit \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(renderPdfPages(pdf.bytes).length).toBeGreaterThanOrEqual(1);
  });
});
