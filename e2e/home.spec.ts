import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  baseUrl,
  currentHashPath,
  loginAndWaitForHome,
  openPage,
  scanA11y,
  useBrowser,
  waitForHashPath,
  waitForDialogShown,
} from './support/browser';

const browser = useBrowser();

interface Notification {
  id: number;
  kind: string;
  seen: boolean;
  dismissStatus: string | null;
}

async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': xsrf };
}

async function notifications(page: Page): Promise<Notification[]> {
  const response = await page.request.get(`${baseUrl()}/services/usernotifications`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Notification[];
}

/** Puts the demo payment notifications back to unseen (earlier journeys' dashboards dismissed them). */
async function resetPaymentNotifications(page: Page): Promise<void> {
  for (const notification of await notifications(page)) {
    const response = await page.request.put(`${baseUrl()}/services/usernotifications/${notification.id}`, {
      data: { seen: false, dismissStatus: null },
      headers: await xsrfHeader(page),
    });
    expect(response.status()).toBe(200);
  }
}

const NOT_APPROVED = 'Your renewal payment for VendorProof Engage, Harborview Medical Center was not approved.';
const UNABLE =
  /^We were unable to process your Employee Monitoring renewal of \$25\.00\. Please update your payment method; we will try again on \d{4}-\d{2}-\d{2}\.$/;

describe('the vendor dashboard', () => {
  it('lists at most 4 customers and to-dos, each card linking to the rest', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const customers = page.getByRole('list', { name: 'Customers' });
    const todos = page.getByRole('list', { name: 'To-Dos' });
    await customers.getByRole('listitem').first().waitFor();
    await todos.getByRole('listitem').first().waitFor();
    await scanA11y(page);

    // Acme has 5 customers: 4 shown, one left for My Customers.
    expect(await customers.getByRole('listitem').count()).toBe(4);
    const customerTexts = await customers.getByRole('listitem').allInnerTexts();
    expect(customerTexts).toContain('Riverside Health System\nCompliant');
    // Summit's enrolment is unfinished: no arrow to its detail, and the banner offers to finish it.
    expect(await page.getByRole('link', { name: 'Open Summit Orthopedics' }).count()).toBe(0);
    await page.getByText('Your enrollment with Summit Orthopedics is not complete yet.').waitFor();
    expect(await page.getByRole('link', { name: 'Complete Enrollment' }).getAttribute('href')).toBe('#/vendor-signup/signupCode/SUMMIT26');
    await page
      .getByRole('button', { name: 'Connect New SignupID' })
      .or(page.getByRole('link', { name: 'Connect New SignupID' }))
      .waitFor();

    // More than 4 open to-dos: soonest first, the overdue one due NOW, each 'For {client}'.
    expect(await todos.getByRole('listitem').count()).toBe(4);
    const first = todos.getByRole('listitem').first();
    expect(await first.innerText()).toContain('For Lakeside Memorial Hospital');
    expect(await first.innerText()).toContain('NOW');
    expect((await todos.getByRole('listitem').allInnerTexts()).join('\n')).toMatch(/DUE \d{2}\/\d{2}\/\d{4}/);
    expect(await page.getByRole('link', { name: /^View all \(\d+ not shown\)$/ }).innerText()).toBe('View all (1 not shown)');

    await page.getByRole('link', { name: 'All To-Dos by customer' }).click();
    await waitForHashPath(page, '/customers');
    await page.goBack();
    await waitForHashPath(page, '/dashboard');
    await page.getByRole('link', { name: 'View all (1 not shown)' }).click();
    await waitForHashPath(page, '/customers');
    await page.getByRole('heading', { level: 1, name: 'My Customers' }).waitFor();
  });

  it('shows payment notifications once, marking them seen and dismissed', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    // The dashboard just shown marks its notifications dismissed; let those writes land, then leave the
    // app so nothing it still has in flight can dismiss them again after the reset.
    await expect.poll(async () => (await notifications(page)).every((n) => n.seen && n.dismissStatus === 'DISMISSED')).toBe(true);
    await page.goto('about:blank');
    await resetPaymentNotifications(page);

    await page.goto(appUrl('/dashboard'));
    const section = page.getByRole('region', { name: 'Payment notifications' });
    await section.getByText(NOT_APPROVED).waitFor();
    await section.getByText(UNABLE).waitFor();
    await scanA11y(page);
    await expect.poll(async () => (await notifications(page)).every((n) => n.seen && n.dismissStatus === 'DISMISSED')).toBe(true);

    // Make Payment Now goes to the account's subscriptions.
    await section.getByRole('button', { name: 'Make Payment Now' }).click();
    await page.waitForURL((url) => url.hash === '#/account#subscriptions');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

    // Back on the dashboard the dismissed 'not approved' notification is gone; 'unable to process' stays.
    await page.goBack();
    await waitForHashPath(page, '/dashboard');
    await section.getByText(UNABLE).waitFor();
    await expect.poll(() => page.getByText(NOT_APPROVED).count()).toBe(0);

    // Update Payment Now opens the payment dialog; when it closes the list reloads.
    await section.getByRole('button', { name: 'Update Payment Now' }).click();
    const dialog = page.getByRole('dialog');
    await waitForDialogShown(dialog);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(currentHashPath(page)).toBe('/dashboard');
  });
});
