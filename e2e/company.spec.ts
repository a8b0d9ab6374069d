import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, openPage, scanA11y, useBrowser } from './support/browser';
import { createVendorAccount } from './support/accounts';

const browser = useBrowser();

async function openCompanyTab(page: Page) {
  await page.goto(appUrl('/account#company'));
  await page.getByRole('heading', { level: 2, name: 'Company' }).waitFor();
  const form = page.getByRole('form', { name: 'Company profile' });
  await form.waitFor();
  return form;
}

describe('the company profile', () => {
  it('shows the rules when saving an incomplete profile, then saves it once the errors are fixed', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'company', { firstName: 'Cora', lastName: 'Compton' });
    let form = await openCompanyTab(page);
    await scanA11y(page);

    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct all errors on the page' }).waitFor();
    await form.getByText('TIN Type is Required').waitFor();
    await form.getByText('Business Name is required').waitFor();
    await form.getByText('Services Offered is required').waitFor();
    await form.getByText('Tax ID is required').waitFor();
    await scanA11y(page);

    await form.getByRole('textbox', { name: 'Business Name' }).fill('Harbor Light Medical');
    await form.getByRole('textbox', { name: 'DBA Name' }).fill('Harbor Light');
    await form.getByRole('textbox', { name: 'Services Offered' }).fill('Home infusion supplies');
    const office = form.getByRole('region', { name: 'Office Address' });
    await office.getByRole('combobox', { name: 'Address 1' }).fill('100 Bay St');
    await office.getByRole('combobox', { name: 'City' }).fill('Tampa');
    await office.getByRole('combobox', { name: 'State' }).selectOption('FL');
    // A ZIP of another state is refused next to the field.
    await office.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await office.getByRole('textbox', { name: 'Zip Code' }).blur();
    await office.getByText('Zip Code does not match the state').waitFor();
    await office.getByRole('textbox', { name: 'Zip Code' }).fill('33601');
    await expect.poll(() => office.getByText('Zip Code does not match the state').count()).toBe(0);

    const mailing = form.getByRole('region', { name: 'Mailing Address' });
    await mailing.getByRole('checkbox', { name: 'Same as office address' }).uncheck();
    await mailing.getByRole('combobox', { name: 'Address 1' }).fill('PO Box 9');
    await mailing.getByRole('combobox', { name: 'City' }).fill('Austin');
    await mailing.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await mailing.getByRole('textbox', { name: 'Zip Code' }).fill('73301');

    const phone = form.getByRole('textbox', { name: 'Phone Number' });
    await phone.fill('8135550100');
    expect(await phone.inputValue()).toBe('(813) 555-0100');
    await form.getByRole('combobox', { name: 'TIN Type' }).selectOption('EIN');
    const tin = form.getByLabel(/^Tax ID/);
    await tin.fill('123456789');
    expect(await tin.inputValue()).toBe('12-3456789');
    expect(await tin.getAttribute('type')).toBe('password');
    await form.getByRole('textbox', { name: 'DUNS' }).fill('12345');
    await form.getByRole('textbox', { name: 'DUNS' }).blur();
    await form.getByText('DUNS must be 9 digits').waitFor();
    await form.getByRole('textbox', { name: 'DUNS' }).fill('123456789');
    await form.getByRole('textbox', { name: 'NPI' }).fill('1234567890');

    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your company profile has been saved.' }).waitFor();

    await page.reload();
    form = await openCompanyTab(page);
    await expect.poll(() => form.getByRole('textbox', { name: 'Business Name' }).inputValue()).toBe('Harbor Light Medical');
    expect(await form.getByRole('region', { name: 'Office Address' }).getByRole('combobox', { name: 'State' }).inputValue()).toBe('FL');
    expect(await form.getByRole('region', { name: 'Mailing Address' }).getByRole('combobox', { name: 'City' }).inputValue()).toBe('Austin');
    expect(await form.getByRole('combobox', { name: 'TIN Type' }).inputValue()).toBe('EIN');
    await form.getByRole('button', { name: 'Show Tax ID' }).click();
    expect(await form.getByRole('textbox', { name: /^Tax ID/ }).inputValue()).toBe('12-3456789');
    await scanA11y(page);
  });

  it('asks a sole proprietor for first name, last name and date of birth instead of a business name', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'company', { firstName: 'Cora', lastName: 'Compton' });
    const form = await openCompanyTab(page);
    expect(await form.getByRole('textbox', { name: 'First Name' }).count()).toBe(0);
    await form.getByLabel('Sole Proprietor').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('First Name is required').waitFor();
    await form.getByText('Last Name is required').waitFor();
    await form.getByText('Date of Birth is required').waitFor();
    expect(await form.getByText('Business Name is required').count()).toBe(0);
    await scanA11y(page);
  });

  it('fills city and state from a ZIP code and suggests US cities as the city is typed (spec 001 §2)', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'company', { firstName: 'Cora', lastName: 'Compton' });
    const form = await openCompanyTab(page);
    const office = form.getByRole('region', { name: 'Office Address' });
    await office.getByRole('textbox', { name: 'Zip Code' }).fill('60601');
    await expect.poll(() => office.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Chicago');
    expect(await office.getByRole('combobox', { name: 'State' }).inputValue()).toBe('IL');

    const city = office.getByRole('combobox', { name: 'City' });
    await city.fill('Beverly Hi');
    await page.getByRole('option', { name: /^Beverly Hills, CA 902\d\d$/ }).click();
    expect(await city.inputValue()).toBe('Beverly Hills');
    expect(await office.getByRole('combobox', { name: 'State' }).inputValue()).toBe('CA');
    expect(await office.getByRole('textbox', { name: 'Zip Code' }).inputValue()).toMatch(/^902\d\d$/);
    await scanA11y(page);
  });

  // Demo data holds no open AccountInfo revision requests, so showing them is covered by the unit and
  // integration tests only (no note is faked here).
});
