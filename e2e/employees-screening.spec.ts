import { renderPdfPages } from '../apps/server/src/testing/pdf-tools';
import { describe, expect, it } from 'vitest';
import { appUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser } from './support/browser';
import { createEmployee, leiePerson } from './support/leie-people';

const browser = useBrowser();

describe('an employee found on an exclusion list', () => {
  it('turns non-compliant after screening and shows why it matched', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const person = leiePerson(10);
    const { employeeId } = await createEmployee(page, person);

    // Screening runs in the worker: reload the detail page until the status and the match show.
    await page.goto(appUrl(`/employees/${employeeId}/detail`));
    const heading = page.getByRole('heading', { level: 1, name: `Employee: ${person.firstName} ${person.lastName}` });
    const panel = page.getByRole('complementary', { name: 'Compliance Status' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await heading.waitFor();
          await panel.getByRole('heading', { name: 'Exclusion Lists' }).waitFor();
          await panel.getByRole('progressbar').waitFor({ state: 'detached' });
          return {
            compliant: await panel.getByText('Compliant', { exact: true }).count(),
            matches: await panel.getByRole('button', { name: /^Match 1/ }).count(),
          };
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toEqual({ compliant: 0, matches: 1 });
    await panel
      .getByText(/exclusion/i)
      .first()
      .waitFor();
    await scanA11y(page);

    await panel.getByRole('button', { name: /^Match 1/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Verification Information' }).waitFor();
    await dialog.getByRole('heading', { name: 'Entity Information' }).waitFor();
    const verification = dialog.getByRole('table', { name: 'Verification Information' });
    await verification.getByRole('rowheader', { name: 'Why It Matched' }).waitFor();
    await verification.getByRole('rowheader', { name: 'Match Score' }).waitFor();
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The roster shows the same status.
    await page.goto(appUrl('/employees'));
    await page.getByRole('textbox', { name: 'Search employees' }).fill(person.lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: person.firstName });
    await row.getByText(/exclusion/i).waitFor();
  });

  it('downloads the Individual Audit Report as a PDF for a chosen date', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const { employeeId } = await createEmployee(page, { firstName: 'Rosalind', lastName: 'Auditworth', dob: '1971-09-30' });
    await page.goto(appUrl(`/employees/${employeeId}/detail`));
    await page.getByRole('heading', { level: 1, name: 'Employee: Rosalind Auditworth' }).waitFor();

    await page.getByRole('button', { name: 'Individual Audit Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Individual Audit Report' });
    await dialog.waitFor();
    const download = dialog.getByRole('button', { name: 'Download Report' });
    expect(await download.isDisabled()).toBe(true);
    const dateInput = dialog.getByLabel('Report Date');
    const today = await dateInput.getAttribute('max');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dateInput.fill(today!);
    await scanA11y(page);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/i);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(renderPdfPages(Buffer.concat(chunks)).length).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });
  });
});
