import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { PlatformSummary } from '../packages/shared/src/platform/platform-summary';
import { buildUser } from '../apps/server/src/db/seed/factories';
import { createDb } from '../apps/server/src/platform/db/database';
import { appUrl, loginAsAdmin, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

/**
 * An admin of the journey's own: it starts with no vendor or client selected, which the demo admin may
 * not (its picks are kept on the user and other journeys make them).
 */
async function createAdmin(): Promise<string> {
  const { db } = createDb(inject('databaseUrl'), { max: 1 });
  try {
    const username = `home-admin-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await buildUser(db, { username, role: 'PT Admin User', firstName: 'Hana', lastName: 'Home' });
    return username;
  } finally {
    await db.destroy();
  }
}

/** The big number on the figure card of this label. */
const figure = async (page: Page, label: string) =>
  (await page.getByRole('article', { name: label, exact: true }).getByRole('paragraph').first().innerText()).trim();

describe('admin home (issue 18)', () => {
  it('asks an admin with no vendor or client selected to pick one, then shows the platform figures on /admin', async () => {
    const { page } = await openPage(browser());
    // Admins land on the hub (issue 33); the vendor side's home is one click away.
    await loginAsAdmin(page, await createAdmin());
    await page.goto(appUrl('/dashboard'));

    // Acting as Vendor User with no vendor: the prompt, not "Error loading your customers".
    await page.getByRole('heading', { level: 2, name: 'Select a vendor to act as' }).waitFor();
    expect(await page.getByText('Error loading your customers').count()).toBe(0);
    // The acting-as bar loads on its own (decision 141): the button focuses its picker once it is there.
    await page.getByRole('combobox', { name: 'Selected Vendor' }).waitFor();
    await page.getByRole('button', { name: 'Choose a vendor' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('selected-vendor');
    await scanA11y(page);

    // Acting as Client User with no client: the same prompt for the client picker.
    await page.getByRole('button', { name: 'Client User' }).click();
    await waitForHashPath(page, '/client/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Select a client to act as' }).waitFor();
    await page.getByRole('button', { name: 'Choose a client' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('selected-client');
    await scanA11y(page);

    // The hub's Overview: the figures the server counted, above the UI-event analytics.
    const answered = page.waitForResponse((response) => response.url().endsWith('/services/admin/platform-summary'));
    await page.goto(appUrl('/admin'));
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    const summary = (await (await answered).json()) as PlatformSummary;
    await page.getByRole('heading', { level: 2, name: 'Platform' }).waitFor();
    const n = (value: number) => value.toLocaleString('en-US');
    expect(await figure(page, 'Vendors')).toBe(n(summary.vendors));
    expect(await figure(page, 'Clients')).toBe(n(summary.clients));
    expect(await figure(page, 'Open alerts')).toBe(n(summary.openAlerts));
    expect(await figure(page, 'Failed renewals')).toBe(n(summary.failedRenewals));
    expect(await figure(page, 'Subjects monitored')).toBe(n(summary.monitoredSubjects.reduce((sum, kind) => sum + kind.count, 0)));
    expect(summary.vendors).toBeGreaterThan(0);
    const employees = summary.monitoredSubjects.find((kind) => kind.subjectType === 'EMPLOYEE')!.count;
    await page
      .getByRole('list', { name: 'Subjects monitored by kind' })
      .getByText(`Employees: ${n(employees)}`)
      .waitFor();
    const lists = page.getByRole('list', { name: 'Exclusion lists' }).getByRole('listitem');
    expect(await lists.count()).toBe(summary.lists.length);
    for (const list of summary.lists) {
      const item = lists.filter({ hasText: list.name });
      await item.waitFor();
      if (list.ageDays === null) await item.getByText('never imported').waitFor();
      else await item.getByText(/\((today|1 day ago|[\d,]+ days ago)\)/).waitFor();
    }
    await page.getByRole('article', { name: 'Failed jobs, last 7 days' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'UI events, last 30 days' }).waitFor();
    await scanA11y(page);
  });
});
