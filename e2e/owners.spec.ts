import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, openPage, scanA11y, useBrowser, waitForDialogShown, waitForHashPath } from './support/browser';
import { createVendorAccount } from './support/accounts';

const browser = useBrowser();

/**
 * Signs up a new vendor account (no customers, so no owner rules) and opens its account page's Owners
 * tab: the journeys add and remove owners without touching the demo vendors other spec files use.
 */
async function openOwnersOfNewVendor(page: Page): Promise<void> {
  await createVendorAccount(page, 'owners', { firstName: 'Paula', lastName: 'Proprietor' });
  await page.goto(appUrl('/account#owners'));
  await page.getByRole('tab', { name: 'Owners', selected: true }).waitFor();
  await page.getByRole('button', { name: 'Add Owner' }).waitFor();
}

async function pickState(page: Page, scope: Locator, state: string): Promise<void> {
  await scope.getByRole('combobox', { name: 'State' }).fill(state);
  await page.getByRole('option', { name: state, exact: true }).click();
}

async function addPersonThroughDialog(page: Page, first: string, last: string, percent: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Owner' });
  await waitForDialogShown(dialog);
  await dialog.getByLabel(/^First Name/).fill(first);
  await dialog.getByLabel(/^Last Name/).fill(last);
  await dialog.getByLabel(/^Date of Birth/).fill('1971-04-05');
  await dialog.getByLabel(/^SSN/).fill('555443333');
  await dialog.getByLabel(/^Ownership %/).fill(percent);
  await dialog.getByRole('button', { name: 'Save Owner' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`${first} ${last} was successfully added.`).waitFor();
}

function ownersTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Owners' });
}

