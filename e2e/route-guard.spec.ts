import { describe, expect, it } from 'vitest';
import { appUrl, currentHashPath, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();
const denied = (path: string) => `You don't have permission to access path: ${path}`;

describe('route guard', () => {
  it('keeps a vendor who types a client route on the current page with the permission message', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/client-users'));
    await page
      .getByRole('alert')
      .filter({ hasText: denied('/client-users') })
      .waitFor();
    await waitForHashPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await scanA11y(page);
  });

  it('sends a vendor opening the admin hub first to the vendor home', async () => {
    const { context, page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    // A new tab of the same session: the admin hub is its first route, so there is nowhere to go back to.
    const tab = await context.newPage();
    await tab.goto(appUrl('/admin'));
    await tab
      .getByRole('alert')
      .filter({ hasText: denied('/admin') })
      .waitFor();
    await waitForHashPath(tab, '/dashboard');
    await tab.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });

  it('keeps Audit closed while FDR_AUDIT_TAB is off, as the menu does (spec 002 §2, §6)', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/audit'));
    await page
      .getByRole('alert')
      .filter({ hasText: denied('/audit') })
      .waitFor();
    await waitForHashPath(page, '/dashboard');
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Audit' }).count()).toBe(0);
  });

  it('sends an anonymous visitor of a vendor page to the login', async () => {
    const { page } = await openPage(browser());
    await page.goto(appUrl('/employees'));
    await waitForHashPath(page, '/vendor/login');
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
  });

  it('sends unknown paths to the role home', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/no-such-page'));
    await waitForHashPath(page, '/client/dashboard');
    expect(currentHashPath(page)).toBe('/client/dashboard');
  });

  it('forwards /client/enrollment to the attestations page and titles it', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/client/enrollment'));
    await waitForHashPath(page, '/client/attestations');
    await page.getByRole('heading', { level: 1, name: 'My Attestations' }).waitFor();
    expect(await page.title()).toBe('Attestations');
    await scanA11y(page);
  });
});
