import { describe, expect, it } from 'vitest';
import { appUrl, loginAndWaitForHome, loginAsAdmin, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();
const today = () => {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}/${now.getUTCFullYear()}`;
};

describe('UI event counts in the admin hub (spec 000 §7, 001 §2)', () => {
  it('counts the Reports page landing a vendor just made, per event and day', async () => {
    const { page: vendor } = await openPage(browser());
    await loginAndWaitForHome(vendor, 'demo-vendor', '/dashboard');
    const landing = vendor.waitForRequest(
      (request) => request.url().endsWith('/services/analytic') && request.postDataJSON()?.eventName === 'Reports Landing',
    );
    await vendor.goto(appUrl('/reports/compliance'));
    await (await landing).response();

    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin'));
    await waitForHashPath(page, '/admin');
    const table = page.getByRole('table', { name: 'UI events per day' });
    const row = table.getByRole('row').filter({ hasText: 'Reports Landing' }).filter({ hasText: today() });
    await row.waitFor();
    expect(Number(await row.getByRole('cell').nth(2).innerText())).toBeGreaterThanOrEqual(1);
    await scanA11y(page);
  });
});
