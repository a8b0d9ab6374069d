import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, appUrl, baseUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForDialogShown } from './support/browser';
import { createVendorAccount } from './support/accounts';

const browser = useBrowser();

const LAST_USER_MESSAGE = 'There is only one user in your account. You cannot delete this user unless another user is added.';
const CURRENT_PASSWORD_WRONG = 'The current password is not correct';

async function openUsersTab(page: Page): Promise<void> {
  await page.goto(appUrl('/account#users'));
  await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
  await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor();
}

const message = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe('the Users tab', () => {
  it('adds a user, edits them and deletes them', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor2', '/dashboard');
    await openUsersTab(page);
    const table = page.getByRole('table', { name: 'Users' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Login Name', 'Email', 'Actions']);
    await table.getByRole('cell', { name: 'demo-vendor2', exact: true }).waitFor();
    await scanA11y(page);

    await page.getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await waitForDialogShown(addDialog);
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await addDialog.getByText('First Name is required').waitFor();
    await addDialog.getByText('Login Name is required').waitFor();
    await scanA11y(page);

    const username = `teammate-${Date.now()}`;
    await addDialog.getByLabel(/^First Name/).fill('Tia');
    await addDialog.getByLabel(/^Last Name/).fill('Teammate');
    await addDialog.getByLabel(/^Login Name/).fill(username);
    await addDialog.getByLabel(/^Email/).fill('tia@');
    await addDialog.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await addDialog.getByLabel(/^Confirm Password/).fill('Different!2026');
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await addDialog.getByText("Passwords don't match").waitFor();
    await addDialog.getByText('Invalid email').waitFor();
    await addDialog.getByLabel(/^Email/).fill(`${username}@bayside-hh.test`);
    await addDialog.getByLabel(/^Confirm Password/).fill(DEMO_PASSWORD);
    // A login name someone already has: the server's text is shown and put on the field.
    await addDialog.getByLabel(/^Login Name/).fill('demo-vendor');
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    // The message about the dialog's action is shown above it and stays readable by screen readers.
    await page.getByRole('alert').filter({ hasText: 'Add user failed. that username is not available. Please choose another.' }).waitFor();
    await addDialog.getByText('that username is not available. Please choose another.', { exact: true }).waitFor();
    await addDialog.getByLabel(/^Login Name/).fill(username);
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await message(page, 'User is added successfully').waitFor();
    await addDialog.waitFor({ state: 'hidden' });
    await table.getByRole('cell', { name: username, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit Tia Teammate' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    await waitForDialogShown(editDialog);
    expect(await editDialog.getByLabel(/^Login Name/).getAttribute('readonly')).not.toBeNull();
    expect(await editDialog.getByLabel(/^Login Name/).inputValue()).toBe(username);
    // Another user's password cannot be changed here: the fields are not shown.
    expect(await editDialog.getByLabel(/Password/).count()).toBe(0);
    await scanA11y(page);
    await editDialog.getByLabel(/^Last Name/).fill('Teamster');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await message(page, 'User is updated successfully').waitFor();
    await table.getByRole('cell', { name: 'Tia Teamster', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Tia Teamster' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await waitForDialogShown(confirm);
    await scanA11y(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await message(page, 'User Tia Teamster removed').waitFor();
    await table.getByRole('cell', { name: username, exact: true }).waitFor({ state: 'detached' });
  });

  it('refuses to delete the only user of an account, in the page and at the server', async () => {
    const { page } = await openPage(browser());
    const username = await createVendorAccount(page, 'solo', { firstName: 'Sol', lastName: 'Owens' });
    await openUsersTab(page);
    const table = page.getByRole('table', { name: 'Users' });
    expect(await table.getByRole('row').count()).toBe(2);

    await page.getByRole('button', { name: 'Delete Sol Owens' }).click();
    const refusal = page.getByRole('dialog', { name: 'Cannot Delete User' });
    await waitForDialogShown(refusal);
    await refusal.getByText(LAST_USER_MESSAGE).waitFor();
    await scanA11y(page);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'hidden' });

    const users = (await (await page.request.get(`${baseUrl()}/services/account/users`)).json()) as { id: number; username: string }[];
    expect(users.map((user) => user.username)).toEqual([username]);
    const csrf = (await (await page.request.get(`${baseUrl()}/services/auth/csrf`)).json()) as { token: string };
    const response = await page.request.delete(`${baseUrl()}/services/account/users/${users[0]!.id}`, {
      headers: { 'X-XSRF-TOKEN': csrf.token },
    });
    expect(response.status()).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(LAST_USER_MESSAGE);
    await table.getByRole('cell', { name: username, exact: true }).waitFor();
  });

  it('lets a user edit themselves, the new password optional', async () => {
    const { page } = await openPage(browser());
    await createVendorAccount(page, 'solo', { firstName: 'Sol', lastName: 'Owens' });
    await openUsersTab(page);

    await page.getByRole('button', { name: 'Edit Sol Owens' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await waitForDialogShown(dialog);
    expect(await dialog.getByLabel(/^Password/).getAttribute('required')).toBeNull();
    await dialog.getByText('Leave blank to keep your password').waitFor();
    await scanA11y(page);
    await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText("Passwords don't match").waitFor();
    await dialog.getByLabel(/^Password/).fill('');
    await dialog.getByLabel(/^First Name/).fill('Solange');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await message(page, 'User is updated successfully').waitFor();
    await page.getByRole('table', { name: 'Users' }).getByRole('cell', { name: 'Solange Owens (you)' }).waitFor();
  });

  it("changes one's own password only with the current one, and stays signed in", async () => {
    const { page } = await openPage(browser());
    const username = await createVendorAccount(page, 'solo', { firstName: 'Sol', lastName: 'Owens' });
    await openUsersTab(page);

    await page.getByRole('button', { name: 'Edit Sol Owens' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await waitForDialogShown(dialog);
    await dialog.getByLabel(/^Password/).fill('Changed!Pass2027');
    await dialog.getByLabel(/^Confirm Password/).fill('Changed!Pass2027');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Current Password is required').waitFor();

    // A wrong current password: the server's field error is shown on the field.
    await dialog.getByLabel(/^Current Password/).fill('Wrong!Pass2027');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText(CURRENT_PASSWORD_WRONG, { exact: true }).waitFor();
    expect(await dialog.getByLabel(/^Current Password/).getAttribute('aria-invalid')).toBe('true');
    await scanA11y(page);

    await dialog.getByLabel(/^Current Password/).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await message(page, 'User is updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('table', { name: 'Users' }).getByRole('cell', { name: username, exact: true }).waitFor();
  });
});
