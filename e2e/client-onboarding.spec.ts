import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createDb } from '../apps/server/src/platform/db/database';
import { createVendorAccount } from './support/accounts';
import { leiePerson } from './support/leie-people';
import { latestMailTo } from './support/mail-outbox';
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

const browser = useBrowser();
const FACILITY = 'Riverside North Campus';
const ONBOARD = '/client/manage/onboard';

/** The value of one entry of the workflow page's vendor summary. */
async function summaryValue(page: Page, label: string): Promise<string> {
  const summary = page.getByRole('region', { name: 'Vendor summary' });
  return summary
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

/** One row of the workflow's item table. */
function itemRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Workflow items' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}

/** Opens the client's onboarding page through the menu and waits for the figures and the table. */
async function openOnboarding(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Onboarding' }).click();
  await waitForHashPath(page, ONBOARD);
  await page.getByRole('heading', { level: 1, name: 'Onboarding' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Average Days to Onboard' }).waitFor();
  await page.getByText('Ideal is 3 to 7 days.').waitFor();
  await page.getByRole('table', { name: 'Vendors onboarding' }).waitFor();
}

/**
 * Gives the journey's own vendor group other business names (they come from the vendor master's
 * records, which no onboarding call writes), so its row has something to expand.
 */
async function giveOtherNames(covgId: number, names: string[]): Promise<void> {
  const { db } = createDb(inject('databaseUrl'), { max: 1 });
  try {
    await db.updateTable('covgs').set({ extra_names: names }).where('id', '=', covgId).execute();
  } finally {
    await db.destroy();
  }
}

/** The signup code in the newest invite e-mailed to an address. */
async function invitedCode(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const code = /SignupID: ([A-Z0-9]{8})/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return code!;
}

/** Onboards a vendor through the dialog, ending on its workflow page. */
async function onboardVendor(page: Page, name: string, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Onboard New Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Onboard New Vendor' });
  await waitForDialogShown(dialog);
  await dialog.getByRole('textbox', { name: 'Vendor Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Vendor Email' }).fill(email);
  await dialog.getByRole('combobox', { name: /^Facility/ }).click();
  await page.getByRole('option', { name: FACILITY }).click();
  await dialog.getByRole('button', { name: 'Onboard Vendor' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The vendor's account: connects the SignupID in the browser, gives its business information and finishes signup. */
async function vendorSignsUp(
  page: Page,
  code: string,
  businessName: string,
  owner?: { firstName: string; lastName: string; dob: string },
): Promise<void> {
  await page.goto(appUrl('/vendor/connect-signup-id'));
  const form = page.getByRole('form', { name: /8-character code/ });
  await form.getByRole('textbox', { name: 'SignupID' }).fill(code);
  await form.getByText(/^This SignupID is registered with /).waitFor();
  await form.getByRole('button', { name: 'Connect' }).click();
  await page.waitForURL((url) => url.hash.startsWith(`#/vendor-signup/signupCode/${code}`));
  await page.getByRole('heading', { level: 1, name: 'Vendor Signup' }).waitFor();
  // The wizard's steps are another journey's (signup.spec.ts); this one gives the company data the
  // client reviews through the account API, and finishes signup with the wizard's own call.
  const csrf = (await (await page.request.get(`${baseUrl()}/services/auth/csrf`)).json()) as { token: string };
  const headers = { 'X-XSRF-TOKEN': csrf.token };
  const company = await page.request.put(`${baseUrl()}/services/account/company`, {
    headers,
    data: companyProfile(businessName),
  });
  expect(company.status(), await company.text()).toBe(200);
  if (owner) {
    const saved = await page.request.post(`${baseUrl()}/services/owners`, {
      headers,
      data: { thisIsABusiness: false, ...owner, ownershipPercentage: 100 },
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
  }
  const finished = await page.request.post(`${baseUrl()}/services/vendor/signup/${code}`, { headers, data: { shownFormItemIds: [] } });
  expect(finished.status(), await finished.text()).toBe(200);
}

function companyProfile(businessName: string) {
  return {
    soleProprietor: false,
    businessName,
    dbaName: '',
    servicesOffered: 'Linen and laundry for hospitals',
    officeAddress: { addrLine1: '12 Lake Shore Dr', addrLine2: '', city: 'Chicago', state: 'IL', zip: '60601', country: 'US' },
    mailingAddressSameAsDesignated: true,
    phoneNumber: '312-555-0188',
    tinType: 'EIN',
    tin: '364455668',
    duns: '',
    npi: '',
  };
}

describe('client onboarding: a new vendor from invite to export', () => {
  it(
    'invites a vendor, reviews its signup, asks a revision the vendor makes, approves, clears monitoring and exports it',
    { timeout: 180_000 },
    async () => {
      const stamp = Date.now();
      const name = `Harbor Linen ${stamp}`;
      const email = `harbor-linen-${stamp}@example.test`;
      const { page } = await openPage(browser());
      await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
      await openOnboarding(page);
      await scanA11y(page);

      // The dialog: the rules of spec 002 §5 (Facility is required: Riverside has facilities).
      await page.getByRole('button', { name: 'Onboard New Vendor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Onboard New Vendor' });
      await waitForDialogShown(dialog);
      await expect.poll(() => dialog.getByRole('combobox', { name: /^Category/ }).innerText()).not.toBe('');
      await dialog.getByRole('button', { name: 'Onboard Vendor' }).click();
      await dialog.getByText('Vendor Name is required').waitFor();
      await dialog.getByText('Vendor Email is required').waitFor();
      await dialog.getByText('Facility is required').waitFor();
      await dialog.getByRole('textbox', { name: 'Vendor Phone' }).fill('555');
      await dialog.getByRole('textbox', { name: 'Vendor Email' }).fill('not-an-email');
      await dialog.getByRole('button', { name: 'Onboard Vendor' }).click();
      await dialog.getByText('Invalid email').waitFor();
      await dialog.getByText('Must be a 10 digit number').waitFor();
      await scanA11y(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await onboardVendor(page, name, email);
      const covgId = Number(/\/client\/manage\/onboard\/(\d+)/.exec(page.url())![1]);
      await page.getByText(`${name} was invited to sign up with the code`).waitFor();
      expect(await summaryValue(page, 'Status')).toBe('Not Enrolled');
      await page.getByRole('button', { name: 'Resend Invite Email' }).waitFor();
      expect(await page.getByRole('button', { name: 'Export', exact: true }).count()).toBe(0);
      await itemRow(page, 'Vendor Signup').waitFor();
      await scanA11y(page);

      // The invite carries the code and where to create an account.
      const mail = await latestMailTo(email);
      const code = /SignupID: ([A-Z0-9]{8})/.exec(mail.text)?.[1];
      expect(code, mail.text).toBeDefined();
      expect(mail.text).toContain('/v2/#/vendor/create-account');
      expect(await summaryValue(page, 'Signup Code')).toBe(code);

      // Resend Invite Email: the address is checked, then the invite goes again.
      await page.getByRole('button', { name: 'Resend Invite Email' }).click();
      const resend = page.getByRole('dialog', { name: 'Resend Invite Email' });
      await waitForDialogShown(resend);
      await resend.getByRole('textbox', { name: 'Email Address' }).fill('x');
      await resend.getByRole('button', { name: 'Send Invite' }).click();
      await resend.getByText('Please specify an email address for the invite email').waitFor();
      await scanA11y(page);
      await resend.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await resend.getByRole('button', { name: 'Send Invite' }).click();
      await resend.waitFor({ state: 'detached' });
      await page.getByText('An invite has been sent').waitFor();

      // A new vendor account signs up with the code.
      const vendor = await openPage(browser());
      await createVendorAccount(vendor.page, 'onboard');
      await vendorSignsUp(vendor.page, code!, name);

      // The client reviews what the vendor submitted and asks for a revision of the company data.
      await page.reload();
      await expect.poll(() => summaryValue(page, 'Status')).toBe('Pending Review');
      expect(await page.getByRole('button', { name: 'Resend Invite Email' }).count()).toBe(0);
      await itemRow(page, 'Vendor Review')
        .getByRole('link', { name: /^Review/ })
        .click();
      await page.waitForURL((url) => url.hash.startsWith(`#/client/manage/onboard/${covgId}/step/`));
      await page.getByRole('heading', { level: 1, name: 'Vendor Review' }).waitFor();
      const companySection = page.getByRole('region', { name: 'Company', exact: true });
      await companySection.getByText(name, { exact: true }).waitFor();
      await companySection.getByText('**-***5668').waitFor();
      await page.getByRole('region', { name: 'Payment', exact: true }).waitFor();
      await scanA11y(page);
      await companySection.getByRole('button', { name: 'Request Revision: company information' }).click();
      const revision = page.getByRole('dialog', { name: 'Request Revision: company information' });
      await waitForDialogShown(revision);
      await revision.getByRole('button', { name: 'Send Revision' }).click();
      await revision.getByText('Please describe what the vendor must change.').waitFor();
      await scanA11y(page);
      await revision.getByRole('textbox', { name: 'Revision Needed' }).fill('Use the legal name as on your W-9, with LLC.');
      await revision.getByRole('button', { name: 'Send Revision' }).click();
      await revision.waitFor({ state: 'detached' });
      await page.getByText(`Revision requested: ${name} has been asked to revise the company information.`).waitFor();
      await page.getByText('1 revision is waiting for the vendor.', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
      await companySection.getByText('Waiting for the vendor').waitFor();
      await scanA11y(page);
      await page.getByRole('link', { name: 'Back to the workflow' }).click();
      await expect.poll(() => summaryValue(page, 'Status')).toBe('Revision Requested');

      // The vendor sees the note on its company profile and fixes it.
      await vendor.page.goto(appUrl('/account#company'));
      await vendor.page.getByText('Use the legal name as on your W-9, with LLC.').first().waitFor();
      const profile = vendor.page.getByRole('form', { name: 'Company profile' });
      await profile.getByRole('textbox', { name: 'Business Name' }).fill(`${name} LLC`);
      await profile.getByRole('button', { name: 'Save' }).click();
      await vendor.page.getByRole('alert').filter({ hasText: 'Your company profile has been saved.' }).waitFor();

      // The client approves; the review step completes.
      await page.reload();
      await expect.poll(() => summaryValue(page, 'Status')).toBe('Pending Review');
      await itemRow(page, 'Vendor Review')
        .getByRole('link', { name: /^Review/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Vendor Review' }).waitFor();
      await page.getByRole('region', { name: 'Company', exact: true }).getByText(`${name} LLC`, { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Company', exact: true }).getByText('Revised').waitFor();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('button', { name: 'Yes, Approve' }).click();
      await page.getByText(`${name} was approved.`).waitFor();
      await waitForHashPath(page, `${ONBOARD}/${covgId}`);
      await expect.poll(() => summaryValue(page, 'Status')).toBe('Pending Export');
      await expect.poll(() => itemRow(page, 'Vendor Review').innerText()).toContain('Complete');

      // Monitor status: the new vendor is clear, so the step completes.
      await itemRow(page, 'Monitor Status')
        .getByRole('link', { name: /^Check Status/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Monitor Status' }).waitFor();
      const monitor = page.getByRole('region', { name: 'Monitor Status', exact: true });
      await monitor.getByText('The vendor and its owners have no open exclusion alerts.').waitFor();
      await scanA11y(page);
      await monitor.getByRole('button', { name: 'Complete' }).click();
      await page.getByText('Successfully completed monitor status step.').waitFor();
      await waitForHashPath(page, `${ONBOARD}/${covgId}`);

      // Export: the vendor master gets its record, and the workflow is complete.
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByText('Export has been scheduled').waitFor();
      await expect.poll(() => summaryValue(page, 'Status')).toBe('Complete');
      await expect.poll(() => summaryValue(page, 'Vendor Numbers')).toMatch(/^OB\d{6}$/);
      expect(await page.getByRole('button', { name: 'Export', exact: true }).count()).toBe(0);
      for (const step of ['Vendor Signup', 'Vendor Review', 'Monitor Status', 'Export to Vendor Master']) {
        expect(await itemRow(page, step).innerText()).toContain('Complete');
      }
      await scanA11y(page);

      // Back on the list, filtered to this vendor, it reads Complete.
      await page.getByRole('link', { name: 'All vendors onboarding' }).click();
      await waitForHashPath(page, ONBOARD);
      await page.getByRole('textbox', { name: 'Business name' }).fill(name);
      const table = page.getByRole('table', { name: 'Vendors onboarding' });
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      expect(await table.getByRole('row').nth(1).innerText()).toContain('Complete');
    },
  );

  it('bypasses a monitor status with open alerts after the warning, marking the step N/A', { timeout: 150_000 }, async () => {
    const stamp = Date.now();
    const name = `Keystone Transport ${stamp}`;
    const email = `keystone-${stamp}@example.test`;
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await openOnboarding(page);
    await onboardVendor(page, name, email);
    const workflowPath = new URL(page.url()).hash.replace(/^#/, '');

    // The vendor signs up with an owner who is on the LEIE.
    const vendor = await openPage(browser());
    await createVendorAccount(vendor.page, 'onboard-bypass');
    await vendorSignsUp(vendor.page, await invitedCode(email), name, leiePerson(16));

    await page.reload();
    await itemRow(page, 'Vendor Review')
      .getByRole('link', { name: /^Review/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Vendor Review' }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Yes, Approve' }).click();
    await waitForHashPath(page, workflowPath);

    // Screening runs in the worker: the step page shows the owner's alert once it has.
    await itemRow(page, 'Monitor Status')
      .getByRole('link', { name: /^Check Status/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Monitor Status' }).waitFor();
    const monitor = page.getByRole('region', { name: 'Monitor Status', exact: true });
    await expect
      .poll(
        async () => {
          await page.reload();
          await monitor.waitFor();
          return monitor.getByRole('table', { name: 'Open alerts' }).count();
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await monitor.getByRole('button', { name: 'Complete' }).count()).toBe(0);
    await scanA11y(page);

    await monitor.getByRole('button', { name: 'Bypass' }).click();
    const warning = page.getByRole('dialog', { name: 'Bypass Monitor Status' });
    await waitForDialogShown(warning);
    await warning
      .getByText('WARNING: Bypassing may result in approving a vendor with an outstanding Exclusion. Are you sure you wish to continue?')
      .waitFor();
    expect(await warning.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(672);
    await scanA11y(page);
    await warning.getByRole('button', { name: 'Bypass' }).click();
    await page.getByText('Monitor Status was bypassed and marked N/A.').waitFor();
    await waitForHashPath(page, workflowPath);
    await expect.poll(() => itemRow(page, 'Monitor Status').innerText()).toContain('N/A');
    await page.getByRole('button', { name: 'Export', exact: true }).waitFor();
  });

  it('assigns a step, keeps filters and paging in the address, expands other names and deletes a workflow after the 672-wide confirmation', async () => {
    const stamp = Date.now();
    const name = `Delete Me Courier ${stamp}`;
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await openOnboarding(page);
    await onboardVendor(page, name, `courier-${stamp}@example.test`);
    await giveOtherNames(Number(/\/client\/manage\/onboard\/(\d+)/.exec(page.url())![1]), ['Courier Express Inc.', 'CX Logistics']);

    // The open step is assigned to the signed-in user, so "Assigned to me" finds the vendor.
    await itemRow(page, 'Vendor Signup').getByRole('button', { name: 'Assign Vendor Signup' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Vendor Signup' });
    await waitForDialogShown(assign);
    await assign.getByRole('checkbox', { name: 'Casey Clark' }).check();
    await scanA11y(page);
    await assign.getByRole('button', { name: 'Save' }).click();
    await assign.waitFor({ state: 'detached' });
    await expect.poll(() => itemRow(page, 'Vendor Signup').innerText()).toContain('Casey Clark');
    await page.goto(appUrl(`${ONBOARD}?assignedToMe=true&businessName=${encodeURIComponent(name)}`));
    await page
      .getByRole('table', { name: 'Vendors onboarding' })
      .getByRole('rowheader', { name: new RegExp(name) })
      .waitFor();
    expect(await page.getByRole('checkbox', { name: 'Assigned to me' }).isChecked()).toBe(true);

    // Paging and the status filter go to the address, so Back comes back to them.
    await page.goto(appUrl(`${ONBOARD}?size=25&status=NOT_ENROLLED`));
    const table = page.getByRole('table', { name: 'Vendors onboarding' });
    await table.getByRole('rowheader', { name: new RegExp(name) }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).toContain('Not Enrolled');
    await table.getByRole('link', { name: `View ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    await waitForHashPath(page, ONBOARD);
    expect(new URL(page.url()).hash).toContain('size=25');
    expect(new URL(page.url()).hash).toContain('status=NOT_ENROLLED');

    // The row's details show its other business names when it is expanded.
    await page.goto(appUrl(ONBOARD));
    await page.getByRole('textbox', { name: 'Business name' }).fill(name);
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(1);
    await table.getByRole('rowheader', { name: /2 other names/ }).waitFor();
    await table.getByRole('button', { name: `Show ${name}'s details` }).click();
    await table.getByText('Other business names').waitFor();
    await table.getByText('Courier Express Inc.', { exact: true }).waitFor();
    expect(await table.getByRole('button', { name: `Hide ${name}'s details` }).getAttribute('aria-expanded')).toBe('true');
    await scanA11y(page);

    await table.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete onboarding information' });
    await waitForDialogShown(confirm);
    expect(await confirm.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(672);
    await scanA11y(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`The onboarding information for ${name} was successfully deleted.`).waitFor();
    await table.getByText('No vendors match these filters.', { exact: false }).waitFor();
  });

  it('fits a 390 px phone: the figures stack, the tables scroll in their own box, the workflow and review pages fit', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl(ONBOARD));
    await page.getByRole('table', { name: 'Vendors onboarding' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Average Days to Onboard' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    await page.getByRole('button', { name: 'Onboard New Vendor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Onboard New Vendor' });
    await waitForDialogShown(dialog);
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A seeded vendor waiting for review: its workflow page and the review step fit too.
    await page.goto(appUrl(`${ONBOARD}?status=PENDING_REVIEW`));
    // A row of the filtered answer: the list keeps the previous answer on screen until the new one is in.
    await page
      .getByRole('table', { name: 'Vendors onboarding' })
      .getByRole('row')
      .filter({ hasText: 'Pending Review' })
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await page.getByRole('table', { name: 'Workflow items' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    await itemRow(page, 'Vendor Review')
      .getByRole('link', { name: /^Review/ })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Review & Approve Vendor' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });
});
