import { describe, expect, it } from 'vitest';
import { appUrl, fitsWidth, loginAndWaitForHome, openPage, PHONE_VIEWPORT, scanA11y, useBrowser } from './support/browser';

const browser = useBrowser();
const PA = 'Pennsylvania Medicheck List';

describe('admin Exclusion Lists tab with the state lists (issue 32)', () => {
  it('shows every state list with its demo snapshot and lets the admin enable and disable its download', { timeout: 120_000 }, async () => {
    const { page } = await openPage(browser());
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAndWaitForHome(page, 'demo-admin', ['/dashboard', '/client/dashboard', '/admin']);
    await page.goto(appUrl('/admin/lists'));
    await page.getByRole('heading', { level: 3, name: 'State Medicaid lists (44)' }).waitFor();
    const states = page.getByRole('list', { name: 'State Medicaid lists' });
    expect(await states.getByRole('listitem').count()).toBe(44);
    await page.getByText(/Virginia and Wisconsin publish no list of their own/).waitFor();

    const pa = states.getByRole('listitem', { name: PA });
    await pa.getByText('Demo snapshot', { exact: true }).waitFor();
    await pa.getByText('2 records in force').waitFor();
    await pa.getByText(/^Demo snapshot \(synthetic rows, not the published list\) pa\.csv, imported /).waitFor();
    await pa.getByText(/Daily download: off from https:\/\/www\.humanservices\.dhs\.pa\.gov\/.+; never run/).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await scanA11y(page);

    await pa.getByRole('button', { name: `Enable the daily download of ${PA}` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${PA}: daily download enabled` })
      .waitFor();
    await pa.getByText(/^Daily download: on from /).waitFor();
    await pa.getByRole('button', { name: `Disable the daily download of ${PA}` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${PA}: daily download disabled` })
      .waitFor();
    await pa.getByText(/^Daily download: off from /).waitFor();

    const snapshots = page.getByRole('table', { name: 'Snapshots' });
    await snapshots.getByRole('row').filter({ hasText: PA }).filter({ hasText: 'ACTIVE (demo snapshot)' }).waitFor();
  });
});
