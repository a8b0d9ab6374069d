import type { Locator } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  buildCovgWithCode,
  buildEnrollment,
  buildOnboardingWorkflow,
  buildSubscription,
  buildVendor,
} from '../apps/server/src/db/seed/factories';
import { useDemoDb } from './support/demo-db';
import { createVendorAccount } from './support/accounts';
import { downloaded } from './support/downloads';
import { createEmployee, leiePerson } from './support/leie-people';
import {
  appUrl,
  fitsWidth,
  loginAndWaitForHome,
  openPage,
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForDialogShown,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();
const db = useDemoDb();

/**
 * A vendor of the journey's own, signed up with Riverside (the demo client's), whose onboarding workflow
 * waits for the client's review; removed with everything approving it wrote once the test ends, so the
 * other journeys see Riverside's vendors and workflows as seeded.
 */
async function vendorAwaitingReview(name: string): Promise<{ covgId: number; reviewItemId: number }> {
  const riverside = await db.selectFrom('clients').select('id').where('name', '=', 'Riverside Health System').executeTakeFirstOrThrow();
  const vendor = await buildVendor(db, { businessName: name });
  const { covg, code } = await buildCovgWithCode(db, { clientId: riverside.id, preferredName: name, vendorId: vendor.id, used: true });
  await db.updateTable('covgs').set({ created_by_onboarding: true }).where('id', '=', covg.id).execute();
  await buildEnrollment(db, { vendorId: vendor.id, clientId: riverside.id, signupCode: code });
  const { workflow, items } = await buildOnboardingWorkflow(db, { covgId: covg.id, clientId: riverside.id });
  onTestFinished(async () => {
    await db.deleteFrom('onboarding_workflows').where('id', '=', workflow.id).execute();
    await db.deleteFrom('enrollments').where('vendor_id', '=', vendor.id).execute();
    await db.deleteFrom('signup_codes').where('covg_id', '=', covg.id).execute();
    await db.deleteFrom('covgs').where('id', '=', covg.id).execute();
    await db.deleteFrom('vendors').where('id', '=', vendor.id).execute();
  });
  return { covgId: covg.id, reviewItemId: items.find((item) => item.programmatic_name === 'VENDOR_REVIEW')!.id };
}

describe('no silent actions (issue 33)', () => {
  it('asks the client to confirm Approve in a vendor review, on a phone too, and then says the review step is complete', async () => {
    const name = `Confirm Linen ${Date.now()}`;
    const { covgId, reviewItemId } = await vendorAwaitingReview(name);
    const { page } = await openPage(browser());
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    await page.goto(appUrl(`/client/manage/onboard/${covgId}/step/${reviewItemId}`));
    await page.getByRole('heading', { level: 1, name: 'Vendor Review' }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await scanA11y(page);

    // Approve only asks; Cancel takes the question back and nothing is approved.
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const question = page.getByText(`Approve ${name}? This completes the review step and cannot be undone.`);
    await question.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    const stored = () =>
      db.selectFrom('onboarding_workflow_items').select('status').where('id', '=', reviewItemId).executeTakeFirstOrThrow();
    expect((await stored()).status).toBe('ACTIVE');

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, Approve' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${name} was approved. This review step is complete.` })
      .waitFor();
    await waitForHashPath(page, `/client/manage/onboard/${covgId}`);
    expect((await stored()).status).toBe('COMPLETE');
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });

  it("says which file Export as CSV downloaded, on the client's vendor list at 1440 px and its attestations at 390 px", async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    let told: Locator | undefined;
    for (const [viewport, path, heading, what] of [
      [DESKTOP_VIEWPORT, '/client/manage/vendors', 'Vendors', 'vendor'],
      [PHONE_VIEWPORT, '/client/attestations', 'My Attestations', 'attestation'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Messages drop on navigation (issue 33): the previous page's does not follow the user here.
      await told?.waitFor({ state: 'detached' });
      const { filename } = await downloaded(page, () => page.getByRole('button', { name: 'Export as CSV' }).click());
      expect(filename).toMatch(/\.csv$/);
      told = page.getByRole('alert').filter({ hasText: `${filename} was downloaded, with every ${what} that matches your filters.` });
      await told.waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await scanA11y(page);
    }
  });

  it("opens a to-do from anywhere on its dashboard row on a phone, at the top of the page, and Back restores the dashboard's position", async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const todo = page.getByRole('list', { name: 'To-Dos' }).getByRole('listitem').last();
    await todo.waitFor();
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // A tap on the row's text, not on its chevron, where the page was left (nothing scrolls it first).
    // The position is read at the tap: cards still loading above may have moved the page since the scroll.
    const bottom = await todo.evaluate((row) => {
      const leftAt = Math.round(window.scrollY);
      row.querySelector<HTMLElement>('.MuiListItemText-root')!.click();
      return leftAt;
    });
    expect(bottom).toBeGreaterThan(0);
    await page.waitForURL((url) => url.hash.split('?')[0] !== '#/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(scrollY).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
    await page.goBack();
    await waitForHashPath(page, '/dashboard');
    await expect.poll(scrollY).toBe(bottom);
  });

  it("warns when the vendor's reason contradicts the evidence shown, and keeps the answered dialog's scrolling region reachable by keyboard", async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(DESKTOP_VIEWPORT);
    // Its own vendor with Employee Monitoring, and an employee of its own on the LEIE with the listed date of birth.
    const username = await createVendorAccount(page, 'contradiction');
    const user = await db.selectFrom('users').select('vendor_id').where('username', '=', username).executeTakeFirstOrThrow();
    await buildSubscription(db, { vendorId: user.vendor_id! });
    const person = leiePerson(20);
    const { employeeId } = await createEmployee(page, person);
    const alertId = async () =>
      (
        await db
          .selectFrom('screening_alerts')
          .select('id')
          .where('subject_type', '=', 'EMPLOYEE')
          .where('subject_id', '=', employeeId)
          .where('status', '=', 'OPEN')
          .executeTakeFirst()
      )?.id;
    // The worker screens the new employee.
    await expect.poll(alertId, { timeout: 40_000, interval: 500 }).toBeDefined();

    await page.goto(appUrl(`/employees/${employeeId}/detail?match=${await alertId()}`));
    const dialog = page.getByRole('dialog');
    await waitForDialogShown(dialog);
    await dialog.getByRole('alert').filter({ hasText: 'Possible match: waiting for your answer' }).waitFor();
    await dialog.getByRole('radio', { name: 'Not the same person' }).check();
    await dialog.getByRole('combobox', { name: /^Reason/ }).click();
    await page.getByRole('option', { name: 'Different date of birth' }).click();
    const [year, month, day] = person.dob.split('-');
    const warning = dialog.getByText(
      `The date of birth you have for this person (${month}/${day}/${year}) is the same as the one on the list. Check it, or choose the reason that tells them apart.`,
    );
    await warning.waitFor();
    await scanA11y(page);

    // A reason the evidence does not contradict takes the warning away.
    await dialog.getByRole('combobox', { name: /^Reason/ }).click();
    await page.getByRole('option', { name: 'Different address or state' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.setViewportSize(PHONE_VIEWPORT);
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Our employee has lived in Ohio all her life; the listed person in Texas.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Answered: waiting for the reviewer' }).waitFor();
    // On a phone the answered match is taller than the dialog: its content is a named tab stop.
    await dialog.getByRole('region', { name: 'Match details, scrollable' }).focus();
    await scanA11y(page);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await scanA11y(page);
  });
});
