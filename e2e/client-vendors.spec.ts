import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  baseUrl,
  fitsWidth,
  loginAndWaitForHome,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForDialogShown,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();
const HARBOR = 'Harbor Point Medical Staffing';

async function vendorTodo(page: Page, customerName: string, todoName: string) {
  const customers = (await (await page.request.get(`${baseUrl()}/services/customers`)).json()) as Array<{
    customerId: number;
    customerName: string;
  }>;
  const customer = customers.find((c) => c.customerName === customerName)!;
  const todos = (await (await page.request.get(`${baseUrl()}/services/customers/${customer.customerId}/checklist`)).json()) as Array<{
    id: number;
    name: string;
    completionStatus: { name: string };
  }>;
  return { customerId: customer.customerId, todo: todos.find((t) => t.name === todoName)! };
}

describe('client: from the dashboard to the evidence, a revision request and the vendor fixing it', () => {
  it(
    'reviews a non-compliant vendor, sends its disclosure back, and sees it complete once the vendor fixed it',
    { timeout: 120_000 },
    async () => {
      const { page } = await openPage(browser());
      await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
      await page.getByRole('heading', { level: 2, name: /^Vendor compliance \(\d+ vendors\)$/ }).waitFor();
      await page.getByRole('heading', { level: 2, name: /^Open alerts/ }).waitFor();
      await scanA11y(page);

      await page.getByRole('link', { name: /Not Compliant - Missing Forms/ }).click();
      await waitForHashPath(page, '/client/manage/vendors');
      expect(new URL(page.url()).hash).toContain('complianceStatus=MISSING_FORMS');
      const grid = page.getByRole('grid', { name: 'Vendors' });
      await grid.getByRole('link', { name: HARBOR }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Compliance status' }).innerText()).toContain('Not Compliant - Missing Forms');
      await scanA11y(page);

      await grid.getByRole('link', { name: HARBOR }).click();
      await page.getByRole('heading', { level: 1, name: HARBOR }).waitFor();
      await page.getByText('Not Compliant - Missing Forms').first().waitFor();
      await scanA11y(page);
      await page.getByRole('tab', { name: 'Forms' }).click();
      expect(new URL(page.url()).hash).toContain('tab=forms');
      const attestation = page.getByRole('region', { name: /Annual Vendor Attestation/ });
      await attestation.getByText('Legal business name').waitFor();
      await attestation.getByText(HARBOR, { exact: true }).waitFor();
      await scanA11y(page);

      await attestation.getByRole('button', { name: 'Request revision' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request revision' });
      await waitForDialogShown(dialog);
      await dialog.getByRole('button', { name: 'Send to vendor' }).click();
      await dialog.getByText('Please describe what the vendor must change.').waitFor();
      await scanA11y(page);
      await dialog.getByRole('combobox', { name: 'Question (optional)' }).click();
      await page.getByRole('option', { name: 'Legal business name' }).click();
      await dialog.getByRole('textbox', { name: 'Note to the vendor' }).fill('Use the legal name exactly as on your W-9, with LLC.');
      await dialog.getByRole('button', { name: 'Send to vendor' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`Revision requested: ${HARBOR} has been asked to revise the Annual Vendor Attestation.`).waitFor();
      const summary = page.getByRole('button', { name: /^Annual Vendor Attestation/ });
      await expect.poll(() => summary.innerText()).toContain('Revision needed');
      await attestation.getByText('Use the legal name exactly as on your W-9, with LLC.').first().waitFor();

      // The vendor sees the note on its to-do, fixes the answer and sends it.
      const vendor = await openPage(browser());
      await loginAndWaitForHome(vendor.page, 'demo-vendor3', '/dashboard');
      const { customerId, todo } = await vendorTodo(vendor.page, 'Riverside Health System', 'Annual Vendor Attestation');
      expect(todo.completionStatus.name).toBe('REVISION_NEEDED');
      await vendor.page.goto(appUrl(`/customers/${customerId}/checklist/${todo.id}`));
      await vendor.page.getByText('Revision requested: Use the legal name exactly as on your W-9, with LLC.').waitFor();
      const form = vendor.page.getByRole('form', { name: 'Annual Vendor Attestation' });
      await form.getByRole('textbox', { name: 'Legal business name' }).fill(`${HARBOR} LLC`);
      await vendor.page.getByRole('button', { name: 'Send', exact: true }).click();
      const confirm = vendor.page.getByRole('dialog', { name: 'Send Changes' });
      await waitForDialogShown(confirm);
      await confirm.getByRole('button', { name: 'Send' }).click();
      await vendor.page.getByText('Your changes were sent to Riverside Health System.').waitFor();

      // The client sees the form complete with the new answer, and accepts it.
      await page.reload();
      const updated = page.getByRole('region', { name: /Annual Vendor Attestation/ });
      await updated.getByText(`${HARBOR} LLC`, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /^Annual Vendor Attestation/ }).innerText()).toContain('Complete');
      await updated.getByRole('button', { name: 'Accept' }).click();
      await page.getByText('Accepted the Annual Vendor Attestation.').waitFor();
      await updated.getByText(/Accepted by Casey Clark/).waitFor();
    },
  );

  it('shows alerts with their evidence and keeps filters, sort and page in the address', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/client/manage/vendors?complianceStatus=OWNER_EXCLUDED&sortBy=preferredName&sortDesc=true'));
    const grid = page.getByRole('grid', { name: 'Vendors' });
    await grid.getByRole('link', { name: 'Zephyr Ambulance Billing' }).waitFor();
    const links = await grid.getByRole('link').allInnerTexts();
    expect(links).toEqual(['Zephyr Ambulance Billing', 'Crescent Home Infusion']);
    await grid.getByRole('link', { name: 'Zephyr Ambulance Billing' }).click();
    await page.getByRole('tab', { name: 'Alerts' }).click();
    const alert = page.getByRole('article').first();
    await alert.getByText('Excluded (confirmed)', { exact: true }).waitFor();
    await alert.getByText('Why it matched').waitFor();
    await alert.getByText(/Confirmed: name, date of birth and state match the LEIE record\./).waitFor();
    await scanA11y(page);
    await page.getByRole('tab', { name: 'Owners' }).click();
    await page.getByRole('table', { name: 'Owners' }).getByText('Excluded (confirmed)').waitFor();
    await page.goBack();
    await grid.getByRole('link', { name: 'Crescent Home Infusion' }).waitFor();
  });

  it('is usable at 390 px wide: dashboard, vendor list, vendor page and reports', async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.getByRole('heading', { level: 2, name: /^Open alerts/ }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.goto(appUrl('/client/manage/vendors?search=harbor'));
    await page.getByRole('grid', { name: 'Vendors' }).getByRole('link', { name: HARBOR }).click();
    await page.getByRole('heading', { level: 1, name: HARBOR }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('tab', { name: 'Forms' }).click();
    await page
      .getByRole('region', { name: /Annual Vendor Attestation/ })
      .getByText('Legal business name')
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    await page.goto(appUrl('/client-reports'));
    await page.getByRole('heading', { level: 2, name: 'Vendor compliance summary' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    const download = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Vendor compliance summary' }).getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Vendor compliance summary \d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('sends the old /client-vendors address to the vendor list', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/client-vendors'));
    await waitForHashPath(page, '/client/manage/vendors');
    await page.getByRole('grid', { name: 'Vendors' }).waitFor();
  });
});
