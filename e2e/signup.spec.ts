import { describe, expect, it } from 'vitest';
import { appUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

describe('the signup wizard', () => {
  it('says a used signup code was used and goes to the dashboard after 10 seconds', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor2', '/dashboard');
    // A controlled clock: the 10-second redirect is run forward instead of waited for.
    await page.clock.install();
    await page.goto(appUrl('/vendor-signup/signupCode/USED2026'));
    await page.getByRole('alert').filter({ hasText: 'Signup code has already been used, redirecting you to the dashboard' }).waitFor();
    await scanA11y(page);
    expect(new URL(page.url()).hash).toBe('#/vendor-signup/signupCode/USED2026');
    await page.clock.runFor(10_000);
    await waitForHashPath(page, '/dashboard');
  });
});
