import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForHashPath, transitionsDone } from './support/browser';
import { createVendorAccount } from './support/accounts';

const browser = useBrowser();

const CARD_FAILURE =
  'There was a problem processing your credit card; please double check your payment information and try again. If this problem continues, please contact your bank for further assistance.';
const SUBSCRIPTION_FAILURE = 'Error processing payment, please try again or contact us for support';
const BANK_FAILURE = 'Error saving ACH payment.';
const SELECT_METHOD = 'Please select or enter a payment method';

async function openPaymentPage(page: Page, query: string, subscriptionHeading: string): Promise<void> {
  await page.goto(appUrl(`/subscription-payment?${query}`));
  await page.getByRole('heading', { level: 1, name: 'Subscription Payment' }).waitFor();
  await page.getByRole('heading', { level: 2, name: subscriptionHeading }).waitFor();
  await page.getByRole('radiogroup', { name: 'Payment method' }).waitFor();
}

async function fillCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Credit card' });
  await form.getByRole('textbox', { name: 'Cardholder Name' }).fill('Petra Payne');
  await form.getByRole('textbox', { name: 'Card Number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiration Date' }).fill('12/39');
  await form.getByRole('textbox', { name: 'CVV' }).fill(number.startsWith('37') ? '1234' : '123');
  await form.getByRole('textbox', { name: 'Billing Zip Code' }).fill('78701');
  await form.getByRole('textbox', { name: 'Billing Zip Code' }).blur();
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / });

describe('the payment dialog', () => {
  it('saves a new card from Payment & Invoices and closes once the method is on file', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'payer', { firstName: 'Petra', lastName: 'Payne' });
    await page.goto(appUrl('/account#payment'));
    await page.getByRole('heading', { level: 2, name: 'Payment & Invoices' }).waitFor();
    await page.getByText('No payment method on file.').waitFor();
    await page.getByText('No payments yet.').waitFor();
    await page.getByText('Showing 0 of 0').waitFor();

    await page.getByRole('button', { name: 'View or Edit Payment Method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Payment Method' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Credit Card' }).check();
    await fillCard(page, '5555555555554444');
    await dialog.getByText('Card type: Mastercard').waitFor();
    await dialog.getByRole('button', { name: 'Save Card' }).click();
    await page.getByText("You've successfully added credit card *******4444").waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Payment method on file: Mastercard ending in 4444').waitFor();
  });
});

