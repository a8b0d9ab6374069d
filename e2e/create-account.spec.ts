import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, appUrl, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

async function fillAccountForm(page: Page, username: string): Promise<void> {
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^First Name/).fill('Nora');
  await page.getByLabel(/^Last Name/).fill('Newton');
  await page.getByLabel(/^Email/).fill(`${username}@example.test`);
  await page.getByLabel(/^Confirm Email/).fill(`${username}@example.test`);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Phone Number/).fill('555-123-4567');
  await page.getByLabel(/I accept the/).check();
}

describe('create account', () => {
  it('keeps Submit disabled until valid, then signs in and goes to connect a SignupID', async () => {
    const { page } = await openPage(browser());
    await page.goto(appUrl('/vendor/login'));
    await page.getByRole('link', { name: 'Create Account' }).click();
    await waitForHashPath(page, '/vendor/create-account');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await scanA11y(page);

    await fillAccountForm(page, `new-vendor-${Date.now()}`);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await waitForHashPath(page, '/vendor/connect-signup-id');
    await page.getByRole('heading', { level: 1, name: 'Connect a SignupID' }).waitFor();
    await page.getByRole('main').getByText('Nora Newton').waitFor();
    await scanA11y(page);

    // Home names the new vendor by its name once entered; until then it says so, never showing the PTID.
    await page.goto(appUrl('/dashboard'));
    const card = page.getByRole('region', { name: 'Signed in as Nora Newton' });
    await card.waitFor();
    expect(await card.locator('dd').last().innerText()).toBe('Business name not entered yet');
  });

  it('explains why an account with a taken username cannot be created', async () => {
    const { page } = await openPage(browser());
    await page.goto(appUrl('/vendor/create-account'));
    await fillAccountForm(page, 'demo-vendor');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Failed to create user account because / })
      .waitFor();
    await waitForHashPath(page, '/vendor/create-account');
  });
});
