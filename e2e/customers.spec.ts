import { describe, expect, it } from 'vitest';
import { appUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForHashPath, waitForDialogShown } from './support/browser';

const browser = useBrowser();

describe('My Customers', () => {
  it('lists every customer, compliant ones first, with Complete Enrollment for an unfinished enrolment', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/customers'));
    await page.getByRole('heading', { level: 1, name: 'My Customers' }).waitFor();
    const table = page.getByRole('table', { name: 'Customers' });
    await table.getByRole('row', { name: /Riverside Health System/ }).waitFor();
    await scanA11y(page);

    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(6);
    expect(await rows.nth(0).getByRole('columnheader').allInnerTexts()).toEqual([
      'Compliance Status',
      'Customer',
      'Customer Since',
      'Action',
    ]);
    const statuses = await table.locator('tbody tr td:first-child').allInnerTexts();
    const firstNotCompliant = statuses.findIndex((status) => status !== 'Compliant');
    expect(firstNotCompliant).toBeGreaterThan(0);
    expect(statuses.slice(0, firstNotCompliant).every((status) => status === 'Compliant')).toBe(true);
    expect(statuses.slice(firstNotCompliant).every((status) => status.startsWith('Not Compliant - '))).toBe(true);
    // The divider sits above the first non-compliant row, and only there.
    expect(await table.locator('tbody tr[data-divider-above]').count()).toBe(1);
    expect(await table.locator('tbody tr').nth(firstNotCompliant).getAttribute('data-divider-above')).toBe('true');

    const riverside = table.getByRole('row', { name: /Riverside Health System/ });
    expect(await riverside.getByRole('cell').nth(2).innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await table
      .getByRole('row', { name: /Summit Orthopedics/ })
      .getByRole('link', { name: 'Complete Enrollment' })
      .click();
    await waitForHashPath(page, '/vendor-signup/signupCode/SUMMIT26');
  });
});

describe('Connect SignupID', () => {
  it('looks up the customer of a typed SignupID, refuses a used one and connects a new one', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor2', '/dashboard');
    await page.getByRole('button', { name: 'Connect New SignupID' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect SignupID' });
    await waitForDialogShown(dialog);
    expect(await dialog.getByRole('textbox', { name: 'Username' }).inputValue()).toBe('demo-vendor2');
    await scanA11y(page);

    const signupId = dialog.getByRole('textbox', { name: 'SignupID' });
    await signupId.fill('DEMO20');
    await signupId.blur();
    await dialog.getByText('SignupID must be 8 characters').waitFor();

    await signupId.fill('USED2026');
    await dialog.getByText('This SignupID is registered with Riverside Health System').waitFor();
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This SignupID has already been used.' }).waitFor();

    await signupId.fill('GATE2026');
    await dialog.getByText('This SignupID is registered with Northgate Community Hospital').waitFor();
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await waitForHashPath(page, '/vendor-signup/signupCode/GATE2026');
    await page.getByRole('heading', { level: 1, name: 'Vendor Signup' }).waitFor();
  });

  it('offers the same form on its own page, where Cancel returns to My Customers', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor2', '/dashboard');
    await page.goto(appUrl('/customers'));
    await page.getByRole('link', { name: 'Connect New SignupID' }).click();
    await waitForHashPath(page, '/vendor/connect-signup-id');
    await page.getByRole('heading', { level: 1, name: 'Connect a SignupID' }).waitFor();
    const form = page.getByRole('form', { name: /8-character code/ });
    expect(await form.getByRole('textbox', { name: 'Username' }).inputValue()).toBe('demo-vendor2');
    await form.getByRole('textbox', { name: 'SignupID' }).fill('NOPE1234');
    await form.getByText('We could not find that SignupID.', { exact: false }).waitFor();
    await scanA11y(page);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await waitForHashPath(page, '/customers');
  });
});
