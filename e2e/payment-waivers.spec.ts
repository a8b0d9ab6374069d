import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildCovgWithCode } from '../apps/server/src/db/seed/factories';
import { useDemoDb } from './support/demo-db';
import { createVendorAccount } from './support/accounts';
import {
  appUrl,
  baseUrl,
  fitsWidth,
  loginAndWaitForHome,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForDialogShown,
  waitForHashPath,
} from './support/browser';
import { wizardNextButton, wizardNextRefusedBecause } from './support/wizard';

const browser = useBrowser();
const db = useDemoDb();

/**
 * The journey's own vendor, enrolled with Riverside (which has VendorProof Engage, so it asks its
 * vendors to pay for it): no API enrols a vendor without its signup wizard, so the journey writes it.
 */
async function riversideVendor(username: string, businessName: string) {
  const { vendor_id: vendorId } = await db
    .selectFrom('users')
    .select('vendor_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const riverside = await db.selectFrom('clients').select('id').where('tag', '=', 'riverside').executeTakeFirstOrThrow();
  await db.updateTable('vendors').set({ business_name: businessName }).where('id', '=', vendorId!).execute();
  await db
    .insertInto('enrollments')
    .values({
      vendor_id: vendorId!,
      client_id: riverside.id,
      enrollment_complete: true,
      enrollment_complete_date: new Date().toISOString().slice(0, 10),
      verification_code: `E2EW${Date.now().toString(36).toUpperCase()}`,
    })
    .execute();
}

async function openSubscriptions(page: Page): Promise<void> {
  await page.goto(appUrl('/account#subscriptions'));
  await page.getByRole('heading', { level: 2, name: 'Subscription Management' }).waitFor();
  await page.getByRole('heading', { name: 'Payment Waivers' }).waitFor();
}

describe('payment waivers', () => {
  it(
    'a vendor asks Riverside to waive VendorProof Engage, the client approves it and the vendor sees it approved',
    { timeout: 180_000 },
    async () => {
      const vendorName = `Waiverly Medical ${Date.now().toString(36)}`;
      const vendor = await openPage(browser());
      const username = await createVendorAccount(vendor.page, 'waiver');
      await riversideVendor(username, vendorName);

      // The vendor: Subscriptions tab → Request payment waiver → Other with its words.
      await openSubscriptions(vendor.page);
      const waivers = vendor.page.getByRole('table', { name: 'Payment Waivers' });
      await waivers
        .getByRole('row')
        .filter({ hasText: 'VendorProof Engage, Riverside Health System' })
        .getByText('Payment required')
        .waitFor();
      await scanA11y(vendor.page);
      await vendor.page.getByRole('button', { name: 'Request payment waiver' }).click();
      const request = vendor.page.getByRole('dialog', { name: 'Request payment waiver' });
      await waitForDialogShown(request);
      await request
        .getByText('Ask Riverside Health System to waive your payment for VendorProof Engage, Riverside Health System.')
        .waitFor();
      await request.getByRole('button', { name: 'Send request' }).click();
      await request.getByText('Please select a reason').waitFor();
      await request.getByRole('combobox', { name: /Reason/ }).click();
      await vendor.page.getByRole('option', { name: 'Other' }).click();
      await request.getByRole('button', { name: 'Send request' }).click();
      await request.getByText('Please tell us why').waitFor();
      await request.getByRole('textbox', { name: /Tell us why/ }).fill('We deliver to Riverside twice a year.');
      await scanA11y(vendor.page);
      await request.getByRole('button', { name: 'Send request' }).click();
      await request.waitFor({ state: 'detached' });
      await vendor.page.getByText('Your waiver request was sent to Riverside Health System.').waitFor();
      await waivers.getByRole('row').filter({ hasText: 'Riverside Health System' }).getByText('Waiver Pending').waitFor();
      await vendor.page
        .getByRole('table', { name: 'VendorProof' })
        .getByRole('row')
        .filter({ hasText: 'VendorProof Engage, Riverside Health System' })
        .getByText('Waiver Pending')
        .waitFor();
      expect(await vendor.page.getByRole('button', { name: 'Request payment waiver' }).count()).toBe(0);
      await scanA11y(vendor.page);

      // The client: Waivers lists it among the pending requests; Approve with a note.
      const client = await openPage(browser());
      await client.page.setViewportSize(PHONE_VIEWPORT);
      await loginAndWaitForHome(client.page, 'demo-client', '/client/dashboard');
      await client.page.goto(appUrl('/client-waivers'));
      await waitForHashPath(client.page, '/client-waivers');
      const table = client.page.getByRole('table', { name: 'Payment waiver requests' });
      const row = table.getByRole('row').filter({ hasText: vendorName });
      await row.getByText('We deliver to Riverside twice a year.').waitFor();
      await table.getByRole('row').filter({ hasText: 'Keystone Lab Supply' }).waitFor();
      expect(await fitsWidth(client.page)).toBe(true);
      await scanA11y(client.page);
      await row.getByRole('button', { name: `View ${vendorName}'s waiver request` }).click();
      const view = client.page.getByRole('dialog', { name: `Waiver request: ${vendorName}` });
      await waitForDialogShown(view);
      await view.getByText(/^Requested by Nora Newton/).waitFor();
      await scanA11y(client.page);
      await view.getByRole('button', { name: 'Close' }).click();
      await view.waitFor({ state: 'detached' });

      // Reject needs a reason (opened on the demo's pending request and cancelled, so the demo keeps it).
      await table.getByRole('button', { name: "Reject Keystone Lab Supply's waiver request" }).click();
      const reject = client.page.getByRole('dialog', { name: 'Reject payment waiver' });
      await waitForDialogShown(reject);
      await reject.getByRole('button', { name: 'Reject' }).click();
      await reject.getByText('Please tell the vendor why the waiver is not approved').waitFor();
      await scanA11y(client.page);
      await reject.getByRole('button', { name: 'Cancel' }).click();
      await reject.waitFor({ state: 'detached' });

      await row.getByRole('button', { name: `Approve ${vendorName}'s waiver request` }).click();
      const approve = client.page.getByRole('dialog', { name: 'Approve payment waiver' });
      await waitForDialogShown(approve);
      await approve.getByRole('textbox', { name: /Note to the vendor/ }).fill('Approved for this contract year.');
      await scanA11y(client.page);
      await approve.getByRole('button', { name: 'Approve' }).click();
      await approve.waitFor({ state: 'detached' });
      await client.page.getByText(`${vendorName}'s waiver request was approved.`).waitFor();
      await row.waitFor({ state: 'detached' });

      // History: the Approved filter shows it with the decision.
      await client.page.getByRole('combobox', { name: /Payment Status/ }).click();
      await client.page.getByRole('option', { name: 'Approved' }).click();
      const approvedRow = table.getByRole('row').filter({ hasText: vendorName });
      await approvedRow.getByText('Approved for this contract year.').waitFor();
      await approvedRow.getByText('Approved', { exact: true }).waitFor();
      expect(await fitsWidth(client.page)).toBe(true);
      await scanA11y(client.page);

      // The vendor sees it approved when it comes back: the subscription and its dashboard notification.
      await vendor.page.reload();
      await openSubscriptions(vendor.page);
      await vendor.page
        .getByRole('table', { name: 'VendorProof' })
        .getByRole('row')
        .filter({ hasText: 'VendorProof Engage, Riverside Health System' })
        .getByText('Waiver Approved')
        .waitFor();
      await waivers.getByText('Note: Approved for this contract year.').waitFor();
      await scanA11y(vendor.page);
      await vendor.page.goto(appUrl('/dashboard'));
      await vendor.page
        .getByText('Riverside Health System approved your payment waiver request for VendorProof Engage, Riverside Health System.', {
          exact: false,
        })
        .waitFor();
      await scanA11y(vendor.page);
    },
  );

  it('a new vendor requests a waiver on the signup payment step and goes on without paying', { timeout: 120_000 }, async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'waiver-signup');
    // Northgate requires payment; the journey has a signup code of its own (a connected code is its vendor's).
    const northgate = await db.selectFrom('clients').select('id').where('tag', '=', 'northgate').executeTakeFirstOrThrow();
    const { code } = await buildCovgWithCode(db, { clientId: northgate.id, preferredName: 'Waiver Signup Co' });
    const csrf = (await (await page.request.get(`${baseUrl()}/services/auth/csrf`)).json()) as { token: string };
    const connected = await page.request.post(`${baseUrl()}/services/signup-code/${code}/validate`, {
      headers: { 'X-XSRF-TOKEN': csrf.token },
    });
    expect(connected.status()).toBe(200);

    await page.goto(appUrl(`/vendor-signup/signupCode/${code}/payment`));
    await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
    await expect.poll(() => wizardNextRefusedBecause(page)).toBe('Please select or enter a payment method');
    await page.getByRole('button', { name: 'request payment waiver here' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request payment waiver' });
    await waitForDialogShown(dialog);
    await dialog.getByText('Ask Northgate Community Hospital to waive your payment for VendorProof.').waitFor();
    await dialog.getByRole('combobox', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'We are a non-profit organization' }).click();
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Your payment waiver request was sent to Northgate Community Hospital.').waitFor();
    await expect.poll(() => wizardNextRefusedBecause(page)).toBe(null);
    await scanA11y(page);

    // Next charges nothing, and the Payment step leaves the wizard.
    await wizardNextButton(page).click();
    const stepper = page.getByRole('list', { name: 'Signup progress' }).or(page.locator('[aria-label="Signup progress"]'));
    await expect.poll(async () => (await stepper.innerText()).includes('Payment')).toBe(false);
    const signup = (await (await page.request.get(`${baseUrl()}/services/vendor/signup/${code}`)).json()) as { paymentRequired: boolean };
    expect(signup.paymentRequired).toBe(false);
  });
});
