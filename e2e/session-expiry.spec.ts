import { describe, expect, it } from 'vitest';
import { loginAndWaitForHome, openPage, useBrowser } from './support/browser';

const browser = useBrowser();

describe('session expiry', () => {
  it('sends the browser to the vendor login once the session has been idle past its auth-expiry time', async () => {
    const { page } = await openPage(browser());
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // A controllable clock: jumping it forward is the only way no API response renews the cookie meanwhile.
    await page.clock.install();
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.waitForLoadState('networkidle');

    // Past the 30-minute idle timeout; the 10-second route check fires once during the jump.
    await page.clock.fastForward('31:00');
    await page.waitForURL((url) => url.hash.startsWith('#/vendor/login'));
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(messages).toContain('Authorization expired. Redirect to login');
  });
});
