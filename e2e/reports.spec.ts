import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForDialogShown, waitForHashPath } from './support/browser';
import { downloadedPdf } from './support/downloads';

const browser = useBrowser();

/** A date a week ahead, as YYYY-MM-DD and as the success text shows it (MM/dd/yyyy). */
function nextWeek(): { iso: string; shown: string } {
  const date = new Date(Date.now() + 7 * 86_400_000);
  const [year, month, day] = [date.getFullYear(), String(date.getMonth() + 1).padStart(2, '0'), String(date.getDate()).padStart(2, '0')];
  return { iso: `${year}-${month}-${day}`, shown: `${month}/${day}/${year}` };
}

async function openReports(page: Page, username: string): Promise<void> {
  await loginAndWaitForHome(page, username, '/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  await page.getByRole('article', { name: 'Compliance Report' }).getByRole('heading', { name: 'Customers' }).waitFor();
}

describe('Reports', () => {
  it('shows the compliance report and downloads it as a PDF', async () => {
    const { page } = await openPage(browser());
    await openReports(page, 'demo-vendor');
    const report = page.getByRole('article', { name: 'Compliance Report' });
    await report.getByText('Acme Medical Supply').first().waitFor();
    await report.getByRole('table', { name: 'Customers' }).getByText('Riverside Health System').waitFor();
    expect(await page.getByRole('tab', { name: 'Reports', exact: true }).getAttribute('aria-selected')).toBe('true');
    await scanA11y(page);

    const pdf = await downloadedPdf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.filename).toMatch(/^Compliance Report - Acme Medical Supply - \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.head).toBe('%PDF-');
    expect(pdf.renderedPages).toBeGreaterThanOrEqual(1);
  });

  it('schedules a monthly report to two recipients and lists it under Shared Reports', async () => {
    const { page } = await openPage(browser());
    await openReports(page, 'demo-vendor');
    await page.getByRole('tab', { name: 'Shared Reports' }).click();
    await waitForHashPath(page, '/reports/shared-reports');
    await page.getByRole('table', { name: 'Shared Reports' }).waitFor();
    await scanA11y(page);

    await page.getByRole('button', { name: 'Share a Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a Report' });
    await waitForDialogShown(dialog);
    const schedule = dialog.getByRole('button', { name: 'Schedule Email' });
    expect(await schedule.isDisabled()).toBe(true);
    await scanA11y(page);

    const sendDate = nextWeek();
    await dialog.getByLabel(/^Send Date/).fill(sendDate.iso);
    await dialog.getByRole('combobox', { name: /^Repeat/ }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    const first = dialog.getByRole('group', { name: 'Recipient 1' });
    await first.getByLabel(/^Company/).fill('Riverside Health System');
    await first.getByLabel(/^Contact Name/).fill('Ann Lee');
    await first.getByLabel(/^Email/).fill('ann.lee@example.com');
    expect(await dialog.getByRole('button', { name: /^Remove recipient/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Recipient' }).click();
    const second = dialog.getByRole('group', { name: 'Recipient 2' });
    await second.getByLabel(/^Company/).fill('Riverside Health System');
    await second.getByLabel(/^Contact Name/).fill('Bob Ray');
    await second.getByLabel(/^Email/).fill('not-an-email');
    await second.getByLabel(/^Company/).click();
    await dialog.getByText('Invalid email').waitFor();
    expect(await schedule.isDisabled()).toBe(true);
    await second.getByLabel(/^Email/).fill('bob.ray@example.com');
    await dialog.getByRole('button', { name: 'Add Recipient' }).click();
    await dialog.getByRole('button', { name: 'Remove recipient 3' }).click();
    expect(await dialog.getByRole('group', { name: 'Recipient 3' }).count()).toBe(0);
    await expect.poll(() => schedule.isDisabled()).toBe(false);
    await schedule.click();

    await page
      .getByText(`Your report has been scheduled to send via email on ${sendDate.shown} to Ann Lee and Bob Ray of Riverside Health System`)
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('table', { name: 'Shared Reports' }).getByRole('row').filter({ hasText: 'ann.lee@example.com' });
    await row.getByText('Monthly').waitFor();
    await row.getByText(/Bob Ray/).waitFor();
    await scanA11y(page);
  });

  it('edits a scheduled report and deletes it', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/reports/shared-reports'));
    await page.getByRole('button', { name: 'Share a Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a Report' });
    await waitForDialogShown(dialog);
    const sendDate = nextWeek();
    await dialog.getByLabel(/^Send Date/).fill(sendDate.iso);
    await dialog.getByRole('combobox', { name: /^Repeat/ }).click();
    await page.getByRole('option', { name: 'One Time' }).click();
    const first = dialog.getByRole('group', { name: 'Recipient 1' });
    await first.getByLabel(/^Company/).fill('Lakeside Clinic');
    await first.getByLabel(/^Contact Name/).fill('Cara Diaz');
    await first.getByLabel(/^Email/).fill('cara.diaz@example.com');
    await dialog.getByRole('button', { name: 'Schedule Email' }).click();
    await page.getByText(`Your report has been scheduled to send via email on ${sendDate.shown} to Cara Diaz of Lakeside Clinic`).waitFor();

    const row = page.getByRole('table', { name: 'Shared Reports' }).getByRole('row').filter({ hasText: 'cara.diaz@example.com' });
    await row.getByRole('button', { name: /^Edit report/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Scheduled Report' });
    await waitForDialogShown(edit);
    expect(
      await edit
        .getByRole('group', { name: 'Recipient 1' })
        .getByLabel(/^Contact Name/)
        .inputValue(),
    ).toBe('Cara Diaz');
    await edit
      .getByRole('group', { name: 'Recipient 1' })
      .getByLabel(/^Contact Name/)
      .fill('Cara Diaz-Ortiz');
    await edit.getByRole('button', { name: 'Schedule Email' }).click();
    await page
      .getByText(`Your report has been scheduled to send via email on ${sendDate.shown} to Cara Diaz-Ortiz of Lakeside Clinic`)
      .waitFor();
    await row.getByText(/Cara Diaz-Ortiz/).waitFor();

    await row.getByRole('button', { name: /^Delete report/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Scheduled Report' });
    await waitForDialogShown(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The scheduled report was deleted successfully').waitFor();
    await expect.poll(() => row.count()).toBe(0);
  });

  it('keeps Shared Reports disabled without the employee-monitoring subscription', async () => {
    const { page } = await openPage(browser());
    await openReports(page, 'demo-vendor2');
    expect(await page.getByRole('tab', { name: 'Shared Reports' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Share a Report' }).isDisabled()).toBe(true);
    await page.getByText('Shared Reports need an employee-monitoring subscription.').waitFor();
    await scanA11y(page);
  });
});
