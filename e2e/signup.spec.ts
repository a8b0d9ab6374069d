import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  appUrl,
  baseUrl,
  loginAndWaitForHome,
  openPage,
  scanA11y,
  transitionsDone,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { onePagePdf } from '../apps/server/src/platform/files/one-page-pdf';
import { createVendorAccount } from './support/accounts';
import { wizardNextButton, wizardNextRefusedBecause, wizardShowsRefusal } from './support/wizard';

const browser = useBrowser();
const CLIENT = 'Northgate Community Hospital';
const stepAddress = (slug: string) => `/vendor-signup/signupCode/DEMO2026/${slug}`;

async function createAccountInTheBrowser(page: Page, username: string): Promise<void> {
  await page.goto(appUrl('/vendor/create-account'));
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^First Name/).fill('Sam');
  await page.getByLabel(/^Last Name/).fill('Signup');
  await page.getByLabel(/^Email/).fill(`${username}@example.test`);
  await page.getByLabel(/^Confirm Email/).fill(`${username}@example.test`);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await waitForHashPath(page, '/vendor/connect-signup-id');
}

async function goNext(page: Page, toSlug: string): Promise<void> {
  const next = wizardNextButton(page);
  await expect.poll(() => next.isEnabled()).toBe(true);
  await next.click();
  await waitForHashPath(page, stepAddress(toSlug));
}

async function stepHeading(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
}

async function fillBusinessInformation(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Business Information' });
  await form.waitFor();
  await form.getByRole('textbox', { name: 'Business Name' }).fill('Signup Surgical Supply');
  await form.getByRole('textbox', { name: 'Services Offered' }).fill('Surgical instruments and sterilisation');
  const office = form.getByRole('region', { name: 'Office Address' });
  await office.getByRole('combobox', { name: 'Address 1' }).fill('12 Lake Shore Dr');
  await office.getByRole('combobox', { name: 'City' }).fill('Chicago');
  await office.getByRole('combobox', { name: 'State' }).selectOption('IL');
  await office.getByRole('textbox', { name: 'Zip Code' }).fill('60601');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('3125550188');
  await form.getByRole('combobox', { name: 'TIN Type' }).selectOption('EIN');
  await form.getByLabel(/^Tax ID/).fill('364455667');
}