describe('Owners', () => {
  it('adds a person and a business through the dialog, refuses a total over 100%, saves a valid one and removes an owner', async () => {
    const { page } = await openPage(browser());
    await openOwnersOfNewVendor(page);
    await page.getByText('No owners have been added yet.').waitFor();
    await scanA11y(page);

    // A person, with the form's own checks first: names required, ZIP must belong to the state.
    await page.getByRole('button', { name: 'Add Owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Owner' });
    await waitForDialogShown(dialog);
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Save Owner' }).click();
    await dialog.getByText('First Name is required').waitFor();
    await dialog.getByText('Last Name is required').waitFor();
    await dialog.getByLabel(/^First Name/).fill('Olivia');
    await dialog.getByLabel(/^Last Name/).fill('Owner');
    await dialog.getByLabel(/^Gender/).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await dialog.getByLabel(/^NPI/).fill('12345-67893x');
    expect(await dialog.getByLabel(/^NPI/).inputValue()).toBe('1234567893');
    await dialog.getByLabel(/^Street 1/).fill('1 Main St');
    await dialog.getByLabel(/^City/).fill('Albany');
    await pickState(page, dialog, 'New York');
    await dialog.getByLabel(/^Zip Code/).fill('90210');
    await dialog.getByLabel(/^Ownership %/).fill('60');
    await dialog.getByRole('button', { name: 'Save Owner' }).click();
    await dialog.getByText('Zip Code does not match the state').waitFor();
    await dialog.getByLabel(/^Zip Code/).fill('12207');
    await dialog.getByRole('button', { name: 'Save Owner' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Olivia Owner was successfully added.').waitFor();

    // A business: the switch swaps the names for the company and the SSN for an EIN.
    await page.getByRole('button', { name: 'Add Owner' }).click();
    await waitForDialogShown(dialog);
    await dialog.getByLabel('This is a business').check();
    await dialog.getByRole('button', { name: 'Save Owner' }).click();
    await dialog.getByText('Company is required').waitFor();
    expect(await dialog.getByLabel(/^First Name/).count()).toBe(0);
    await dialog.getByLabel(/^Company/).fill('Holding Co LLC');
    await dialog.getByLabel(/^EIN/).fill('123456789');
    expect(await dialog.getByLabel(/^EIN/).inputValue()).toBe('12-3456789');
    await dialog.getByLabel(/^Ownership %/).fill('30');
    await dialog.getByRole('button', { name: 'Save Owner' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Holding Co LLC was successfully added.').waitFor();

    const table = ownersTable(page);
    await table.getByRole('row', { name: /Olivia Owner Person 60%/ }).waitFor();
    await table.getByRole('row', { name: /Holding Co LLC Business 30%/ }).waitFor();
    await scanA11y(page);

    // Ownership percentages: over 100 is refused, Cancel restores, a valid total saves.
    await page.getByRole('button', { name: 'Edit Ownership %' }).click();
    const olivia = table.getByRole('textbox', { name: 'Ownership % of Olivia Owner' });
    const holding = table.getByRole('textbox', { name: 'Ownership % of Holding Co LLC' });
    const saveChanges = page.getByRole('button', { name: 'Save Changes' });
    await holding.fill('4.5x');
    expect(await holding.inputValue()).toBe('45');
    await page.getByText('Total % must not exceed 100%').waitFor();
    expect(await saveChanges.isDisabled()).toBe(true);
    await scanA11y(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await table.getByRole('row', { name: /Holding Co LLC Business 30%/ }).waitFor();

    await page.getByRole('button', { name: 'Edit Ownership %' }).click();
    await olivia.fill('55');
    await holding.fill('45');
    await expect.poll(() => saveChanges.isEnabled()).toBe(true);
    await saveChanges.click();
    await page.getByText("You've successfully updated the Ownership Percentages.").waitFor();
    await table.getByRole('row', { name: /Olivia Owner Person 55%/ }).waitFor();
    await table.getByRole('row', { name: /Holding Co LLC Business 45%/ }).waitFor();

    // Delete, after a confirmation.
    await table.getByRole('button', { name: 'Delete Holding Co LLC' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Owner' });
    await waitForDialogShown(confirm);
    await scanA11y(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Holding Co LLC was successfully removed.').waitFor();
    await table.getByRole('row', { name: /Holding Co LLC/ }).waitFor({ state: 'detached' });
    await table.getByRole('row', { name: /Olivia Owner Person 55%/ }).waitFor();
  });

  it('shows an owner in view mode; Cancel restores the saved values, Save Changes keeps the edit; Delete goes back to the owners', async () => {
    const { page } = await openPage(browser());
    await openOwnersOfNewVendor(page);
    await addPersonThroughDialog(page, 'Victor', 'Vance', '25');

    // The add form as a page: back returns to the account page's owners.
    await page.goto(appUrl('/owners/add'));
    await page.getByRole('heading', { level: 1, name: 'Add Owner' }).waitFor();
    await scanA11y(page);
    await page.getByRole('link', { name: 'Back to Owners' }).click();
    await waitForHashPath(page, '/account#owners');
    await page.getByRole('tab', { name: 'Owners', selected: true }).waitFor();

    await ownersTable(page).getByRole('link', { name: 'View Victor Vance' }).click();
    await page.getByRole('heading', { level: 1, name: 'Owner: Victor Vance' }).waitFor();
    const form = page.getByRole('form', { name: 'Owner information' });
    const lastName = form.getByLabel(/^Last Name/);
    expect(await lastName.getAttribute('readonly')).not.toBeNull();
    expect(await form.getByLabel(/^SSN/).inputValue()).toBe('***-**-3333');
    await scanA11y(page);

    await form.getByRole('button', { name: 'Edit' }).click();
    await lastName.fill('Vargas');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await lastName.inputValue()).toBe('Vance');

    await form.getByRole('button', { name: 'Edit' }).click();
    await form.getByText('On file: ending in 3333. Leave blank to keep it.').waitFor();
    await lastName.fill('Vargas');
    await form.getByLabel(/^City/).fill('Boston');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Changes to Victor Vargas were saved.').waitFor();
    await form.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await lastName.inputValue()).toBe('Vargas');
    expect(await form.getByLabel(/^SSN/).inputValue()).toBe('***-**-3333');
    await page.getByRole('heading', { level: 1, name: 'Owner: Victor Vargas' }).waitFor();
    await scanA11y(page);

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Owner' });
    await waitForDialogShown(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Victor Vargas was successfully removed.').waitFor();
    await waitForHashPath(page, '/account#owners');
    await page.getByText('No owners have been added yet.').waitFor();
  });
});
