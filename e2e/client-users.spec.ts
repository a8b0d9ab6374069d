import { describe, expect, it } from 'vitest';
import { LAST_USERS_ACCESS_MESSAGE } from '../packages/shared/src/account/client-users';
import {
  appUrl,
  loginAndWaitForHome,
  menuLabels,
  openPage,
  scanA11y,
  useBrowser,
  waitForDialogShown,
  waitForHashPath,
} from './support/browser';
import { latestMailTo } from './support/mail-outbox';

const browser = useBrowser();

describe('Client Users', () => {
  it('adds a user who sets a password from the e-mailed link, and keeps the last user with Users access', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    expect(await menuLabels(page)).toContain('Users');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await waitForHashPath(page, '/client-users');
    await page.getByRole('heading', { level: 1, name: 'Client Users' }).waitFor();
    const table = page.getByRole('table', { name: 'Client users' });
    await table.getByRole('cell', { name: 'Casey Clark (you)' }).waitFor();
    await scanA11y(page);

    // The only user with Users access cannot be removed.
    await table.getByRole('button', { name: 'Remove Casey Clark' }).click();
    const refusal = page.getByRole('dialog', { name: 'Cannot Remove User' });
    await waitForDialogShown(refusal);
    await refusal.getByText(LAST_USERS_ACCESS_MESSAGE).waitFor();
    await scanA11y(page);
    await refusal.getByRole('button', { name: 'OK' }).click();

    // Add a user with Import and Attestations.
    const username = `nina-${Date.now()}`;
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await waitForDialogShown(dialog);
    await dialog.getByLabel(/^First Name/).fill('Nina');
    await dialog.getByLabel(/^Last Name/).fill('Newhire');
    await dialog.getByLabel(/^Login Name/).fill(username);
    await dialog.getByLabel(/^Email/).fill(`${username}@riverside-health.test`);
    await dialog.getByRole('checkbox', { name: 'Import' }).check();
    await dialog.getByRole('checkbox', { name: 'Attestations' }).check();
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('User is added successfully').waitFor();
    const row = table.getByRole('row').filter({ hasText: username });
    await row.getByRole('cell', { name: 'Import, Attestations' }).waitFor();

    // The new user follows the e-mailed link, chooses a password and lands in the client area.
    const mail = await latestMailTo(`${username}@riverside-health.test`);
    expect(mail.text).toContain(`login name "${username}"`);
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(mail.text)![0];
    const newcomer = await openPage(browser());
    await newcomer.page.goto(appUrl(`/reset-password?token=${new URL(link.replace('/#', '')).searchParams.get('token')}`));
    await newcomer.page.getByLabel(/^New Password/).fill('Nina-Start-2027');
    await newcomer.page.getByLabel(/^Confirm Password/).fill('Nina-Start-2027');
    await newcomer.page.getByRole('button', { name: 'Set New Password' }).click();
    await waitForHashPath(newcomer.page, '/client/dashboard');
    const labels = await menuLabels(newcomer.page);
    expect(labels).toContain('Attestations');
    expect(labels).not.toContain('Users');

    // Remove the new user again (the demo client keeps its users as seeded).
    await row.getByRole('button', { name: 'Remove Nina Newhire' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove User' });
    await waitForDialogShown(confirm);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('User Nina Newhire deactivated').waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });

  it("shows the same screen on the client account page's Users tab", async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/account#users'));
    await page.getByRole('heading', { level: 2, name: 'Client Users' }).waitFor();
    await page.getByRole('table', { name: 'Client users' }).getByRole('cell', { name: 'Casey Clark (you)' }).waitFor();
    await scanA11y(page);
  });
});
