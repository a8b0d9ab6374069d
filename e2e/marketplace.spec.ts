import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, openPage, scanA11y, transitionsDone, useBrowser } from './support/browser';
import { createVendorAccount } from './support/accounts';
import { wizardNextButton, wizardNextRefusedBecause } from './support/wizard';

const browser = useBrowser();

/** A 1×1 PNG: the server checks the content, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function openMarketplaceTab(page: Page): Promise<void> {
  await page.goto(appUrl('/account#marketplace'));
  await page.getByRole('heading', { level: 2, name: 'Marketplace' }).waitFor();
  await page.getByText(/^The Marketplace is a directory of preferred vendors/).waitFor();
}

/** The value shown for a term of the profile in view mode. */
async function shown(page: Page, term: string): Promise<string> {
  return page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

describe('the Marketplace profile', () => {
  it('creates a profile with a logo, all states, a category and a US phone', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'market', { firstName: 'Mae', lastName: 'Market' });
    await openMarketplaceTab(page);
    await scanA11y(page);

    await page.getByRole('button', { name: 'Create Profile' }).click();
    const form = page.getByRole('form', { name: 'Marketplace profile' });
    await form.waitFor();
    await scanA11y(page);

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Name is required').waitFor();

    await form.getByLabel(/^Name/).fill('Market Medical');
    await form.getByLabel('Logo file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await form.getByText('The logo must be a PNG, JPG or GIF image.').waitFor();
    await form.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: 'Logo logo.png' }).waitFor();
    await form.getByLabel('Summary').fill('Supplies for clinics');

    const states = form.getByRole('combobox', { name: 'States' });
    await states.fill('Calif');
    await page.getByRole('option', { name: 'California' }).click();
    await form.getByRole('button', { name: 'California' }).waitFor();
    await form.getByRole('checkbox', { name: 'All states' }).check();
    await form.getByRole('button', { name: 'California' }).waitFor({ state: 'detached' });
    expect(await states.isDisabled()).toBe(true);

    await form.getByRole('combobox', { name: 'Categories' }).click();
    await page.getByRole('option', { name: 'Home Health' }).click();
    await form.getByLabel(/^First Name/).fill('Mae');
    await form.getByLabel(/^Last Name/).fill('Market');
    await form.getByLabel(/^Email/).fill('mae@market.test');
    const phone = form.getByLabel(/^Phone$/);
    await phone.fill('5551234567');
    expect(await phone.inputValue()).toBe('555-123-4567');
    await form.getByRole('radio', { name: 'International' }).check();
    expect(await phone.inputValue()).toBe('+5551234567');
    await form.getByRole('radio', { name: 'US/Canada' }).check();
    expect(await phone.inputValue()).toBe('555-123-4567');
    await form.getByLabel('Extension').fill('12');
    await transitionsDone(page);
    await scanA11y(page);

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await shown(page, 'Name')).toBe('Market Medical');
    expect(await shown(page, 'States')).toBe('All states');
    expect(await shown(page, 'Categories')).toBe('Home Health');
    expect(await shown(page, 'Phone')).toBe('555-123-4567 ext. 12');
    await page.getByRole('img', { name: 'Logo logo.png' }).waitFor();
    expect(await page.getByRole('img', { name: 'Logo logo.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await scanA11y(page);

    await page.reload();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await shown(page, 'Name')).toBe('Market Medical');
  });

  it('restores the last saved copy on Cancel and after a failed save', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'market', { firstName: 'Mae', lastName: 'Market' });
    await openMarketplaceTab(page);
    await page.getByRole('button', { name: 'Create Profile' }).click();
    const form = page.getByRole('form', { name: 'Marketplace profile' });
    await form.getByLabel(/^Name/).fill('Original Name');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await shown(page, 'States')).toBe('All states');

    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await form.getByRole('checkbox', { name: 'All states' }).isChecked()).toBe(true);
    await form.getByLabel(/^Name/).fill('Changed Name');
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await shown(page, 'Name')).toBe('Original Name');
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await form.getByLabel(/^Name/).inputValue()).toBe('Original Name');

    await page.route('**/services/account/marketplace/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
        : route.continue(),
    );
    await form.getByLabel(/^Name/).fill('Unsaved Name');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').filter({ hasText: 'Could not save marketplace profile' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await shown(page, 'Name')).toBe('Original Name');
  });
});

describe('the Marketplace signup step', () => {
  it('is optional, blocks Next only while an open profile is invalid, and saves it on Next', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'market', { firstName: 'Mae', lastName: 'Market' });
    // Only the step is exercised: Next from it would finish the signup and use the demo code up.
    await page.goto(appUrl('/vendor-signup/signupCode/MRKT2026/marketplace'));
    await page.getByRole('heading', { level: 2, name: 'Marketplace' }).waitFor();
    await page.getByText(/^A Marketplace profile is optional/).waitFor();
    const next = wizardNextButton(page);
    await expect.poll(() => next.isEnabled()).toBe(true);
    await scanA11y(page);

    await page.getByRole('button', { name: 'Create Profile' }).click();
    const form = page.getByRole('form', { name: 'Marketplace profile' });
    await form.waitFor();
    expect(await form.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await expect.poll(() => next.isDisabled()).toBe(true);
    await expect.poll(() => wizardNextRefusedBecause(page)).toBe('Please correct all errors on the page');
    await form.getByLabel(/^Name/).fill('Step Supplies');
    await expect.poll(() => next.isEnabled()).toBe(true);
    await transitionsDone(page);
    await scanA11y(page);

    // The save fails here on purpose, so the wizard stays on the step and the demo code stays unused.
    await page.route('**/services/account/marketplace/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
        : route.continue(),
    );
    const [put] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/services/account/marketplace/profile')),
      next.click(),
    ]);
    expect((put.postDataJSON() as { name: string }).name).toBe('Step Supplies');
    await page.getByRole('alert').filter({ hasText: 'Could not save marketplace profile' }).waitFor();
    expect(await form.getByLabel(/^Name/).inputValue()).toBe('Step Supplies');
    expect(new URL(page.url()).hash).toBe('#/vendor-signup/signupCode/MRKT2026/marketplace');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Create Profile' }).waitFor();
    await expect.poll(() => next.isEnabled()).toBe(true);
  });
});
