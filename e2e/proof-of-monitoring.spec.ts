import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, baseUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';
import { onePagePdf } from '../apps/server/src/platform/files/one-page-pdf';

const browser = useBrowser();

interface Todo {
  id: number;
  type: string;
  customerId: number;
}

/** The proof-of-monitoring to-do the demo data gives Bayside Home Health (demo-vendor2) for Lakeside. */
async function proofOfMonitoringTodo(page: Page): Promise<Todo> {
  const customers = (await (await page.request.get(`${baseUrl()}/services/customers`)).json()) as Array<{
    customerId: number;
    customerName: string;
  }>;
  const lakeside = customers.find((customer) => customer.customerName === 'Lakeside Memorial Hospital');
  if (!lakeside) throw new Error('demo-vendor2 has no Lakeside customer');
  const todos = (await (await page.request.get(`${baseUrl()}/services/customers/${lakeside.customerId}/checklist`)).json()) as Todo[];
  const todo = todos.find((item) => item.type === 'MONTHLY_POM');
  if (!todo) throw new Error('No proof-of-monitoring to-do');
  return { ...todo, customerId: lakeside.customerId };
}

describe('proof of employee monitoring', () => {
  it('leads a vendor without monitoring from the redirector to the splash and a third-party attestation, then shows it read-only', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor2', '/dashboard');
    const todo = await proofOfMonitoringTodo(page);
    const query = `?checklistItemId=${todo.id}&customerId=${todo.customerId}`;
    const attestationPath = `/proof-of-monitoring-submission/customers/${todo.customerId}/checklist/${todo.id}`;

    // The dashboard's to-do opens the redirector, which shows the splash without a subscription,
    // keeping the to-do in the query.
    await page.getByRole('link', { name: 'Open Proof of Employee Monitoring for Lakeside Memorial Hospital' }).click();
    await waitForHashPath(page, '/employee-monitoring-splash');
    expect(new URL(page.url()).hash).toBe(`#/employee-monitoring-splash${query}`);
    await page.getByRole('heading', { level: 1, name: 'Proof of Employee Monitoring' }).waitFor();
    // Get Started pays for monitoring and comes back to this page (issue 33).
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      `#/subscription-payment?type=VP_EMPLOYEE_MONITORING&backNavigationTo=${encodeURIComponent(`/employee-monitoring-splash${query}`)}`,
    );
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('#/dashboard');
    await scanA11y(page);

    await page.getByRole('link', { name: 'Upload Proof' }).click();
    await waitForHashPath(page, attestationPath);
    await page.getByRole('heading', { level: 1, name: 'Third-Party Attestation' }).waitFor();
    const form = page.getByRole('form', { name: 'Third-party attestation' });
    await form.getByRole('button', { name: 'Save' }).waitFor();
    await scanA11y(page);

    // Saving the empty form marks every empty field "Required".
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Required', { exact: true }).count()).toBe(6);
    await scanA11y(page);

    const employees = form.getByRole('textbox', { name: /^Number of Employees/ });
    await employees.fill('12a50');
    expect(await employees.inputValue()).toBe('1,250');
    await form.getByRole('combobox', { name: /^Monitoring Service Used/ }).click();
    const services = await page.getByRole('option').allInnerTexts();
    expect(services).toEqual([
      'Certiphi Screening',
      'Evercheck',
      'HealthStream',
      'KChecks',
      'Medallion',
      'Precheck',
      'Streamline Verify',
      'Verifiable',
      'Verify Comply',
      'Verisys',
      'Other',
    ]);
    await page.getByRole('option', { name: 'Other' }).click();
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.locator('input[type="file"][aria-label="Proof of Monitoring File"]').setInputFiles({
      name: 'monitoring-attestation.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf('Employee monitoring attestation'),
    });
    await form.getByText('monitoring-attestation.pdf').waitFor();
    await form.getByRole('checkbox', { name: /^I certify/ }).check();
    await form.getByRole('checkbox', { name: /^I attest/ }).check();

    // Other needs the service's name, and excluded employees need a resolution.
    await form.getByRole('button', { name: 'Save' }).click();
    const serviceName = form.getByRole('textbox', { name: /^Monitoring Service Name/ });
    const resolution = form.getByRole('textbox', { name: /^Resolution/ });
    await expect.poll(() => form.getByText('Required', { exact: true }).count()).toBe(2);
    expect(await serviceName.getAttribute('aria-invalid')).toBe('true');
    expect(await resolution.getAttribute('aria-invalid')).toBe('true');
    await serviceName.fill('Harbor Background Checks');
    await resolution.fill('One excluded employee was removed from patient-facing work.');
    await expect.poll(() => form.getByText('Required', { exact: true }).count()).toBe(0);
    await scanA11y(page);

    await form.getByRole('button', { name: 'Save' }).click();
    await waitForHashPath(page, '/dashboard');

    // Reopened, the complete attestation is read-only with both boxes ticked and its file downloadable.
    await page.goto(appUrl(attestationPath));
    await page.getByText('This proof of employee monitoring is complete.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    for (const box of [/^I certify/, /^I attest/]) {
      const checkbox = page.getByRole('checkbox', { name: box });
      expect(await checkbox.isChecked()).toBe(true);
      expect(await checkbox.isDisabled()).toBe(true);
    }
    expect(await page.getByRole('textbox', { name: /^Number of Employees/ }).inputValue()).toBe('1,250');
    expect(await page.getByRole('textbox', { name: /^Monitoring Service Name/ }).inputValue()).toBe('Harbor Background Checks');
    expect(await page.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download monitoring-attestation.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('monitoring-attestation.pdf');
    await scanA11y(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await waitForHashPath(page, '/dashboard');
  });
});
