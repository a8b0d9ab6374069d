import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, baseUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';
import { downloadedPdf } from './support/downloads';
import { createEmployee } from './support/leie-people';

const browser = useBrowser();

interface CustomerDetail {
  customerId: number;
  customerName: string;
  verificationCode: string;
}

async function riverside(page: Page): Promise<CustomerDetail> {
  const list = (await (await page.request.get(`${baseUrl()}/services/customers`)).json()) as CustomerDetail[];
  const customer = list.find((c) => c.customerName === 'Riverside Health System')!;
  return (await (await page.request.get(`${baseUrl()}/services/customers/${customer.customerId}/detail`)).json()) as CustomerDetail;
}

describe('Certificate of Enrollment', () => {
  it('previews the certificate in the customer detail and downloads its PDF', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const customer = await riverside(page);
    await page.goto(appUrl(`/customers/${customer.customerId}/detail`));
    await page.getByRole('tab', { name: 'Proof of Enrollment' }).click();
    await waitForHashPath(page, `/customers/${customer.customerId}/detail/proofOfEnrollment`);
    const certificate = page.getByRole('figure', { name: 'Certificate of Enrollment' });
    await certificate.getByText('Acme Medical Supply').waitFor();
    await certificate.getByText('Riverside Health System').waitFor();
    await certificate.getByText('Enrolled from 03/01/2025 to present').waitFor();
    await certificate.getByText('500 Harbor Way, Suite 200, Tampa FL 33601').waitFor();
    await scanA11y(page);

    const pdf = await downloadedPdf(page, () => page.getByRole('button', { name: 'Download' }).click());
    expect(pdf).toEqual({ filename: 'Proof of Enrollment.pdf', head: '%PDF-', renderedPages: 1 });
  });

  it('shows the certificate page without the navigation bar and downloads it there too', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const customer = await riverside(page);
    await page.goto(appUrl(`/poc/${customer.customerId}`));
    await page.getByRole('heading', { level: 1, name: 'Proof of Enrollment' }).waitFor();
    await page.getByRole('figure', { name: 'Certificate of Enrollment' }).getByText('Enrolled from 03/01/2025 to present').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await scanA11y(page);
    // The click sends its analytics event (spec 000 §7), with no personal data.
    const analytic = page.waitForRequest(
      (request) => request.url().endsWith('/services/analytic') && request.postDataJSON()?.eventName === 'Download Certificate Clicked',
    );
    const pdf = await downloadedPdf(page, () => page.getByRole('button', { name: 'Download' }).click());
    expect(pdf).toEqual({ filename: 'Proof of Enrollment.pdf', head: '%PDF-', renderedPages: 1 });
    expect((await analytic).postDataJSON()).toEqual({ eventName: 'Download Certificate Clicked', eventProperties: {} });
  });

  it('gives a client who opens a vendor certificate by link a way back to its home', async () => {
    const { page: vendorPage } = await openPage(browser());
    await loginAndWaitForHome(vendorPage, 'demo-vendor', '/dashboard');
    const customer = await riverside(vendorPage);
    const vendor = (await (await vendorPage.request.get(`${baseUrl()}/services/account/users/current`)).json()) as { vendorId: number };

    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl(`/poc/${customer.customerId}/${vendor.vendorId}`));
    await page.getByRole('figure', { name: 'Certificate of Enrollment' }).waitFor();
    await scanA11y(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await waitForHashPath(page, '/client/dashboard');
  });

  it('says the user has no access to another vendor’s certificate', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const customer = await riverside(page);
    const { page: other } = await openPage(browser());
    await loginAndWaitForHome(other, 'demo-vendor2', '/dashboard');
    await other.goto(appUrl(`/poc/${customer.customerId}`));
    await other.getByRole('heading', { level: 1, name: 'Proof of Enrollment' }).waitFor();
    await other.getByRole('alert').filter({ hasText: 'User does not have access to the required information' }).first().waitFor();
    expect(await other.getByRole('button', { name: 'Download' }).count()).toBe(0);
    await scanA11y(other);
  });

  it('lets anyone check a certificate by its verification code, without signing in, and names the lists checked with their days', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const customer = await riverside(page);

    const { page: visitor } = await openPage(browser());
    await visitor.goto(appUrl(`/verify/${customer.verificationCode}`));
    await visitor.getByRole('heading', { level: 1, name: 'Certificate Verification' }).waitFor();
    await visitor.getByText('This certificate is valid').waitFor();
    const facts = visitor.getByRole('definition');
    expect(await facts.allInnerTexts()).toEqual([
      'Acme Medical Supply',
      'Riverside Health System',
      '03/01/2025',
      'Compliant',
      customer.verificationCode,
      expect.stringMatching(/\d/),
    ]);
    expect(await visitor.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    // The lists in force, each with its day; the demo's state lists say they are demo data.
    const lists = visitor.getByRole('list', { name: 'Exclusion lists checked' });
    await lists.getByText('OIG LEIE (List of Excluded Individuals/Entities)').waitFor();
    await lists.getByText('44 state Medicaid lists').waitFor();
    await lists.getByText('Demo: demo data, not the published list').first().waitFor();
    await lists.getByRole('button', { name: 'Show the states' }).click();
    await lists.getByText('Pennsylvania Medicheck List (PA)').waitFor();
    await scanA11y(visitor);

    await visitor.goto(appUrl('/verify/NOSUCHCODE'));
    await visitor.getByText('No certificate has the verification code NOSUCHCODE.', { exact: false }).waitFor();
    await scanA11y(visitor);
  });

  it('shows on the employee page the lists the employee was screened against, each with its day', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const { employeeId } = await createEmployee(page, { firstName: 'Philippa', lastName: 'Quenneville', dob: '1988-04-12' });
    // The worker screens the new employee.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${baseUrl()}/services/employees/${employeeId}/screening`)).json()) as {
              screenedAt: string | null;
            }
          ).screenedAt,
        {
          timeout: 30_000,
          interval: 500,
        },
      )
      .not.toBeNull();
    await page.goto(appUrl(`/employees/${employeeId}/detail`));
    const lists = page.getByRole('list', { name: 'Lists this employee was screened against' });
    await lists.getByText('OIG LEIE (List of Excluded Individuals/Entities)').waitFor();
    await lists.getByText('44 state Medicaid lists').waitFor();
    await lists.getByText('Demo: demo data, not the published list').first().waitFor();
    await scanA11y(page);
  });
});
