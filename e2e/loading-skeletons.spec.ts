import type { Page, Route } from 'playwright-core';
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
} from './support/browser';

const browser = useBrowser();

/**
 * Holds the first call of `method` to exactly `path` (under /services) until the test lets it go: the page
 * waits on it meanwhile. `release` sends it on to the server, or answers it with `refuse` instead.
 */
async function holdFirstCall(page: Page, method: string, path: string | RegExp) {
  let letGo!: (outcome: (route: Route) => Promise<void>) => void;
  const outcome = new Promise<(route: Route) => Promise<void>>((resolve) => (letGo = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  let taken = false;
  const matches = (url: URL) => {
    const rest = url.pathname.replace(/^\/services/, '');
    return url.pathname.startsWith('/services/') && (typeof path === 'string' ? rest === path : path.test(rest));
  };
  await page.route(matches, async (route) => {
    if (taken || route.request().method() !== method) return route.fallback();
    taken = true;
    arrived();
    await (
      await outcome
    )(route);
  });
  return {
    held,
    release: () => letGo((route) => route.fallback()),
    refuse: () => letGo((route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Held by the test' } } })),
  };
}

/** The named loading region: a busy progressbar standing where the content will be. */
async function expectSkeleton(page: Page, name: string): Promise<void> {
  const skeleton = page.getByRole('progressbar', { name, exact: true });
  await skeleton.waitFor();
  expect(await skeleton.getAttribute('aria-busy')).toBe('true');
  expect((await skeleton.boundingBox())?.height ?? 0).toBeGreaterThan(100);
}

async function expectSkeletonGone(page: Page, name: string): Promise<void> {
  await page.getByRole('progressbar', { name, exact: true }).waitFor({ state: 'detached' });
}

async function get<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${baseUrl()}/services${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

describe('first loads show skeletons, not spinners (issue 20)', () => {
  it('shows a skeleton while the employee, the customer and the company profile load, then their content', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');

    const roster = await get<{ content: { employeeId: number; firstName: string; lastName: string }[] }>(page, '/employees?size=10');
    const employee = roster.content[0]!;
    const employeeCall = await holdFirstCall(page, 'GET', `/employees/${employee.employeeId}`);
    await page.goto(appUrl(`/employees/${employee.employeeId}/detail`));
    await employeeCall.held;
    await expectSkeleton(page, 'Loading employee');
    await scanA11y(page);
    employeeCall.release();
    await page.getByRole('heading', { level: 1, name: `Employee: ${employee.firstName} ${employee.lastName}` }).waitFor();
    await expectSkeletonGone(page, 'Loading employee');
    await scanA11y(page);

    const customers = await get<{ customerId: number; customerName: string }[]>(page, '/customers');
    const riverside = customers.find((customer) => customer.customerName === 'Riverside Health System')!;
    const customerCall = await holdFirstCall(page, 'GET', `/customers/${riverside.customerId}/detail`);
    await page.goto(appUrl(`/customers/${riverside.customerId}/detail`));
    await customerCall.held;
    await expectSkeleton(page, 'Loading customer');
    await page.getByRole('link', { name: 'Back to My Customers' }).waitFor();
    await scanA11y(page);
    customerCall.release();
    await page.getByRole('heading', { level: 1, name: 'Riverside Health System' }).waitFor();
    await page.getByRole('tab', { name: 'To-Dos' }).waitFor();
    await expectSkeletonGone(page, 'Loading customer');

    // At 390 px the skeleton fits the screen as the form does.
    await page.setViewportSize(PHONE_VIEWPORT);
    const companyCall = await holdFirstCall(page, 'GET', '/account/company');
    await page.goto(appUrl('/account#company'));
    await companyCall.held;
    await expectSkeleton(page, 'Loading the company profile');
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    companyCall.release();
    await page.getByRole('form', { name: 'Company profile' }).waitFor();
    await expectSkeletonGone(page, 'Loading the company profile');
    await scanA11y(page);
  });

  it("shows the feature flags' skeleton, then switches a flag at once and back when the server refuses", async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    const flagsCall = await holdFirstCall(page, 'GET', '/admin/feature-flags');
    await page.goto(appUrl('/admin/featureFlags'));
    await flagsCall.held;
    await expectSkeleton(page, 'Loading feature flags');
    await scanA11y(page);
    flagsCall.release();
    const flag = page.getByRole('switch', { name: 'TEST_FEATURE enabled' });
    await flag.waitFor();
    await expectSkeletonGone(page, 'Loading feature flags');

    // Optimistic (decision 216): the switch moves before the server answers, and moves back on a refusal.
    const before = await flag.isChecked();
    const saveCall = await holdFirstCall(page, 'PUT', /^\/feature-flags\/\d+$/);
    await flag.click();
    await saveCall.held;
    await expect.poll(() => flag.isChecked()).toBe(!before);
    saveCall.refuse();
    await page.getByRole('alert').filter({ hasText: 'TEST_FEATURE could not be changed. Please try again.' }).waitFor();
    await expect.poll(() => flag.isChecked()).toBe(before);
    await expect.poll(() => flag.isDisabled()).toBe(false);
    await scanA11y(page);
  });

  it('assigns an onboarding step at once and puts the assignees back when the server refuses', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl('/client/manage/onboard?status=PENDING_REVIEW'));
    await page
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    const row = page
      .getByRole('table', { name: 'Workflow items' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Vendor Review' }) });
    await row.waitFor();
    const assigneesCell = row.getByRole('cell').nth(1);
    const before = await assigneesCell.innerText();

    await row.getByRole('button', { name: 'Assign Vendor Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Vendor Review' });
    const someone = dialog.getByRole('checkbox').first();
    await someone.waitFor();
    await someone.setChecked(!(await someone.isChecked()));
    const assignCall = await holdFirstCall(page, 'PUT', /^\/onboarding\/step\/\d+\/assignees$/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await assignCall.held;
    await expect.poll(() => assigneesCell.innerText()).not.toBe(before);
    await scanA11y(page);

    assignCall.refuse();
    await page.getByRole('alert').filter({ hasText: 'The assignment could not be saved. Please try again.' }).waitFor();
    await expect.poll(() => assigneesCell.innerText()).toBe(before);
  });
});
