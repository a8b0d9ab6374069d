import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
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
  waitForDialogShown,
  waitForHashPath,
} from './support/browser';
import { createEmployee, leiePerson } from './support/leie-people';

const browser = useBrowser();

/** The query of the hash route as key=value pairs (the order the app writes them in does not matter). */
function hashQuery(page: Page): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? ''));
}

/** Opens Alert Review with alerts of every status listed; answers the first alert's Review button. */
async function openAlertQueueOfAnyStatus(page: Page) {
  await page.goto(appUrl('/admin/alerts'));
  await page.getByRole('heading', { level: 2, name: 'Alert Review' }).waitFor();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Any status' }).click();
  const review = page.getByRole('button', { name: /^Review alert \d+$/ }).first();
  await review.waitFor();
  return review;
}
const LEIE = 'OIG LEIE (List of Excluded Individuals/Entities)';
const SAM_SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/screening/data/sam/sam_exclusions_sample.csv');

describe('admin screening console (issue 18)', () => {
  it('filters the queue to answered alerts, clears one with a note, and lists the demo snapshots', async () => {
    // A vendor's new employee matches the LEIE; the vendor answers "not the same person" through the API.
    const vendor = await openPage(browser());
    await loginAndWaitForHome(vendor.page, 'demo-vendor', '/dashboard');
    const { employeeId } = await createEmployee(vendor.page, leiePerson(14));
    const admin = await openPage(browser());
    const { page } = admin;
    await loginAsAdmin(page);
    let alertId: number | undefined;
    await expect
      .poll(
        async () => {
          const queue = await page.request.get(`${baseUrl()}/services/admin/screening/alerts?status=OPEN&sourceId=leie&size=200`);
          const alerts = ((await queue.json()) as { content: Array<{ id: number; subjectId: number; subjectType: string }> }).content;
          alertId = alerts.find((alert) => alert.subjectType === 'EMPLOYEE' && alert.subjectId === employeeId)?.id;
          return alertId;
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBeDefined();
    const vendorXsrf = (await vendor.context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const answered = await vendor.page.request.post(`${baseUrl()}/services/employees/${employeeId}/alerts/${alertId}/response`, {
      data: { answer: 'NOT_SAME_PERSON', reason: 'OTHER_DOB', note: 'Born twelve years later.' },
      headers: { 'X-XSRF-TOKEN': vendorXsrf },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    await vendor.context.close();

    // The admin filters the queue to answered LEIE alerts and opens this one.
    await page.goto(appUrl('/admin'));
    await page.getByRole('tab', { name: 'Alert Review' }).click();
    await waitForHashPath(page, '/admin/alerts');
    await page.getByRole('heading', { level: 2, name: 'Alert Review' }).waitFor();
    await page.getByRole('link', { name: 'To Old Admin' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Any status' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Vendor answered: waiting for review' }).click();
    await page.getByRole('combobox', { name: 'List' }).click();
    await page.getByRole('option', { name: LEIE }).click();
    const review = page.getByRole('button', { name: `Review alert ${alertId}`, exact: true });
    await review.waitFor();
    await page.getByRole('table', { name: 'Alerts' }).getByRole('progressbar').waitFor({ state: 'detached' });
    await scanA11y(page);
    await review.click();

    const dialog = page.getByRole('dialog');
    await waitForDialogShown(dialog);
    await dialog.getByRole('alert').filter({ hasText: 'Vendor answered: waiting for review' }).waitFor();
    await dialog.getByRole('table', { name: 'Evidence' }).getByRole('row').nth(1).waitFor();
    const answer = dialog.getByRole('region', { name: "Vendor's answer" });
    await answer.getByText('Different date of birth').waitFor();
    await answer.getByText('Born twelve years later.').waitFor();
    await dialog.getByRole('list', { name: 'History' }).getByRole('listitem').first().waitFor();
    await scanA11y(page);

    // A decision needs a note; with one, the alert is cleared and leaves the queue.
    await dialog.getByRole('button', { name: 'Clear: not the same person' }).click();
    await dialog.getByText('A note is required for a decision').waitFor();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Date of birth differs by twelve years.');
    const saved = page.waitForResponse(
      (response) => response.url().includes(`/services/admin/screening/alerts/${alertId}`) && response.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Clear: not the same person' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('alert')
      .filter({ hasText: `Alert ${alertId} cleared` })
      .waitFor();
    await review.waitFor({ state: 'detached' });
    await scanA11y(page);

    // The lists tab shows each list with the snapshot in force and the demo's imported snapshots.
    await page.getByRole('tab', { name: 'Exclusion Lists' }).click();
    await waitForHashPath(page, '/admin/lists');
    await page.getByRole('heading', { level: 2, name: 'Exclusion Lists' }).waitFor();
    const leie = page.getByRole('list', { name: 'Federal lists' }).getByRole('listitem', { name: LEIE });
    await leie.getByText(/^Snapshot .+, imported /).waitFor();
    const snapshots = page.getByRole('table', { name: 'Snapshots' });
    await snapshots.getByRole('row').filter({ hasText: 'ACTIVE' }).first().waitFor();
    await snapshots.getByRole('row').filter({ hasText: 'sdn.csv' }).first().waitFor();
    await scanA11y(page);

    // Uploading a file the list already has imports nothing (the demo's SAM sample: a duplicate).
    await page.getByRole('combobox', { name: 'List', exact: true }).click();
    await page.getByRole('option', { name: 'SAM.gov Exclusions' }).click();
    await page.locator('input[type=file][aria-label="List file"]').setInputFiles(SAM_SAMPLE);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'This file was imported before: nothing changed.' }).waitFor();
    await snapshots.getByRole('row').filter({ hasText: 'DUPLICATE' }).first().waitFor();
    await scanA11y(page);
    await page.getByRole('button', { name: `Edit the daily download of ${LEIE}` }).click();
    const settings = page.getByRole('dialog', { name: `Daily download of ${LEIE}` });
    await waitForDialogShown(settings);
    expect(await settings.getByRole('textbox', { name: 'Download URL' }).inputValue()).toMatch(/^https:\/\/oig\.hhs\.gov\//);
    await scanA11y(page);
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await settings.waitFor({ state: 'detached' });
  });

  it('keeps the open alert in the address: a reload and a copied address open it, Back and Close close it', async () => {
    const { context, page } = await openPage(browser());
    await loginAsAdmin(page);
    const review = await openAlertQueueOfAnyStatus(page);
    const alertId = (await review.getAttribute('aria-label'))!.replace('Review alert ', '');
    await page.getByRole('button', { name: `Review alert ${alertId}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Alert ${alertId}: `) });
    await waitForDialogShown(dialog);
    expect(hashQuery(page)).toEqual({ status: '', alert: alertId });

    await page.reload();
    await waitForDialogShown(dialog);
    await dialog.getByRole('table', { name: 'Evidence' }).waitFor();
    await scanA11y(page);

    // Back closes the alert and leaves the filter as it was.
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(hashQuery(page)).toEqual({ status: '' });
    await page.getByRole('button', { name: `Review alert ${alertId}`, exact: true }).waitFor();
    await page.goForward();
    await waitForDialogShown(dialog);
    // Close goes Back to the queue the alert was opened from, so the queue is not twice in history.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(hashQuery(page)).toEqual({ status: '' });
    await scanA11y(page);

    const copy = await context.newPage();
    await copy.goto(appUrl(`/admin/alerts?status=&alert=${alertId}`));
    const copied = copy.getByRole('dialog', { name: new RegExp(`^Alert ${alertId}: `) });
    await waitForDialogShown(copied);
    await scanA11y(copy);
    await copied.getByRole('button', { name: 'Close' }).click();
    await copied.waitFor({ state: 'detached' });
    expect(hashQuery(copy)).toEqual({ status: '' });
    await copy.getByRole('button', { name: `Review alert ${alertId}`, exact: true }).waitFor();
    await copy.close();
  });

  it('is usable 390 px wide: the queue, an alert and the lists', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAsAdmin(page);
    const fits = async () => expect(await fitsWidth(page)).toBe(true);
    const review = await openAlertQueueOfAnyStatus(page);
    await fits();
    await scanA11y(page);
    await review.click();
    const dialog = page.getByRole('dialog');
    await waitForDialogShown(dialog);
    await dialog.getByRole('table', { name: 'Evidence' }).waitFor();
    await fits();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(appUrl('/admin/lists'));
    await page.getByRole('table', { name: 'Snapshots' }).getByRole('row').nth(1).waitFor();
    await fits();
    await scanA11y(page);
  });
});
