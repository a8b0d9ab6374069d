import { describe, expect, it } from 'vitest';
import { baseUrl, loginAndWaitForHome, openPage, useBrowser } from './support/browser';

const browser = useBrowser();

describe('session expiry', () => {
  it('sends the browser to the vendor login once the auth-expiry cookie has passed', async () => {
    const { context, page } = await openPage(browser());
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    // Every API response renews the cookie, so a dashboard call still in flight would undo the expiry.
    await page.waitForLoadState('networkidle');

    await context.addCookies([{ name: 'auth-expiry', value: String(Date.now() - 1000), url: baseUrl() }]);
    // The route check runs every 10 seconds (and after every response).
    await page.waitForURL((url) => url.hash.startsWith('#/vendor/login'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(messages).toContain('Authorization expired. Redirect to login');
  });
});
