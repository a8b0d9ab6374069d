import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  baseUrl,
  fitsWidth,
  loginAndWaitForHome,
  loginAsAdmin,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { createEmployee, leiePerson } from './support/leie-people';

const browser = useBrowser();
const HEADER = 'Monitor Record ID,Progress Status,Note';

/** The status name of an employee as the vendor's API answers it. */
async function employeeStatus(page: Page, employeeId: number): Promise<string> {
  const response = await page.request.get(`${baseUrl()}/services/employees/${employeeId}`);
  return ((await response.json()) as { status: { name: string } }).status.name;
}

async function chooseFile(page: Page, lines: string[]) {
  await page.locator('input[type=file][aria-label="Bulk resolve file"]').setInputFiles({
    name: 'resolve.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
  });
  await page.getByText('resolve.csv').waitFor();
}

describe('admin bulk alert resolve (issue 19)', () => {
  it('shows the error table for a file with a bad row, then resolves the fixed file and the employees become compliant', async () => {
    // Two of the vendor's new employees match the LEIE; the worker raises an alert for each.
    const vendor = await openPage(browser());
    await loginAndWaitForHome(vendor.page, 'demo-vendor', '/dashboard');
    const employees = [await createEmployee(vendor.page, leiePerson(16)), await createEmployee(vendor.page, leiePerson(18))];
    const admin = await openPage(browser());
    const { page } = admin;
    await loginAsAdmin(page);
    const alertIds: number[] = [];
    await expect
      .poll(
        async () => {
          const queue = await page.request.get(`${baseUrl()}/services/admin/screening/alerts?status=OPEN&sourceId=leie&size=200`);
          const alerts = ((await queue.json()) as { content: Array<{ id: number; subjectId: number; subjectType: string }> }).content;
          alertIds.length = 0;
          for (const { employeeId } of employees) {
            const alert = alerts.find((a) => a.subjectType === 'EMPLOYEE' && a.subjectId === employeeId);
            if (alert) alertIds.push(alert.id);
          }
          return alertIds.length;
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(2);
    for (const { employeeId } of employees) expect(await employeeStatus(vendor.page, employeeId)).toBe('NON_COMPLIANT');

    await page.goto(appUrl('/admin'));
    await page.getByRole('tab', { name: 'Resolve Monitor Alerts' }).click();
    await waitForHashPath(page, '/admin/resolveMonitorAlerts');
    await page.getByRole('heading', { level: 2, name: 'Resolve Monitor Alerts' }).waitFor();
    await page.getByRole('link', { name: 'To Old Admin' }).waitFor();
    await scanA11y(page);

    // One bad row (an unknown status): nothing is resolved, the table names the cell and Back returns.
    await chooseFile(page, [HEADER, `${alertIds[0]},CLEARED,Different date of birth`, `${alertIds[1]},DONE,Checked the address`]);
    await page.getByRole('button', { name: 'Resolve Alerts' }).click();
    const table = page.getByRole('table', { name: 'Rows with errors' });
    await table.waitFor();
    await table.getByRole('cell', { name: /Progress Status must be one of OPEN, CONFIRMED, CLEARED/ }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    await page.getByText('1 row of 2 rows cannot be applied, so no alert was resolved.').waitFor();
    await scanA11y(page);
    for (const { employeeId } of employees) expect(await employeeStatus(vendor.page, employeeId)).toBe('NON_COMPLIANT');
    await page.getByRole('button', { name: 'Back' }).click();
    await table.waitFor({ state: 'detached' });

    // The fixed file resolves both alerts; Reset starts over.
    await chooseFile(page, [HEADER, `${alertIds[0]},CLEARED,Different date of birth`, `${alertIds[1]},cleared,Checked the address`]);
    await page.getByRole('button', { name: 'Resolve Alerts' }).click();
    const success = page.getByRole('alert').filter({ hasText: '2 alerts were resolved (2 changed status).' });
    await success.waitFor();
    await scanA11y(page);
    for (const { employeeId } of employees) expect(await employeeStatus(vendor.page, employeeId)).toBe('COMPLIANT');

    // Usable on a phone: nothing runs off the side at 390 px.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await scanA11y(page);
    await success.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Resolve Alerts' }).waitFor();
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });
});
