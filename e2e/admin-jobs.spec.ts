import { describe, expect, it } from 'vitest';
import { appUrl, loginAsAdmin, openPage, scanA11y, useBrowser, waitForHashPath } from './support/browser';

const browser = useBrowser();

describe('admin hub: jobs and eligibility audits (spec 002 §2, §7)', () => {
  it('starts an eligibility audit of Riverside, sees it finish in the jobs table and opens its status changes', async () => {
    const { page } = await openPage(browser());
    await loginAsAdmin(page);
    await page.goto(appUrl('/admin/jobs'));
    await page.getByRole('heading', { level: 2, name: 'Jobs' }).waitFor();
    await page.getByRole('link', { name: 'To Old Admin' }).waitFor();
    await page.getByRole('table', { name: 'Jobs' }).waitFor();
    await scanA11y(page);

    const picker = page.getByRole('combobox', { name: 'Client', exact: true });
    await picker.click();
    await picker.fill('Riverside Health');
    await page.getByRole('option', { name: /^Riverside Health System/ }).click();
    // A start the server refuses says so (spec 002 §8); the next one goes through.
    await page.route(
      '**/services/eligibility/audit?*',
      (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
      {
        times: 1,
      },
    );
    await page.getByRole('button', { name: 'Start audit' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error starting job.' }).waitFor();
    await scanA11y(page);

    const started = page.waitForResponse(
      (response) => response.url().includes('/services/eligibility/audit') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Start audit' }).click();
    const response = await started;
    expect(response.status()).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };

    // The list refreshes by itself until the audit is over.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Eligibility audit of Riverside Health System' }) })
      .first();
    await row.getByText('Completed').waitFor({ timeout: 60_000 });
    const outcome = await row.getByText(/statuses changed$/).innerText();
    expect(outcome).toMatch(/^\d+ of \d+ statuses changed$/);
    await scanA11y(page);

    await row.getByRole('link', { name: 'Eligibility audit of Riverside Health System' }).click();
    await waitForHashPath(page, `/jobs/eligibility/${jobId}`);
    await page.getByRole('heading', { level: 1, name: 'Eligibility Job' }).waitFor();
    const changes = page.getByRole('table', { name: 'Status changes' });
    await changes.waitFor();
    expect(await changes.getByRole('columnheader').allTextContents()).toEqual(['COVG ID', 'Old Status', 'New Status']);
    const changed = Number(outcome.split(' ')[0]);
    if (changed === 0) await changes.getByText('No status changed.').waitFor();
    else await expect.poll(() => changes.getByRole('row').count()).toBe(changed + 1);
    await page.getByText(outcome).waitFor();
    await scanA11y(page);

    await page.getByRole('link', { name: 'To Old Admin' }).click();
    await waitForHashPath(page, '/admin');
  });
});