async function addOwner(page: Page, owner: { first?: string; last?: string; company?: string; percent: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add Owner' }).click();
  const form = page.getByRole('form', { name: /owner/i });
  await form.waitFor();
  if (owner.company) {
    await form.getByLabel('This is a business').check();
    await form.getByLabel(/^Company/).fill(owner.company);
  } else {
    await form.getByLabel(/^First Name/).fill(owner.first ?? '');
    await form.getByLabel(/^Last Name/).fill(owner.last ?? '');
    await form.getByLabel(/^Date of Birth/).fill('1968-09-14');
  }
  await form.getByLabel(/^Ownership %/).fill(owner.percent);
  await form.getByRole('button', { name: 'Save Owner' }).click();
  await page
    .getByRole('table', { name: 'Owners' })
    .getByRole('row')
    .filter({ hasText: owner.company ?? `${owner.first}` })
    .waitFor();
}

describe('the signup wizard', () => {
  // The longest journey (seven steps, uploads, a payment): it gets twice the default time on a busy machine.
  it(
    'takes a new account from DEMO2026 through every step to the Fist Bump and the customer on the dashboard',
    { timeout: 120_000 },
    async () => {
      const { page } = await openPage(browser());
      await createAccountInTheBrowser(page, `signup-${Date.now()}`);

      // Connect the SignupID: the wizard opens on its first step, named in the address.
      await page.getByRole('textbox', { name: 'SignupID' }).fill('DEMO2026');
      await page.getByText(`This SignupID is registered with ${CLIENT}`).waitFor();
      await page.getByRole('button', { name: 'Connect' }).click();
      await waitForHashPath(page, stepAddress('business-information'));
      await page.getByText(`Signing up with ${CLIENT}`).waitFor();
      const stepper = page.getByRole('list', { name: 'Signup progress' }).or(page.locator('[aria-label="Signup progress"]'));
      await expect
        .poll(async () => (await stepper.innerText()).split('\n').filter(Boolean))
        .toEqual([
          '1',
          'Business Information',
          '2',
          'Owners & Managing Employees',
          '3',
          'New Vendor Questionnaire',
          '4',
          'W-9',
          '5',
          'Payment',
          '6',
          'Marketplace',
          '7',
          'Fist Bump',
        ]);

      // 1. Business Information: Next waits for a valid profile and says why.
      await stepHeading(page, 'Business Information');
      await expect.poll(() => wizardNextButton(page).isDisabled()).toBe(true);
      await expect.poll(() => wizardNextRefusedBecause(page)).toBe('Please correct all errors on the page');
      // Nothing typed yet: no error to correct is written; once Next is tried, the reason is written under it.
      expect(await wizardShowsRefusal(page, 'Please correct all errors on the page')).toBe(false);
      await wizardNextButton(page).click({ force: true });
      await expect.poll(() => wizardShowsRefusal(page, 'Please correct all errors on the page')).toBe(true);
      await scanA11y(page);
      await fillBusinessInformation(page);
      await goNext(page, 'owners');

      // 2. Owners & Managing Employees: Northgate wants at least one owner.
      await stepHeading(page, 'Owners & Managing Employees');
      await expect.poll(() => wizardNextRefusedBecause(page)).toBe('Please enter at least one owner');
      await addOwner(page, { first: 'Sara', last: 'Signup', percent: '60' });
      await addOwner(page, { company: 'Signup Holdings LLC', percent: '40' });
      await transitionsDone(page);
      await scanA11y(page);
      const formId = await formStepId(page);
      // The form's step is named after the form in the address.
      await goNext(page, 'new-vendor-questionnaire');

      // 3. The client's questionnaire: a Yes asks for details, which are then required.
      await stepHeading(page, 'New Vendor Questionnaire');
      // An old form-{id} address still opens the step, and the address then names it readably.
      await page.goto(appUrl(stepAddress(`form-${formId}`)));
      await waitForHashPath(page, stepAddress('new-vendor-questionnaire'));
      await stepHeading(page, 'New Vendor Questionnaire');
      const questionnaire = page.getByRole('form', { name: 'New Vendor Questionnaire' });
      await questionnaire.getByRole('textbox', { name: /Compliance contact name/ }).fill('Sara Signup');
      await questionnaire
        .getByRole('radiogroup', { name: /ever been excluded/ })
        .getByRole('radio', { name: 'Yes' })
        .check();
      const details = questionnaire.getByRole('textbox', { name: /Who was excluded/ });
      await details.waitFor();
      await questionnaire
        .getByRole('radiogroup', { name: /subcontractors/ })
        .getByRole('radio', { name: 'No' })
        .check();
      await expect.poll(() => wizardNextButton(page).isDisabled()).toBe(true);
      await details.fill('A former manager, by the OIG in 2015; reinstated in 2019.');
      await scanA11y(page);
      await goNext(page, 'w9');

      // 4. W-9: required by Northgate, so Next waits for an upload.
      await stepHeading(page, 'W-9');
      await expect.poll(() => wizardNextRefusedBecause(page)).toBe('Please submit a W9');
      const filename = `w9-signup-${Date.now()}.pdf`;
      await page
        .locator('input[type=file][aria-label="W-9 file"]')
        .setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: onePagePdf('Signup W-9') });
      await page.getByRole('button', { name: 'Upload File' }).click();
      await page.getByRole('alert').filter({ hasText: "You've successfully uploaded your W-9" }).waitFor();
      await page.getByRole('table', { name: 'Your W-9' }).getByRole('row').filter({ hasText: filename }).waitFor();
      // Next is no longer refused, and the refusal's tooltip (opened under the pointer left on Next) is gone.
      await expect.poll(() => wizardNextRefusedBecause(page)).toBeNull();
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
      await scanA11y(page);
      await goNext(page, 'payment');

      // 5. Payment: a sandbox card, charged by the step's button, which names the amount.
      await stepHeading(page, 'Payment');
      await expect.poll(() => wizardNextButton(page).innerText()).toBe('Pay $299.00');
      await page.getByText('Choose how to pay; you are charged when you select Pay $299.00.').waitFor();
      await expect.poll(() => wizardNextRefusedBecause(page)).toBe('Please select or enter a payment method');
      expect(await wizardShowsRefusal(page, 'Please select or enter a payment method')).toBe(true);
      await page.getByRole('radio', { name: 'Credit Card' }).check();
      const card = page.getByRole('form', { name: 'Credit card' });
      await card.getByRole('textbox', { name: 'Cardholder Name' }).fill('Sam Signup');
      await card.getByRole('textbox', { name: 'Card Number' }).fill('4111111111111111');
      await card.getByRole('textbox', { name: 'Expiration Date' }).fill('12/39');
      await card.getByRole('textbox', { name: 'CVV' }).fill('123');
      await card.getByRole('textbox', { name: 'Billing Zip Code' }).fill('60601');
      await card.getByRole('button', { name: 'Save Card' }).click();
      await page.getByRole('alert').filter({ hasText: "You've successfully added credit card *******1111" }).waitFor();
      await scanA11y(page);
      await goNext(page, 'marketplace');
      await page
        .getByRole('alert')
        .filter({ hasText: /Thank you for your payment/ })
        .waitFor();
      // Paid: the Payment step stays in the stepper, done, and the later steps keep their numbers.
      await expect
        .poll(async () => (await stepper.innerText()).split('\n').filter(Boolean))
        .toEqual([
          'Business Information',
          'Owners & Managing Employees',
          'New Vendor Questionnaire',
          'W-9',
          'Payment',
          '6',
          'Marketplace',
          '7',
          'Fist Bump',
        ]);
      // Back on the paid step says so and charges nothing: Next only moves on.
      await page.getByRole('navigation', { name: 'Signup steps' }).getByRole('button', { name: 'Back' }).click();
      await waitForHashPath(page, stepAddress('payment'));
      await page.getByText('Your VendorProof subscription is paid. Select Next to continue.').waitFor();
      await expect.poll(() => wizardNextButton(page).innerText()).toBe('Next');
      await scanA11y(page);
      await goNext(page, 'marketplace');

      // 6. Marketplace: an optional profile, saved by Next.
      await stepHeading(page, 'Marketplace');
      await page.getByRole('button', { name: 'Create Profile' }).click();
      await page.getByRole('form', { name: 'Marketplace profile' }).getByLabel(/^Name/).fill('Signup Surgical Supply');
      await scanA11y(page);
      const writes: { url: string; body: string | null }[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('/services/'))
          writes.push({ url: new URL(request.url()).pathname, body: request.postData() });
      });
      await goNext(page, 'fist-bump');

      // 7. Fist Bump: one call marks the shown form complete, uses the code and completes the enrolment.
      await stepHeading(page, 'Fist Bump');
      await page
        .getByRole('alert')
        .filter({ hasText: `You have successfully registered with ${CLIENT}!` })
        .waitFor();
      // A drawn illustration (no emoji a machine may lack), hidden from screen readers.
      const illustration = page.getByTestId('fist-bump-illustration');
      expect(await illustration.isVisible()).toBe(true);
      expect(await illustration.getAttribute('aria-hidden')).toBe('true');
      expect(await illustration.locator('svg').count()).toBe(3);
      expect(writes.filter((write) => write.url.includes('/evdchecklist/'))).toEqual([]);
      expect(
        writes.filter((write) => write.url === '/services/vendor/signup/DEMO2026').map((write) => JSON.parse(write.body ?? 'null')),
      ).toEqual([{ shownFormItemIds: [formId] }]);
      const clientId = (
        (await (await page.request.get(`${baseUrl()}/services/vendor/signup/DEMO2026`)).json()) as { client: { id: number } }
      ).client.id;
      const todos = (await (await page.request.get(`${baseUrl()}/services/customers/${clientId}/checklist`)).json()) as {
        id: number;
        completionStatus: { name: string };
      }[];
      expect(todos.find((item) => item.id === formId)?.completionStatus.name).toBe('COMPLETE');
      // The payment was made for the signup's client: the payment history names it.
      const payments = (await (await page.request.get(`${baseUrl()}/services/account/payments?page=0`)).json()) as {
        content: { subscriptionType: string; clientName: string | null }[];
      };
      expect(payments.content).toMatchObject([{ subscriptionType: 'VP_ENGAGE_CVC', clientName: CLIENT }]);
      await scanA11y(page);
      await wizardNextButton(page).click();
      await waitForHashPath(page, '/dashboard');
      await page.getByRole('main').getByText(CLIENT).first().waitFor();
      // After signup Home names the vendor by the business name entered, not by its PTID.
      const signedIn = page.getByRole('region', { name: /^Signed in as / });
      await expect.poll(() => signedIn.locator('dd').last().innerText()).toBe('Signup Surgical Supply');
    },
  );

  it('does not let an address skip to the final step: it opens the step before it and the code stays unused', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'skipper');
    const csrf = (await (await page.request.get(`${baseUrl()}/services/auth/csrf`)).json()) as { token: string };
    expect(
      (
        await page.request.post(`${baseUrl()}/services/signup-code/SKIP2026/validate`, { headers: { 'X-XSRF-TOKEN': csrf.token } })
      ).status(),
    ).toBe(200);
    await page.goto(appUrl('/vendor-signup/signupCode/SKIP2026/fist-bump'));
    await waitForHashPath(page, '/vendor-signup/signupCode/SKIP2026/marketplace');
    await stepHeading(page, 'Marketplace');
    expect(
      ((await (await page.request.get(`${baseUrl()}/services/vendor/signup/SKIP2026`)).json()) as { skipSignup: boolean }).skipSignup,
    ).toBe(false);
  });

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

/** The questionnaire's to-do id (old addresses named the step form-{id}), read from the checklist API. */
async function formStepId(page: Page): Promise<number> {
  const response = await page.request.get(`${new URL(page.url()).origin}/services/vendor/signup/DEMO2026`);
  const clientId = ((await response.json()) as { client: { id: number } }).client.id;
  const items = (await (await page.request.get(`${new URL(page.url()).origin}/services/customers/${clientId}/checklist`)).json()) as {
    id: number;
    type: string;
  }[];
  const form = items.find((item) => item.type === 'EVD');
  if (!form) throw new Error('Northgate has no questionnaire to-do');
  return form.id;
}
