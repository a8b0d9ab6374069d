import { describe, it } from 'vitest';
import { appUrl, loginAndWaitForHome, openPage, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

describe('log out', () => {
  it('returns to the login page and ends the session', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await waitForHashPath(page, '/vendor/login');
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();

    await page.goto(appUrl('/dashboard'));
    await waitForHashPath(page, '/vendor/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
  });
});
