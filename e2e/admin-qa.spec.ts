import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildCardOnFile, buildSubscription, buildVendor } from '../apps/server/src/db/seed/factories';
import { useDemoDb } from './support/demo-db';
import { appUrl, fitsWidth, loginAsAdmin, openPage, PHONE_VIEWPORT, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();
const db = useDemoDb();

describe('admin hub: QA tools (spec 002 §2, §4)', () => {
  it('expires the selected vendor’s subscription, triggers a runnable and downloads a test file of 10 rows', async () => {
    // A vendor of its own, so no other journey's subscriptions change.
    const vendor = await buildVendor(db, { businessName: 'Quality Check Staffing' });
    await buildCardOnFile(db, { vendorId: vendor.id });
    const subscription = await buildSubscription(db, { vendorId: vendor.id, type: 'VP_ENGAGE', amountCents: 2500 });

    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    const toggle = page.getByRole('button', { name: 'Vendor User' });
    // Admins land on the hub: already on the vendor side, its home is opened by address.
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    else await page.goto(appUrl('/dashboard'));
    await waitForHashPath(page, '/dashboard');
    const picker = page.getByRole('combobox', { name: 'Selected Vendor' });
    await picker.click();
    await picker.fill('Quality Check');
    const option = page.getByRole('option', { name: /^Quality Check Staffing/ });
    await option.waitFor();
    await Promise.all([page.waitForEvent('load'), option.click()]);

    await page.goto(appUrl('/admin/qa'));
    await page.getByRole('heading', { level: 2, name: 'QA' }).waitFor();
    await page.getByRole('tab', { name: 'QA', selected: true }).waitFor();
    const card = page.getByRole('article', { name: new RegExp(`^Subscription ${subscription.id}: VP_ENGAGE \\(ACTIVE\\)`) });
    await card.waitFor();
    await card.getByText('No billing periods yet.').waitFor();
    await scanA11y(page);

    await card.getByRole('button', { name: 'Expire subscription' }).click();
    await page.getByText(`Subscription ID ${subscription.id} is now expired`).waitFor({ timeout: 30_000 });
    const expired = page.getByRole('article', { name: `Subscription ${subscription.id}: VP_ENGAGE (EXPIRED)` });
    await expired.waitFor();
    const periods = expired.getByRole('table', { name: `Billing periods of subscription ${subscription.id}` });
    await expect.poll(() => periods.getByRole('cell', { name: 'FAILED', exact: true }).count()).toBe(4);
    await scanA11y(page);
    // Usable on a phone: nothing runs off the side at 390 px.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('tab', { name: 'Runnables' }).click();
    await page.getByRole('table', { name: 'Runnables' }).getByRole('cell', { name: 'subscriptions.renew', exact: true }).waitFor();
    await scanA11y(page);
    await page.getByRole('button', { name: 'Run subscriptions.renew' }).click();
    await page.getByText('Runnable subscriptions.renew was triggered').waitFor();

    await page.getByRole('tab', { name: 'Test Files' }).click();
    const count = page.getByRole('spinbutton', { name: 'Employee count' });
    await count.fill('10');
    await scanA11y(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download test file' }).click()]);
    expect(download.suggestedFilename()).toBe('test-employees-10.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip');
    expect(lines).toHaveLength(11);
  });
});
