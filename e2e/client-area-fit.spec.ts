import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleForm } from '../packages/shared/src/disclosures/sample-form';
import {
  appUrl,
  DESKTOP_VIEWPORT,
  fitsWidth,
  loginAndWaitForHome,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  useBrowser,
  waitForHashPath,
} from './support/browser';

const browser = useBrowser();
/** A 1440 px desktop (issue 30): the client's tables fit it without sideways scroll. */
const ACME = 'Acme Medical Supply';
/** A compliant Riverside vendor whose submitted attestation no other journey changes. */
const JUNIPER = 'Juniper Health IT';

/**
 * The element lies wholly inside the window's width and inside the box its table scrolls in: not cut at
 * the right edge, not scrolled out of sight.
 */
async function shownWhole(element: Locator, scrollBox: Locator): Promise<boolean> {
  const [box, outer] = [await element.boundingBox(), await scrollBox.boundingBox()];
  const width = await element.page().evaluate(() => window.innerWidth);
  return (
    box !== null && outer !== null && box.x >= Math.max(0, outer.x) && box.x + box.width <= Math.min(width, outer.x + outer.width) + 0.5
  );
}

async function signIn(page: Page, viewport = DESKTOP_VIEWPORT) {
  await page.setViewportSize(viewport);
  await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
}

describe('client area at 1440 px and 390 px: tables fit, dashboard → list → vendor → alerts, form review', () => {
  it('shows status, next due, open alerts and actions within a 1440 px window on the vendor list, attestations and onboarding; a dashboard card opens a list of its total', async () => {
    const { page } = await openPage(browser());
    await signIn(page);
    const card = page.getByRole('link', { name: /^\d+\s*Compliant$/ });
    const figure = Number(/^\d+/.exec((await card.innerText()).trim())![0]);
    await card.click();
    await waitForHashPath(page, '/client/manage/vendors');
    const grid = page.getByRole('grid', { name: 'Vendors' });
    await page.getByText(new RegExp(`\\d+–\\d+ of ${figure}$`)).waitFor();
    for (const column of ['Vendor', 'Compliance status', 'Next due', 'Open alerts'])
      expect(await shownWhole(grid.getByRole('columnheader', { name: column }), grid), column).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);

    // A click on the row (not only its link) opens the vendor; its Alerts tab groups the matches under review.
    await page.goto(appUrl('/client/manage/vendors'));
    await grid
      .getByRole('row')
      .filter({ hasText: ACME })
      .getByText(/under review/)
      .click();
    await page.getByRole('heading', { level: 1, name: ACME }).waitFor();
    await page.getByRole('tab', { name: 'Alerts' }).click();
    await page
      .getByRole('heading', { level: 2, name: /, employee$/ })
      .first()
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);

    await page.goto(appUrl('/client/attestations'));
    const attestations = page.getByRole('table', { name: 'Attestations' });
    await attestations
      .getByRole('row')
      .nth(1)
      .getByText(/\d{2}\/\d{2}\/\d{4}/)
      .first()
      .waitFor();
    for (const column of ['Compliance Status', 'Form Status', 'Next Due Date'])
      expect(await shownWhole(attestations.getByRole('columnheader', { name: column }), attestations.locator('xpath=..')), column).toBe(
        true,
      );
    // A status is never cut mid-word.
    expect(await attestations.innerText()).not.toMatch(/Not Compliant - \w*…/);
    await scanA11y(page);

    await page.goto(appUrl('/client/manage/onboard'));
    const onboarding = page.getByRole('table', { name: 'Vendors onboarding' });
    const firstRow = onboarding.getByRole('row').nth(1);
    await firstRow.getByRole('button', { name: /^Delete / }).waitFor();
    const scrollBox = onboarding.locator('xpath=..');
    expect(await shownWhole(onboarding.getByRole('columnheader', { name: 'Status' }), scrollBox)).toBe(true);
    expect(await shownWhole(firstRow.getByRole('button', { name: /^Delete / }), scrollBox)).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });

  it("reviews a submitted form in the form's order with MM/DD/YYYY dates and downloads its attachment", async () => {
    const { page } = await openPage(browser());
    await signIn(page);
    await page.goto(appUrl(`/client/manage/vendors?search=${encodeURIComponent(JUNIPER)}`));
    await page.getByRole('grid', { name: 'Vendors' }).getByRole('link', { name: JUNIPER }).click();
    await page.getByRole('heading', { level: 1, name: JUNIPER }).waitFor();
    await page.getByRole('tab', { name: 'Forms' }).click();
    const form = page.getByRole('region', { name: /Annual Vendor Attestation/ });
    await form.getByText('Signature', { exact: true }).waitFor();

    const labels = (await form.locator('dt').allInnerTexts()).map((label) => label.trim());
    const formOrder = sampleForm.questionGroups.flatMap((group) => group.questions.map((question) => question.labelText));
    expect(labels.at(-1)).toBe('Signature');
    expect(labels).toEqual([...labels].sort((a, b) => formOrder.indexOf(a) - formOrder.indexOf(b)));
    const text = await form.innerText();
    expect(text).toContain('06/30/2027');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('link', { name: 'staffing-license.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('staffing-license.pdf');
    expect(await download.failure()).toBeNull();
    await scanA11y(page);
  });

  it('fits a 390 px phone: the lists fit the width and the onboarding chart stays inside its card', async () => {
    const { page } = await openPage(browser());
    await signIn(page, PHONE_VIEWPORT);
    for (const [path, name] of [
      ['/client/manage/vendors', 'Vendors'],
      ['/client/attestations', 'My Attestations'],
    ] as const) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await fitsWidth(page), path).toBe(true);
    }
    await page.goto(appUrl('/client/manage/onboard'));
    const card = page.getByRole('region', { name: 'Onboarding aging' });
    const chart = card.locator('svg').last();
    await chart.waitFor();
    const [cardBox, chartBox] = [await card.boundingBox(), await chart.boundingBox()];
    expect(chartBox!.y + chartBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height);
    expect(chartBox!.x + chartBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);
  });
});
