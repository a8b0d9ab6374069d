import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  baseUrl,
  fitsWidth,
  loginAndWaitForHome,
  openPage,
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();
const ACME = 'Acme Medical Supply';

/** Riverside's group of Acme, through the API the page itself reads. */
async function acmeGroup(page: Page) {
  const list = await (await page.request.get(`${baseUrl()}/services/client/vendors?search=${encodeURIComponent(ACME)}`)).json();
  return list.content[0] as { covgId: number; openAlerts: number; complianceStatus: string };
}

describe('client: what monitoring found (issue 30)', () => {
  it(
    'opens the list a dashboard figure counts, then a vendor’s employee matches under review, and keeps the client’s own review at 1440 px',
    { timeout: 120_000 },
    async () => {
      const { page } = await openPage(browser());
      await page.setViewportSize(DESKTOP_VIEWPORT);
      await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
      const card = page.getByRole('link', { name: 'Enrolled in the last 30 days' });
      await card.waitFor();
      const figure = Number(await card.locator('xpath=preceding-sibling::*[1]').innerText());
      await card.click();
      await waitForHashPath(page, '/client/manage/vendors');
      expect(new URL(page.url()).hash).toContain('enrollment=RECENT');
      const listed = await (await page.request.get(`${baseUrl()}/services/client/vendors?enrollment=RECENT`)).json();
      expect(listed.total).toBe(figure);
      expect(await page.getByRole('combobox', { name: 'Enrollment' }).innerText()).toContain('Enrolled in the last 30 days');
      await scanA11y(page);

      const acme = await acmeGroup(page);
      expect(acme.openAlerts).toBeGreaterThan(0);
      await page.goto(appUrl(`/client/manage/vendors/${acme.covgId}?tab=alerts`));
      await page.getByRole('heading', { level: 1, name: ACME }).waitFor();
      await page
        .getByText(`${acme.complianceStatus}, ${acme.openAlerts === 1 ? '1 match' : `${acme.openAlerts} matches`} under review`)
        .waitFor();
      const subject = page.getByRole('heading', { level: 2, name: /, employee$/ }).first();
      await subject.waitFor();
      const firstAlert = page.getByRole('article').first();
      await firstAlert.getByText('Name on List').waitFor();
      expect(await firstAlert.innerText()).not.toMatch(/EXCLDATE|ent_num|-0-/);
      await scanA11y(page);

      const review = firstAlert;
      await review.getByRole('combobox', { name: 'Progress' }).click();
      await page.getByRole('option', { name: 'In Progress' }).click();
      await review.getByRole('textbox', { name: 'Note (optional)' }).fill('Asked Acme for the aide’s licence number.');
      await review.getByRole('button', { name: 'Save review' }).click();
      await page.getByText('Your review is saved: In Progress.').waitFor();
      await review.getByText(/In Progress by .*\(Asked Acme for the aide’s licence number\.\)/).waitFor();
      await review.getByRole('heading', { name: 'Your review: In Progress' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await scanA11y(page);
    },
  );

  it('shows the vendor’s alerts grouped by subject without sideways scrolling at 390 px', { timeout: 90_000 }, async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
    const acme = await acmeGroup(page);
    await page.goto(appUrl(`/client/manage/vendors/${acme.covgId}?tab=alerts`));
    await page
      .getByRole('heading', { level: 2, name: /, employee$/ })
      .first()
      .waitFor();
    await page
      .getByRole('heading', { name: /^Your review: / })
      .first()
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });
});
