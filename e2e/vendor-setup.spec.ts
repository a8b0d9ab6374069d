import { describe, expect, it } from 'vitest';
import { appUrl, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

/** A demo client without client users, so the vendor group this journey creates bothers no other journey. */
const CLIENT_TAG = 'lakeside';
const CLIENT_NAME = 'Lakeside Memorial Hospital';

describe('the public vendor set-up form', () => {
  it('takes a new vendor through both steps, the captcha solved in the browser, to the confirmation and back', async () => {
    const { page } = await openPage(browser());
    // The widget must work under the app's CSP (its worker is our own file, not a blob: URL).
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    await page.goto(appUrl(`/vendor-setup/${CLIENT_TAG}`));
    await page.getByRole('heading', { level: 1, name: 'Vendor Set-Up' }).waitFor();
    await page.getByText(`Set up a new vendor for ${CLIENT_NAME}.`).waitFor();
    // Public page without the navigation bar.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Vendor set-up' });
    await form.getByRole('heading', { level: 2, name: 'Profile Information' }).waitFor();
    await scanA11y(page);

    // Next checks the step first.
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('First Name is required').waitFor();
    await form.getByLabel(/^First Name/).fill('Pat');
    await form.getByLabel(/^Last Name/).fill('Lee');
    await form.getByLabel(/^Phone Number/).fill('(555) 123 4567');
    expect(await form.getByLabel(/^Phone Number/).inputValue()).toBe('555-123-4567');
    await form.getByLabel(/^Email/).fill('pat.lee@lakeside.test');
    await form.getByRole('button', { name: 'Next' }).click();

    await form.getByRole('heading', { level: 2, name: 'Vendor Information' }).waitFor();
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Business Name is required').waitFor();
    await form.getByText('Please complete the captcha').waitFor();
    await scanA11y(page);

    // Back keeps what was typed.
    await form.getByRole('button', { name: 'Back' }).click();
    expect(await form.getByLabel(/^First Name/).inputValue()).toBe('Pat');
    await form.getByRole('button', { name: 'Next' }).click();

    await form.getByRole('combobox', { name: /^Facility/ }).click();
    await page.getByRole('option', { name: CLIENT_NAME }).click();
    const businessName = `Harbor Linen ${Date.now()}`;
    await form.getByLabel(/^Business Name/).fill(businessName);
    await form.getByLabel(/^Business Email/).fill('office@harbor-linen.test');
    await form.getByLabel(/^Business Phone Number/).fill('5557654321');
    await form.getByRole('combobox', { name: /^Vendor Category/ }).click();
    await page.getByRole('option', { name: 'Medical Supplies' }).click();

    // The ALTCHA widget fetches a challenge from the server and solves it in a worker.
    const workerScript = page.waitForResponse((response) => /\/v2\/assets\/worker-[\w-]+\.js$/.test(response.url()));
    await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
    expect((await workerScript).status()).toBe(200);
    await form.locator('altcha-widget [data-state="verified"]').waitFor();
    expect(cspViolations).toEqual([]);
    await scanA11y(page);
    await form.getByRole('button', { name: 'Submit' }).click();

    await waitForHashPath(page, `/vendor-setup-confirmation/${CLIENT_TAG}`);
    await page.getByText(`${businessName} has been set up for ${CLIENT_NAME}.`, { exact: false }).waitFor();
    await scanA11y(page);
    await page.getByRole('link', { name: 'Set-Up New Vendor' }).click();
    await waitForHashPath(page, `/vendor-setup/${CLIENT_TAG}`);
    await page.getByRole('form', { name: 'Vendor set-up' }).getByRole('heading', { name: 'Profile Information' }).waitFor();
    expect(await page.getByLabel(/^First Name/).inputValue()).toBe('');
  });

  it('sends an unknown client tag to the not-found page', async () => {
    const { page } = await openPage(browser());
    await page.goto(appUrl('/vendor-setup/no-such-client'));
    await waitForHashPath(page, '/error-notfound');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await scanA11y(page);
    await page.getByRole('link', { name: 'Go to the Home Page' }).click();
    await waitForHashPath(page, '/vendor/login');
  });
});
