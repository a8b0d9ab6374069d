import { describe, expect, it } from 'vitest';
import { login, menuLabels, waitForSignedInCard, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

describe('expired password', () => {
  it('asks for a new password, checks it live and signs in with it', async () => {
    const { page } = await openPage(browser());
    await login(page, 'demo-expired');
    await page.getByText('Your password has expired. Please set a new password.').waitFor();
    for (const rule of [
      'At least one lowercase letter',
      'At least one uppercase letter',
      'At least one number',
      'At least one special character',
      'Minimum of 10 characters',
    ]) {
      await page.getByText(rule, { exact: true }).waitFor();
    }
    await scanA11y(page);

    await page.getByLabel(/^New Password/).fill('Fresh-Start-2027');
    await page.getByLabel(/^Confirm Password/).fill('Fresh-Start-2028');
    await page.getByLabel(/^New Password/).click();
    await page.getByText('Passwords must match').waitFor();

    await page.getByLabel(/^Confirm Password/).fill('Fresh-Start-2027');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await waitForHashPath(page, '/dashboard');
    await waitForSignedInCard(page);
    expect(await menuLabels(page)).toContain('Home');
  });
});