describe('subscription payment', () => {
  it('starts employee monitoring with a test card and lands on the roster', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'payer', { firstName: 'Petra', lastName: 'Payne' });
    await page.goto(appUrl('/employees'));
    await page.getByRole('heading', { level: 1, name: 'Employee Exclusion Monitoring' }).waitFor();
    await page.getByRole('link', { name: 'Start Employee Monitoring' }).click();
    await waitForHashPath(page, '/subscription-payment');

    await page.getByRole('heading', { level: 2, name: 'Employee Monitoring' }).waitFor();
    await page.getByText('$25.00', { exact: true }).waitFor();
    await page.getByText('Starts at $25 a month').waitFor();
    await page.getByRole('table', { name: 'Monthly price by number of employees' }).getByText('251 or more employees').waitFor();
    await page.getByText(SELECT_METHOD).waitFor();
    expect(await payButton(page).isDisabled()).toBe(true);
    await transitionsDone(page);
    await scanA11y(page);

    await page.getByRole('radio', { name: 'Credit Card' }).check();
    const form = page.getByRole('form', { name: 'Credit card' });
    await form.waitFor();
    const save = form.getByRole('button', { name: 'Save Card' });
    expect(await save.isDisabled()).toBe(true);
    await fillCard(page, '4111111111111111');
    // The number is grouped as printed and its brand shown.
    expect(await form.getByRole('textbox', { name: 'Card Number' }).inputValue()).toBe('4111 1111 1111 1111');
    await form.getByText('Card type: Visa').waitFor();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await transitionsDone(page);
    await scanA11y(page);

    await save.click();
    await page.getByText("You've successfully added credit card *******1111").waitFor();
    // The saved card reloads and counts as selected.
    const useSaved = page.getByRole('radio', { name: 'Use Visa ending in 1111' });
    await expect.poll(() => useSaved.isChecked()).toBe(true);
    expect(await page.getByText(SELECT_METHOD).count()).toBe(0);

    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    expect(await payButton(page).innerText()).toBe('Pay $25.00');
    await payButton(page).click();
    await waitForHashPath(page, '/employees');
    await page.getByRole('heading', { level: 1, name: 'My Employees' }).waitFor();
    await page.getByRole('table', { name: 'Employees' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Employee Exclusion Monitoring' }).count()).toBe(0);
    await transitionsDone(page);
    await scanA11y(page);
  });

  it('says why a card is refused: brand not accepted, declined when saved, declined when charged', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor2', '/dashboard');
    await openPaymentPage(page, 'type=VP_EMPLOYEE_MONITORING&backNavigationTo=employees', 'Employee Monitoring');
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    const form = page.getByRole('form', { name: 'Credit card' });

    // JCB is not an accepted brand: the field says so and Save stays disabled.
    await fillCard(page, '3530111333300000');
    await form.getByText('We accept Visa, Mastercard, Discover and American Express.').waitFor();
    expect(await form.getByRole('button', { name: 'Save Card' }).isDisabled()).toBe(true);

    // 4000 1111 1111 1115 is declined when it is saved.
    await form.getByRole('textbox', { name: 'Card Number' }).fill('4000111111111115');
    await form.getByText('Card type: Visa').waitFor();
    await form.getByRole('button', { name: 'Save Card' }).click();
    await page.getByRole('alert').filter({ hasText: CARD_FAILURE }).waitFor();
    expect(await page.getByRole('radio', { name: /^Use / }).count()).toBe(0);
    await transitionsDone(page);
    await scanA11y(page);

    // On an account of its own: 4000 0000 0000 0002 is saved, but the charge is declined.
    const { page: other } = await openPage(browser());
    await createVendorAccount(other, 'payer', { firstName: 'Petra', lastName: 'Payne' });
    await openPaymentPage(other, 'type=VP_EMPLOYEE_MONITORING&backNavigationTo=employees', 'Employee Monitoring');
    await other.getByRole('radio', { name: 'Credit Card' }).check();
    await fillCard(other, '4000000000000002');
    await other.getByRole('button', { name: 'Save Card' }).click();
    await other.getByText("You've successfully added credit card *******0002").waitFor();
    await expect.poll(() => payButton(other).isEnabled()).toBe(true);
    await payButton(other).click();
    await other.getByRole('alert').filter({ hasText: SUBSCRIPTION_FAILURE }).waitFor();
    await waitForHashPath(other, '/subscription-payment');
    expect(await payButton(other).isEnabled()).toBe(true);
  });

  it('pays for VendorProof by bank account after a bank account that fails verification', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'payer', { firstName: 'Petra', lastName: 'Payne' });
    await openPaymentPage(page, 'type=VP_ENGAGE_CVC', 'VendorProof');
    await page.getByRole('radio', { name: 'Bank Account' }).check();
    const form = page.getByRole('form', { name: 'Bank account' });
    await form.waitFor();

    await form.getByRole('textbox', { name: 'Routing Number' }).fill('01100001');
    await form.getByRole('textbox', { name: 'Routing Number' }).blur();
    await form.getByText('Routing number must be 9 digits').waitFor();
    await form.getByRole('textbox', { name: 'Routing Number' }).fill('011000015');
    await form.getByRole('textbox', { name: 'Account Number' }).fill('1000000008');
    await form.getByRole('radio', { name: 'Business' }).check();
    await form.getByRole('textbox', { name: 'Business Name' }).fill('Payne Medical Supply');
    await form.getByRole('textbox', { name: 'Street Address' }).fill('100 Congress Ave');
    await form.getByRole('textbox', { name: 'City' }).fill('Austin');
    await form.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Texas' }).click();
    await form.getByRole('textbox', { name: 'Zip Code' }).fill('78701-1234');
    const save = form.getByRole('button', { name: 'Save Bank Account' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByRole('checkbox', { name: /^I authorize VendorProof/ }).check();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await transitionsDone(page);
    await scanA11y(page);

    // Account 1000000008 fails verification when it is saved.
    await save.click();
    await page.getByRole('alert').filter({ hasText: BANK_FAILURE }).waitFor();

    await form.getByRole('textbox', { name: 'Account Number' }).fill('1000000000');
    await form.getByRole('checkbox', { name: /^I authorize VendorProof/ }).check();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText("You've successfully added bank account *******0000").waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'Use Bank account ending in 0000' }).isChecked()).toBe(true);

    await payButton(page).click();
    await page.waitForURL((url) => url.hash === '#/account#subscriptions');
    const vendorProof = page.getByRole('table', { name: 'VendorProof' });
    await vendorProof.getByRole('row').filter({ hasText: 'Active' }).waitFor();
    await page.getByRole('link', { name: 'Start Employee Monitoring' }).waitFor();
  });
});
