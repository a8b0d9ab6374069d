import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, baseUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

/** Unique per run, so journeys never depend on each other or on the demo roster's size. */
const unique = () => Math.random().toString(36).slice(2, 8);
const randomSsn = () => `5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Adds an employee through the API in the signed-in page's session (with the XSRF header the SPA sends). */
async function createEmployee(page: Page, employee: Record<string, string>): Promise<{ employeeId: number }> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`${baseUrl()}/services/employees`, {
    data: { ssn: randomSsn(), dob: '1984-06-15', ...employee },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { employeeId: number };
}

async function openRoster(page: Page): Promise<void> {
  await page.goto(appUrl('/employees'));
  await page.getByRole('heading', { level: 1, name: 'My Employees' }).waitFor();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search employees' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('the employee roster of a vendor with employee monitoring', () => {
  it('adds employees with Save and Add Another and with Save, then lists them as compliant', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await openRoster(page);
    await page.getByRole('table', { name: 'Employees' }).getByRole('row').nth(1).waitFor();
    // Compact rows: at most 52 px each, so a page of 25 fits a laptop screen.
    const rowHeights = await page
      .getByRole('table', { name: 'Employees' })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(rowHeights.length).toBeGreaterThan(0);
    expect(Math.max(...rowHeights)).toBeLessThanOrEqual(52);
    await scanA11y(page);

    await page.getByRole('link', { name: 'Add Employees' }).click();
    await waitForHashPath(page, '/employees/add');
    await page.getByRole('heading', { level: 1, name: 'Add Employees' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await scanA11y(page);

    const lastName = `Quillfeather${capitalized(unique())}`;
    const fillForm = async (firstName: string, ssn: string) => {
      await page.getByRole('textbox', { name: 'First Name' }).fill(firstName);
      await page.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
      await page.getByRole('textbox', { name: 'SSN' }).fill(ssn);
      await page.getByLabel('Date of Birth').fill('1979-02-11');
      await page.getByRole('textbox', { name: 'NPI' }).fill('12345');
      await page.getByRole('textbox', { name: 'NPI' }).blur();
      await page.getByText('NPI must be 10 digits').waitFor();
      await page.getByRole('textbox', { name: 'NPI' }).fill('');
    };

    // The SSN is masked as it is typed and hidden until the eye toggle reveals it.
    await fillForm('Zenobia', '987654321');
    const ssn = page.getByRole('textbox', { name: 'SSN' });
    expect(await ssn.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show SSN' }).click();
    expect(await ssn.getAttribute('type')).toBe('text');
    expect(await ssn.inputValue()).toBe('987-65-4321');

    await page.getByRole('button', { name: 'Save and Add Another' }).click();
    await page.getByText(`You've successfully added employee 'Zenobia ${lastName}'.`).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Last Name' }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    await fillForm('Ignatius', randomSsn());
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForHashPath(page, '/employees');
    await page.getByText(`You've successfully added employee 'Ignatius ${lastName}'.`).waitFor();

    await search(page, lastName);
    await rowOf(page, 'Ignatius').waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Employees' }).getByRole('row').count()).toBe(3);
    const zenobia = rowOf(page, 'Zenobia');
    expect(await zenobia.getByRole('cell').allInnerTexts()).toEqual(['Compliant', 'Zenobia', lastName, '02/11/1979', '0', 'Terminate']);
  });

  it('finds an employee by full name in either order and by the SSN last four', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const firstName = `Philippa${unique()}`;
    const lastName = `Fullname${unique()}`;
    const lastFour = String(1000 + Math.floor(Math.random() * 9000));
    await createEmployee(page, { firstName, lastName, ssn: `7${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${lastFour}` });
    await openRoster(page);
    for (const text of [`${firstName} ${lastName}`, `${lastName} ${firstName}`, `${lastName}, ${firstName}`]) {
      await search(page, text);
      await rowOf(page, lastName).waitFor();
      expect(await page.getByRole('row').filter({ hasText: 'No employees match your search.' }).count()).toBe(0);
    }
    await search(page, lastFour);
    await rowOf(page, lastName).waitFor();
    await scanA11y(page);
    await search(page, `${firstName} Nobody${unique()}`);
    await page.getByText('No employees match your search.').waitFor();
  });

  it('puts a duplicate SSN error onto the SSN field', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const ssn = randomSsn();
    const lastName = `Duplicate${capitalized(unique())}`;
    await createEmployee(page, { firstName: 'Original', lastName, ssn });

    await page.goto(appUrl('/employees/add'));
    await page.getByRole('textbox', { name: 'First Name' }).fill('Second');
    await page.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
    await page.getByRole('textbox', { name: 'SSN' }).fill(ssn);
    await page.getByLabel('Date of Birth').fill('1990-01-01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const ssnField = page.getByRole('textbox', { name: 'SSN' });
    // The field is described by its error text only once the server's answer has arrived.
    const ssnDescription = () =>
      ssnField.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    await expect.poll(ssnDescription).toContain(`Original ${lastName}`);
    expect(await ssnField.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits an employee: Cancel restores the loaded values, Save Changes keeps the new ones', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const lastName = `Editable${capitalized(unique())}`;
    const { employeeId } = await createEmployee(page, { firstName: 'Octavia', lastName, city: 'Austin', state: 'TX' });

    await page.goto(appUrl(`/employees/${employeeId}/detail`));
    await page.getByRole('heading', { level: 1, name: `Employee: Octavia ${lastName}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Exclusion Lists' }).waitFor();
    await page.getByText('No matches on any exclusion list.').waitFor();
    // View mode shows the data as text, not as disabled or read-only inputs.
    const details = page.getByRole('form', { name: 'Employee information' });
    expect(await details.getByRole('textbox').count()).toBe(0);
    const personal = details.getByRole('region', { name: 'Personal Information' });
    expect(await personal.locator('dd').allInnerTexts()).toEqual([
      'Octavia',
      lastName,
      expect.stringMatching(/^\*\*\*-\*\*-\d{4}$/),
      '06/15/1984',
    ]);
    expect(await details.getByRole('region', { name: 'Address Information' }).locator('dd').allInnerTexts()).toEqual([
      '—',
      '—',
      'Austin',
      'Texas',
      '—',
      'United States',
    ]);
    await personal.getByRole('button', { name: 'Show SSN' }).click();
    expect(await personal.locator('dd').nth(2).innerText()).toMatch(/^\d{3}-\d{2}-\d{4}$/);
    await scanA11y(page);

    const firstName = page.getByRole('textbox', { name: 'First Name' });
    const city = page.getByRole('textbox', { name: 'City' });
    await page.getByRole('button', { name: 'Edit' }).click();
    await firstName.fill('Changed');
    await city.fill('Springfield');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await personal.locator('dd').first().innerText()).toBe('Octavia');
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await firstName.inputValue()).toBe('Octavia');
    expect(await city.inputValue()).toBe('Austin');
    expect(await page.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Texas');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit' }).click();
    await firstName.fill('Augusta');
    await city.fill('Springfield');
    await scanA11y(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`Changes to Augusta ${lastName} were saved.`).waitFor();
    await page.getByRole('heading', { level: 1, name: `Employee: Augusta ${lastName}` }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Employee: Augusta ${lastName}` }).waitFor();
    expect(await details.getByRole('region', { name: 'Address Information' }).locator('dd').nth(2).innerText()).toBe('Springfield');
  });

  it('terminates an employee from the list after confirming', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const lastName = `Leaving${capitalized(unique())}`;
    await createEmployee(page, { firstName: 'Percival', lastName });

    await openRoster(page);
    await search(page, lastName);
    // A labelled button, not an icon alone; its confirm button in the dialog is red.
    const terminate = page.getByRole('button', { name: `Terminate Percival ${lastName}` });
    expect(await terminate.innerText()).toBe('Terminate');
    await terminate.click();
    const dialog = page.getByRole('dialog', { name: 'Terminate Employee' });
    await dialog.waitFor();
    await scanA11y(page);
    const confirm = dialog.getByRole('button', { name: 'Terminate' });
    expect(await confirm.getAttribute('class')).toContain('MuiButton-colorError');
    await confirm.click();
    await page.getByText(`Percival ${lastName} was successfully terminated`).waitFor();
    await page.getByRole('cell', { name: 'No employees match your search.' }).waitFor();
  });

  it('shows every past upload in the Upload History tab', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await openRoster(page);
    await page.getByRole('tab', { name: 'Upload History' }).click();
    const table = page.getByRole('table', { name: 'Upload history' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Submission Date',
      'File Name',
      'User Submitted',
      'Partial Upload',
      'Status',
      'Rows',
      'Screening',
    ]);
    const firstCells = await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(firstCells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await scanA11y(page);
  });

  it('moves between the tabs with the keyboard: the arrows move the focus, Enter opens the focused tab', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await openRoster(page);
    const employeesTab = page.getByRole('tab', { name: 'Employees', exact: true });
    const historyTab = page.getByRole('tab', { name: 'Upload History' });
    expect(await employeesTab.getAttribute('aria-selected')).toBe('true');
    // One tab stop for the list: the selected tab.
    expect([await employeesTab.getAttribute('tabindex'), await historyTab.getAttribute('tabindex')]).toEqual(['0', '-1']);
    await employeesTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => historyTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(await historyTab.getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Upload history' }).waitFor();
    expect(await historyTab.getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).hash).toBe('#/employees?tab=history');
    await page.keyboard.press('Home');
    await expect.poll(() => employeesTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await page.getByRole('table', { name: 'Employees' }).waitFor();
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(await employeesTab.getAttribute('id'));
    await scanA11y(page);
  });
});

describe('the employee area without employee monitoring', () => {
  it('shows the Employee Exclusion Monitoring pitch leading to the subscription payment', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor2', '/dashboard');
    await page.goto(appUrl('/employees'));
    await page.getByRole('heading', { level: 1, name: 'Employee Exclusion Monitoring' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add Employees' }).count()).toBe(0);
    await page.getByText('More than 250 employees: $50 per month plus $0.10 per employee above 250').waitFor();
    await page.getByRole('spinbutton', { name: 'Number of employees' }).fill('300');
    await page.getByText('With 300 employees you pay $55 per month after the first month.').waitFor();
    await scanA11y(page);

    const start = page.getByRole('link', { name: 'Start Employee Monitoring' });
    expect(await start.getAttribute('href')).toBe('#/subscription-payment?type=VP_EMPLOYEE_MONITORING&backNavigationTo=employees');
    await start.click();
    await waitForHashPath(page, '/subscription-payment');
    expect(new URL(page.url()).hash).toBe('#/subscription-payment?type=VP_EMPLOYEE_MONITORING&backNavigationTo=employees');
  });
});
