import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../apps/server/src/platform/files/one-page-pdf';
import { appUrl, baseUrl, loginAndWaitForHome, loginAsAdmin, openPage, scanA11y, useBrowser } from './support/browser';
import { createEmployee, leiePerson } from './support/leie-people';

const browser = useBrowser();

describe('a vendor works an exclusion match', () => {
  it('answers "not the same person" with a file from Home; once the reviewer clears it the employee is compliant', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const person = leiePerson(12);
    const name = `${person.firstName} ${person.lastName}`;
    const { employeeId } = await createEmployee(page, person);

    // The worker screens the new employee; Home lists the match, newest first.
    const card = page.getByRole('region', { name: 'Possible matches to review' });
    const link = card.getByRole('link', { name: new RegExp(`^Review the match of ${name} on `) });
    await expect
      .poll(
        async () => {
          await page.reload();
          await card.waitFor();
          await card.getByRole('progressbar').waitFor({ state: 'detached' });
          return link.count();
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(1);
    await scanA11y(page);
    await link.click();

    // The link opens the employee with the match dialog showing, waiting for the vendor's answer.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('alert').filter({ hasText: 'Possible match: waiting for your answer' }).waitFor();
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await dialog.getByText('Choose an answer').waitFor();
    await dialog.getByRole('radio', { name: 'Not the same person' }).check();
    await dialog.getByRole('combobox', { name: /^Reason/ }).click();
    await page.getByRole('option', { name: 'Different date of birth' }).click();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Our employee was born ten years later; her licence is attached.');
    await dialog
      .locator('input[type=file][aria-label="ID or license (optional)"]')
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Driver licence') });
    await dialog.getByRole('button', { name: 'Remove licence.pdf' }).waitFor();
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Answered: waiting for the reviewer' }).waitFor();
    const answer = dialog.getByRole('region', { name: 'Your answer' });
    await answer.getByText('Different date of birth').waitFor();
    await answer.getByRole('link', { name: 'licence.pdf' }).waitFor();
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const panel = page.getByRole('complementary', { name: 'Compliance Status' });
    await panel.getByText('Possible exclusion match: under review').waitFor();
    await panel.getByText(/^Last screened \d{2}\/\d{2}\/\d{4}/).waitFor();

    // The reviewer clears the match through the console's API here (its screens have their own journey:
    // admin-screening-console.spec.ts); this journey is about what the vendor sees afterwards.
    const admin = await openPage(browser());
    await loginAsAdmin(admin.page);
    const adminXsrf = (await admin.context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const queue = await admin.page.request.get(
      `${baseUrl()}/services/admin/screening/alerts?status=VENDOR_RESPONDED&subjectType=EMPLOYEE&size=200`,
    );
    const waiting = ((await queue.json()) as { content: Array<{ id: number; subjectId: number }> }).content.find(
      (alert) => alert.subjectId === employeeId,
    );
    expect(waiting, 'the answered match in the reviewer queue').toBeDefined();
    const review = await admin.page.request.get(`${baseUrl()}/services/admin/screening/alerts/${waiting!.id}`);
    expect(((await review.json()) as { vendorResponse: { reasonLabel: string } }).vendorResponse.reasonLabel).toBe(
      'Different date of birth',
    );
    const cleared = await admin.page.request.put(`${baseUrl()}/services/admin/screening/alerts/${waiting!.id}`, {
      data: { status: 'CLEARED', note: 'Date of birth differs; licence checked.' },
      headers: { 'X-XSRF-TOKEN': adminXsrf },
    });
    expect(cleared.status(), await cleared.text()).toBe(200);
    await admin.context.close();

    // The vendor sees the outcome: the employee compliant, the match gone from the panel, told on Home.
    await page.reload();
    await panel.getByText('Compliant', { exact: true }).waitFor();
    await panel.getByText('No matches on any exclusion list.').waitFor();
    await scanA11y(page);
    await page.goto(appUrl('/dashboard'));
    await page.getByText(`The possible match of ${name} on`).first().waitFor();
    await card.getByRole('progressbar').waitFor({ state: 'detached' });
    expect(await link.count()).toBe(0);

    // The roster's status filter finds the employee among the compliant ones, with no open match.
    await page.goto(appUrl('/employees'));
    await page.getByRole('textbox', { name: 'Search employees' }).fill(person.lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Compliant' }).click();
    const row = page.getByRole('row').filter({ hasText: person.firstName });
    await row.getByRole('cell', { name: '0', exact: true }).waitFor();
    await scanA11y(page);
  });
});
