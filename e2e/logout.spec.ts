import { describe, it } from 'vitest';
import {
  appUrl,
  baseUrl,
  loginAndWaitForHome,
  openPage,
  scanA11y,
  useBrowser,
  waitForHashPath,
  waitForSignedInCard,
} from './support/browser';

const browser = useBrowser();

describe('log out', () => {
  it('returns to the login page and ends the session', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.getByRole('button', { name: 'My Account' }).click();
    // Logging out opens the login as a fresh page (a reload), so nothing of the session stays cached.
    const freshPage = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await freshPage;
    await waitForHashPath(page, '/vendor/login');
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();

    await page.goto(appUrl('/dashboard'));
    await waitForHashPath(page, '/vendor/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
  });

  it('asks before logging out at the old logout address, which alone ends nothing', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(`${baseUrl()}/csarf/logoutPage`);
    await waitForHashPath(page, '/logout');
    await page.getByRole('heading', { level: 1, name: 'Log Out' }).waitFor();
    await scanA11y(page);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await waitForHashPath(page, '/dashboard');
    await waitForSignedInCard(page);

    await page.goto(`${baseUrl()}/csarf/logoutPage`);
    const freshPage = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await freshPage;
    await waitForHashPath(page, '/vendor/login');
    await page.goto(appUrl('/dashboard'));
    await waitForHashPath(page, '/vendor/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
  });
});
