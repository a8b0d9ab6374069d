import { describe, it } from 'vitest';
import { appUrl, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

describe('reset password', () => {
  it('requests a reset link from the Forgot Password link', async () => {
    const { page } = await openPage(browser());
    await page.goto(appUrl('/vendor/login'));
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await waitForHashPath(page, '/reset-password');
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await scanA11y(page);
    await page.getByLabel(/^Username/).fill('demo-vendor2');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/we have e-mailed a link to reset its password/).waitFor();
  });

  it('rejects an unknown reset token with the server message', async () => {
    const { page } = await openPage(browser());
    await page.goto(appUrl('/reset-password?token=not-a-real-token-but-long-enough'));
    await page.getByLabel(/^New Password/).fill('Fresh-Start-2027');
    await page.getByLabel(/^Confirm Password/).fill('Fresh-Start-2027');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('This password reset link is invalid or has expired. Please request a new one.').waitFor();
    await scanA11y(page);
  });
});
