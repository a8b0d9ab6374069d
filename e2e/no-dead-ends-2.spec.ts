import { describe, expect, it } from 'vitest';
import { buildChecklistItem, buildCovgWithCode, buildEnrollment } from '../apps/server/src/db/seed/factories';
import { onePagePdf } from '../apps/server/src/platform/files/one-page-pdf';
import { SIGNUP_ID_USED_MESSAGE } from '../packages/shared/src/customers/signup-id';
import { useDemoDb } from './support/demo-db';
import { createVendorAccount } from './support/accounts';
import {
  appUrl,
  DESKTOP_VIEWPORT,
  fitsWidth,
  loginAndWaitForHome,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();
const db = useDemoDb();

/** The vendor id of a journey's own account. */
async function vendorIdOf(username: string): Promise<number> {
  const user = await db.selectFrom('users').select('vendor_id').where('username', '=', username).executeTakeFirstOrThrow();
  return user.vendor_id!;
}

describe('no dead ends, part 2 (issue 33)', () => {
  it('clears a used code\'s refusal once another is typed, and shows the signup steps as "Step 1 of 7 – Business Information" on a phone', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    // Its own account and its own Northgate code, connected as the signup journey does: a code belongs to the
    // first vendor that connects it, so a shared demo code would make this test depend on the others' order.
    const northgate = await db
      .selectFrom('clients')
      .select('id')
      .where('name', '=', 'Northgate Community Hospital')
      .executeTakeFirstOrThrow();
    const { code } = await buildCovgWithCode(db, { clientId: northgate.id });
    await createVendorAccount(page, 'stepper');
    await page.goto(appUrl('/vendor/connect-signup-id'));
    // A used code is refused; its message goes once another code is typed.
    await page.getByRole('textbox', { name: 'SignupID' }).fill('USED2026');
    await page.getByRole('button', { name: 'Connect' }).click();
    const refusal = page.getByText(SIGNUP_ID_USED_MESSAGE);
    await refusal.waitFor();
    await page.getByRole('textbox', { name: 'SignupID' }).fill(code);
    await refusal.waitFor({ state: 'detached' });
    await page.getByText('This SignupID is registered with Northgate Community Hospital').waitFor();
    await page.getByRole('button', { name: 'Connect' }).click();
    await waitForHashPath(page, `/vendor-signup/signupCode/${code}/business-information`);
    await page.getByText('Step 1 of 7 – Business Information', { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Signup progress' }).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.locator('[aria-label="Signup progress"]').getByText('Business Information').waitFor();
    await expect.poll(() => page.getByText(/^Step 1 of 7 – /).count()).toBe(0);
  });

  it('lists every open to-do grouped by customer on a phone, and tells a subscribed vendor that its subscription is the proof', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/todos'));
    await page.getByRole('heading', { level: 1, name: 'All To-Dos' }).waitFor();
    const groups = page.getByRole('region').filter({ has: page.getByRole('list', { name: /^To-dos for / }) });
    await groups.first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(appUrl('/employee-monitoring-splash'));
    await page.getByText("You're subscribed to Employee Monitoring.").waitFor();
    expect(await page.getByRole('link', { name: 'View Monitoring Report' }).getAttribute('href')).toBe('#/reports/compliance');
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    await scanA11y(page);
  });

  it('says how to complete a Certificate of Insurance and hands an uploaded PDF in for the customer to review', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(DESKTOP_VIEWPORT);
    const username = await createVendorAccount(page, 'coi');
    const vendorId = await vendorIdOf(username);
    const lakeside = await db.selectFrom('clients').select('id').where('name', '=', 'Lakeside Memorial Hospital').executeTakeFirstOrThrow();
    await buildEnrollment(db, { vendorId, clientId: lakeside.id });
    const item = await buildChecklistItem(db, { vendorId, clientId: lakeside.id, type: 'OTHER', name: 'Certificate of Insurance' });

    await page.goto(appUrl(`/customers/${lakeside.id}/checklist/${item.id}`));
    await page.getByRole('heading', { level: 1, name: 'Certificate of Insurance' }).waitFor();
    await page
      .getByText(/Upload it here as a PDF, JPG or PNG file .* You can also e-mail it to your contact at Lakeside Memorial Hospital/)
      .waitFor();
    await scanA11y(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'certificate-of-insurance.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf('Certificate of Insurance'),
    });
    await page.getByText('Your Certificate of Insurance was sent to Lakeside Memorial Hospital for review.').waitFor();
    await page.getByText(/You sent certificate-of-insurance\.pdf on \d{2}\/\d{2}\/\d{4}\. Lakeside Memorial Hospital reviews it/).waitFor();
    await scanA11y(page);
  });
});
