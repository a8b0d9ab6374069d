import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

/** The pagination's range, e.g. "11–20 of 312". */
const PAGE_RANGE = /^\d[\d,]*–[\d,]+ of [\d,]+$/;

/** The query of the hash route, as sorted key=value pairs (the order the app writes them in does not matter). */
function hashQuery(page: Page): Record<string, string> {
  const query = new URL(page.url()).hash.split('?')[1] ?? '';
  return Object.fromEntries(new URLSearchParams(query));
}

/** A copied address pasted into another tab of the same signed-in browser. */
async function openCopy(context: BrowserContext, url: string): Promise<Page> {
  const copy = await context.newPage();
  await copy.goto(url);
  return copy;
}

/** The pointer moved off the pager, so its button's tooltip (outside the landmarks) has gone before a scan. */
async function pointerAway(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
}

/** FDR_AUDIT_TAB on for this context only (as in audit.spec.ts): the flags the web client reads get it added. */
async function withAuditTab(context: BrowserContext): Promise<void> {
  await context.route('**/services/feature-flags', async (route) => {
    const response = await route.fetch();
    const flags = ((await response.json()) as { feature: string; enabled: boolean }[]).filter((flag) => flag.feature !== 'FDR_AUDIT_TAB');
    await route.fulfill({ response, json: [...flags, { feature: 'FDR_AUDIT_TAB', enabled: true }] });
  });
}

describe('lists keep their filters and page in the address (issue 20)', () => {
  it('keeps the roster status filter, page size and page through a reload, Back and a copied address', async () => {
    const { context, page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/employees'));
    const table = page.getByRole('table', { name: 'Employees' });
    await table.getByRole('row').nth(1).waitFor();
    const range = page.getByText(PAGE_RANGE);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Compliant', exact: true }).click();
    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect.poll(() => range.innerText()).toMatch(/^1–10 of \d+$/);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => range.innerText()).toMatch(/^11–20 of \d+$/);
    expect(hashQuery(page)).toEqual({ status: 'COMPLIANT', size: '10', page: '1' });
    await pointerAway(page);
    await scanA11y(page);

    await page.reload();
    await expect.poll(() => range.innerText()).toMatch(/^11–20 of \d+$/);
    expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Compliant');

    const copy = await openCopy(context, page.url());
    await expect.poll(() => copy.getByText(PAGE_RANGE).innerText()).toBe(await range.innerText());
    expect(await copy.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Compliant');
    await scanA11y(copy);
    await copy.close();

    // Back goes to the page before, with the filter and page size kept.
    await page.goBack();
    await expect.poll(() => range.innerText()).toMatch(/^1–10 of \d+$/);
    expect(hashQuery(page)).toEqual({ status: 'COMPLIANT', size: '10' });
    await pointerAway(page);
    await scanA11y(page);
  });

  it('keeps the waiver filters through a reload; typing replaces the entry, so one Back leaves the filtered list', async () => {
    const { context, page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/client-waivers'));
    await waitForHashPath(page, '/client-waivers');
    const table = page.getByRole('table', { name: 'Payment waiver requests' });
    await table.getByRole('row').filter({ hasText: 'Keystone Lab Supply' }).waitFor();

    await page.getByRole('combobox', { name: 'Payment Status' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.getByRole('textbox', { name: 'Vendor name' }).pressSequentially('Keystone');
    await expect.poll(() => hashQuery(page)).toEqual({ status: 'ALL', vendorName: 'Keystone' });
    await expect.poll(() => table.locator('tbody tr').filter({ hasNotText: 'Keystone Lab Supply' }).count()).toBe(0);
    await scanA11y(page);

    await page.reload();
    await table.getByRole('row').filter({ hasText: 'Keystone Lab Supply' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Vendor name' }).inputValue()).toBe('Keystone');
    expect(await page.getByRole('combobox', { name: 'Payment Status' }).innerText()).toBe('All');

    const copy = await openCopy(context, page.url());
    await copy
      .getByRole('table', { name: 'Payment waiver requests' })
      .getByRole('row')
      .filter({ hasText: 'Keystone Lab Supply' })
      .waitFor();
    expect(await copy.getByRole('textbox', { name: 'Vendor name' }).inputValue()).toBe('Keystone');
    await scanA11y(copy);
    await copy.close();

    // The search replaced the entry the status choice made: one Back is the list as first opened.
    await page.goBack();
    await waitForHashPath(page, '/client-waivers');
    await expect.poll(() => hashQuery(page)).toEqual({});
    await expect.poll(() => page.getByRole('combobox', { name: 'Payment Status' }).innerText()).toBe('Pending');
    expect(await page.getByRole('textbox', { name: 'Vendor name' }).inputValue()).toBe('');
    await scanA11y(page);
  });

  it('opens the audit with the range and subject type of a copied address, and Back drops the filter', async () => {
    const { context, page } = await openPage(browser());
    await withAuditTab(context);
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/audit'));
    const table = page.getByRole('table', { name: 'Monitoring evidence' });
    await table.waitFor();

    await page.getByRole('combobox', { name: 'Subject type' }).click();
    await page.getByRole('option', { name: 'Employee', exact: true }).click();
    await page.getByLabel('From').fill('2024-01-01');
    await expect.poll(() => hashQuery(page)).toEqual({ subjectType: 'EMPLOYEE', from: '2024-01-01' });
    const types = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await expect.poll(async () => new Set(await types())).toEqual(new Set(['Employee']));
    await scanA11y(page);

    await page.reload();
    await table.waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe('2024-01-01');
    expect(await page.getByRole('combobox', { name: 'Subject type' }).innerText()).toBe('Employee');

    const copy = await openCopy(context, page.url());
    const copied = copy.getByRole('table', { name: 'Monitoring evidence' });
    await copied.waitFor();
    expect(await copy.getByLabel('From').inputValue()).toBe('2024-01-01');
    expect(new Set(await copied.locator('tbody tr td:nth-child(2)').allInnerTexts())).toEqual(new Set(['Employee']));
    await scanA11y(copy);
    await copy.close();

    // The day typed replaced the entry the subject type choice made: Back is the audit as first opened.
    await page.goBack();
    await expect.poll(() => hashQuery(page)).toEqual({});
    await expect.poll(() => page.getByLabel('From').inputValue()).not.toBe('2024-01-01');
    expect(await page.getByRole('combobox', { name: 'Subject type' }).innerText()).not.toContain('Employee');
    await scanA11y(page);
  });
});
