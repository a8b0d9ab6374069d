import { describe, expect, it } from 'vitest';
import { baseUrl, loginAndWaitForHome, openPage, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

describe('session expiry', () => {
  it('sends the browser to the vendor login once the auth-expiry cookie has passed', async () => {
    const { context, page } = await openPage(browser());
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');

    await context.addCookies([{ name: 'auth-expiry', value: String(Date.now() - 1000), url: baseUrl() }]);
    // The route check runs every 10 seconds (and after every response).
    await waitForHashPath(page, '/vendor/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(messages).toContain('Authorization expired. Redirect to login');
  });
});
