import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildChecklistItem } from '../apps/server/src/db/seed/factories';
import { usDate } from '../packages/shared/src/platform/us-date';
import { useDemoDb } from './support/demo-db';
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
const db = useDemoDb();

interface Notification {
  id: number;
  kind: string;
  seen: boolean;
  dismissStatus: string | null;
}

async function notifications(page: Page): Promise<Notification[]> {
  const response = await page.request.get(`${baseUrl()}/services/usernotifications`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Notification[];
}

const NOT_APPROVED = 'Your renewal payment for VendorProof Engage, Harborview Medical Center was not approved.';
const UNABLE =
  /^We were unable to process your Employee Monitoring renewal of \$25\.00\. Please update your payment method; we will try again on \d{2}\/\d{2}\/\d{4}\.$/;

/**
 * Gives demo-vendor the two unseen payment notifications of the demo again, as the renewal job raises them.
 * Written afresh rather than reset: earlier journeys' dashboards dismiss them, and a payment or a new
 * method in any journey as demo-vendor removes them (they are settled).
 */
async function freshPaymentNotifications(): Promise<void> {
  const { vendor_id: vendorId } = await db
    .selectFrom('users')
    .select('vendor_id')
    .where('username', '=', 'demo-vendor')
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('user_notifications')
      .where('vendor_id', '=', vendorId!)
      .where('kind', 'in', ['PAYMENT_NOT_APPROVED', 'PAYMENT_UNABLE_TO_PROCESS'])
      .execute();
    await trx
      .insertInto('user_notifications')
      .values([
        { vendor_id: vendorId!, notification_type: 'ERROR', kind: 'PAYMENT_NOT_APPROVED', notification_text: NOT_APPROVED },
        {
          vendor_id: vendorId!,
          notification_type: 'WARNING',
          kind: 'PAYMENT_UNABLE_TO_PROCESS',
          notification_text: `We were unable to process your Employee Monitoring renewal of $25.00. Please update your payment method; we will try again on ${usDate(new Date(Date.now() + 2 * 86_400_000))}.`,
        },
      ])
      .execute();
  });
}

describe('the vendor dashboard', () => {
  it('lists at most 4 customers and to-dos, each card linking to the rest', async () => {
    // A fifth open to-do of its own, due last, so the card has more than it shows whatever earlier journeys
    // completed of the demo vendor's to-dos; removed again once the test ends.
    const vendor = await db.selectFrom('users').select('vendor_id').where('username', '=', 'demo-vendor').executeTakeFirstOrThrow();
    const lakeside = await db.selectFrom('clients').select('id').where('name', '=', 'Lakeside Memorial Hospital').executeTakeFirstOrThrow();
    const extra = await buildChecklistItem(db, {
      vendorId: vendor.vendor_id!,
      clientId: lakeside.id,
      dueDate: '2099-12-31',
      name: 'Home card extra to-do',
    });
    onTestFinished(async () => {
      await db.deleteFrom('checklist_items').where('id', '=', extra.id).execute();
    });
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
    await waitForHashPath(page, '/todos');
    await page.getByRole('heading', { level: 2, name: 'Lakeside Memorial Hospital' }).waitFor();
    await page.goBack();
    await waitForHashPath(page, '/dashboard');
    await page.getByRole('link', { name: 'View all (1 not shown)' }).click();
    await waitForHashPath(page, '/customers');
    await page.getByRole('heading', { level: 1, name: 'My Customers' }).waitFor();
  });

  it('shows payment notifications once, marking them seen and dismissed', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    // Leave the app before writing the notifications, so nothing the dashboard still has in flight sees them.
    await page.goto('about:blank');
    await freshPaymentNotifications();

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
