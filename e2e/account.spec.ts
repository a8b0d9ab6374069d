import { readFile } from 'node:fs/promises';
import { renderPdfPages } from '../apps/server/src/testing/pdf-tools';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  loginAndWaitForHome,
  openPage,
  scanA11y,
  useBrowser,
  waitForHashPath,
  transitionsDone,
  waitForDialogShown,
} from './support/browser';

const browser = useBrowser();

describe('the account page', () => {
  it('shows a vendor the eight tabs, the hash naming the open one', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await waitForHashPath(page, '/account');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Account' });
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual([
      'Company',
      'Owners',
      'Payment',
      'Users',
      'Marketplace',
      'W-9',
      'Subscriptions',
      'API access',
    ]);
    await page.getByRole('heading', { level: 2, name: 'Company' }).waitFor();
    await page.getByRole('form', { name: 'Company profile' }).getByRole('textbox', { name: 'Business Name' }).waitFor();
    await transitionsDone(page);
    await scanA11y(page);

    await tabs.getByRole('tab', { name: 'Subscriptions' }).click();
    await page.waitForURL((url) => url.hash === '#/account#subscriptions');
    await page.getByRole('heading', { level: 2, name: 'Subscription Management' }).waitFor();
    await tabs.getByRole('tab', { name: 'W-9' }).click();
    await page.waitForURL((url) => url.hash === '#/account#w9');
    await page.getByRole('heading', { level: 2, name: 'W-9' }).waitFor();
  });

  it('shows a client user the Client Users, Notifications and API access tabs', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/account'));
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(await page.getByRole('tablist', { name: 'Account' }).getByRole('tab').allInnerTexts()).toEqual([
      'Users',
      'Notifications',
      'API access',
    ]);
    await page.getByRole('heading', { level: 2, name: 'Client Users' }).waitFor();
    // Add User is enabled once the users have loaded; scanning before that could catch its colour mid-change.
    await expect.poll(() => page.getByRole('button', { name: 'Add User' }).isEnabled()).toBe(true);
    await transitionsDone(page);
    await scanA11y(page);
  });

  it('lets a client user turn their weekly e-mail digest off and on, saying what happened', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/account#notifications'));
    await page.getByRole('heading', { level: 2, name: 'E-mail Notifications' }).waitFor();
    const digest = page.getByRole('switch', { name: 'Weekly e-mail digest' });
    await expect.poll(() => digest.isChecked()).toBe(true);
    await digest.click();
    await page.getByText('Weekly e-mail digest turned off. You will no longer receive it.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Weekly e-mail digest' }).isChecked()).toBe(false);
    await page.getByRole('switch', { name: 'Weekly e-mail digest' }).click();
    await page.getByText('Weekly e-mail digest turned on. The next one comes on Monday.').waitFor();
    await transitionsDone(page);
    await scanA11y(page);
  });
});

describe('Payment & Invoices', () => {
  it('loads the history a page at a time and downloads a receipt of a successful payment', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/account#payment'));
    await page.getByRole('heading', { level: 2, name: 'Payment & Invoices' }).waitFor();
    const table = page.getByRole('table', { name: 'Payment history' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Status',
      'Amount',
      'Date',
      'Subscription Type',
      'Client Name',
      'Receipt',
    ]);
    await page.getByText('Payment method on file: Visa ending in 1111').waitFor();

    const count = page.getByText(/^Showing \d+ of \d+$/);
    await count.waitFor();
    const total = Number(/of (\d+)$/.exec(await count.innerText())?.[1]);
    expect(total).toBeGreaterThan(10);
    expect(await count.innerText()).toBe(`Showing 10 of ${total}`);
    expect(await table.getByRole('row').count()).toBe(11);
    await transitionsDone(page);
    await scanA11y(page);

    await page.getByRole('button', { name: 'Load More' }).click();
    await page.getByText(`Showing ${Math.min(20, total)} of ${total}`).waitFor();
    expect(await table.getByRole('row').count()).toBe(Math.min(20, total) + 1);
    const statuses = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(new Set(statuses)).toEqual(new Set(['Success', 'Failed']));
    // Only successful payments offer a receipt.
    for (const status of ['Failed']) {
      expect(await table.getByRole('row').filter({ hasText: status }).getByRole('button').count()).toBe(0);
    }

    // A payment for a client's subscription names the client: the oldest, Harborview's VendorProof Engage.
    for (let shown = Math.min(20, total); shown < total; shown = Math.min(shown + 10, total)) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await page.getByText(`Showing ${Math.min(shown + 10, total)} of ${total}`).waitFor();
    }
    const engageRow = table.getByRole('row').filter({ hasText: 'VendorProof Engage, Harborview Medical Center' });
    expect(await engageRow.getByRole('cell').nth(4).innerText()).toBe('Harborview Medical Center');

    const paidRow = table.getByRole('row').filter({ hasText: 'Success' }).first();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      paidRow.getByRole('button', { name: /^Download receipt for the \$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^VendorProof receipt \d{4}-\d{2}-\d{2} #\d+\.pdf$/);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(renderPdfPages(bytes)).toHaveLength(1);
  });

  it('opens the payment dialog to view the method on file', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/account#payment'));
    await page.getByRole('button', { name: 'View or Edit Payment Method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Payment Method' });
    await waitForDialogShown(dialog);
    const useSaved = dialog.getByRole('radio', { name: 'Use Visa ending in 1111' });
    await expect.poll(() => useSaved.isChecked()).toBe(true);
    await transitionsDone(page);
    await scanA11y(page);

    // Choosing a new card shows its form at once: nothing is replaced before a card was entered.
    await dialog.getByRole('radio', { name: 'New Credit Card' }).click();
    const cardForm = dialog.getByRole('form', { name: 'Credit card' });
    await cardForm.waitFor();
    const confirm = page.getByRole('dialog', { name: 'Change Payment Method' });
    expect(await confirm.count()).toBe(0);
    await transitionsDone(page);
    await scanA11y(page);

    // Saving the entered card asks first; Cancel keeps the method on file and the card typed in.
    await cardForm.getByRole('textbox', { name: 'Cardholder Name' }).fill('Vera Vendor');
    await cardForm.getByRole('textbox', { name: 'Card Number' }).fill('4111111111111111');
    await cardForm.getByRole('textbox', { name: 'Expiration Date' }).fill('12/39');
    await cardForm.getByRole('textbox', { name: 'CVV' }).fill('123');
    await cardForm.getByRole('textbox', { name: 'Billing Zip Code' }).fill('33601');
    await cardForm.getByRole('textbox', { name: 'Billing Zip Code' }).blur();
    await cardForm.getByRole('button', { name: 'Save Card' }).click();
    await waitForDialogShown(confirm);
    await transitionsDone(page);
    await scanA11y(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await cardForm.getByRole('textbox', { name: 'Cardholder Name' }).inputValue()).toBe('Vera Vendor');

    // Going back to the card on file needs no confirmation either.
    await useSaved.click();
    await expect.poll(() => cardForm.count()).toBe(0);
    expect(await confirm.count()).toBe(0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Payment method on file: Visa ending in 1111').waitFor();
  });
});
