import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, transitionsDone, waitForDialogShown } from './support/browser';

const browser = useBrowser();

async function openSubscriptions(page: Page): Promise<void> {
  await page.goto(appUrl('/account#subscriptions'));
  await page.getByRole('heading', { level: 2, name: 'Subscription Management' }).waitFor();
  await page.getByRole('table', { name: 'VendorProof' }).getByRole('row').nth(1).waitFor();
}

describe('subscription management', () => {
  it('turns VendorProof auto-renew off with a cancel reason: Nevermind reverts, Yes, Turn Off saves', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await openSubscriptions(page);
    expect(await page.getByRole('tab', { name: 'Subscriptions' }).getAttribute('aria-selected')).toBe('true');
    const vendorProof = page.getByRole('table', { name: 'VendorProof' });
    const monitoring = page.getByRole('table', { name: 'Employee Monitoring' });
    await monitoring.getByRole('row').filter({ hasText: 'Employee Monitoring' }).waitFor();
    expect(await vendorProof.getByRole('columnheader').allInnerTexts()).toEqual([
      'Subscription',
      'Client Name',
      'Status',
      'Enrollment Date',
      'Start Date',
      'Renewal Date',
      'Auto-Renew',
    ]);
    const row = vendorProof.getByRole('row').filter({ hasText: 'VendorProof' }).first();
    await row.getByText('Active').waitFor();
    // The expired Harborview subscription is never renewed by itself, so it offers no switch but Renew Now (issue 33).
    const expired = vendorProof.getByRole('row').filter({ hasText: 'Harborview Medical Center' });
    await expired.getByText('Expired').waitFor();
    expect(await expired.getByRole('switch').count()).toBe(0);
    await expired.getByRole('button', { name: 'Renew Now' }).waitFor();
    await transitionsDone(page);
    await scanA11y(page);

    const autoRenew = row.getByRole('switch', { name: 'Auto-renew VendorProof', exact: true });
    // The open dialog hides the page from the accessibility tree; its input is read by label meanwhile.
    const autoRenewInput = page.locator('input[aria-label="Auto-renew VendorProof"]');
    // The demo subscription renews; a rerun against a kept database turns it back on first.
    if (!(await autoRenew.isChecked())) {
      await autoRenew.click();
      await page.getByText('Auto-renew is now on for VendorProof.').waitFor();
      await expect.poll(() => autoRenew.isChecked()).toBe(true);
    }

    // Nevermind puts the switch back on.
    await autoRenew.click();
    const dialog = page.getByRole('dialog', { name: 'Turn Off Auto-Renew' });
    await waitForDialogShown(dialog);
    expect(await autoRenewInput.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Nevermind' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await autoRenew.isChecked()).toBe(true);

    // The reason is required, and details for Other; the action stays disabled until then.
    await autoRenew.click();
    await waitForDialogShown(dialog);
    const turnOff = dialog.getByRole('button', { name: 'Yes, Turn Off' });
    expect(await turnOff.isDisabled()).toBe(true);
    await transitionsDone(page);
    await scanA11y(page);
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('textbox', { name: 'Please tell us more' }).waitFor();
    expect(await turnOff.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Please tell us more' }).fill('We are moving to another credentialing service.');
    await expect.poll(() => turnOff.isEnabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'I no longer work with this customer' }).check();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Please tell us more' }).count()).toBe(0);
    expect(await turnOff.isEnabled()).toBe(true);
    await turnOff.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Auto-renew is now off for VendorProof.').waitFor();
    await expect.poll(() => autoRenew.isChecked()).toBe(false);

    // The list reloaded: the saved state survives a fresh visit.
    await page.reload();
    await openSubscriptions(page);
    await expect.poll(() => autoRenew.isChecked()).toBe(false);
  });
});
