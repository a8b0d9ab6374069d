import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { createDb } from '../apps/server/src/platform/db/database';
import {
  appUrl,
  baseUrl,
  fitsWidth,
  loginAndWaitForHome,
  openPage,
  PHONE_VIEWPORT,
  scanA11y,
  transitionsDone,
  useBrowser,
  waitForDialogShown,
} from './support/browser';

const browser = useBrowser();

const callOwners = (token: string) => fetch(new URL('/services/owners', baseUrl()), { headers: { authorization: `Bearer ${token}` } });

describe('API access (issue 35)', () => {
  it('lets a vendor create a token shown once, use it, see its last use and revoke it', async () => {
    const { page } = await openPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    await page.goto(appUrl('/account#api'));
    await page.getByRole('heading', { level: 2, name: 'API Access' }).waitFor();
    const tokens = page.getByRole('table', { name: 'API tokens' });
    await page.getByRole('table', { name: 'Webhooks' }).getByText('No webhooks yet.').waitFor();
    await transitionsDone(page);
    await scanA11y(page);

    const name = `ERP sync ${Date.now()}`;
    await page.getByRole('button', { name: 'Create Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API Token' });
    await waitForDialogShown(dialog);
    await dialog.getByRole('button', { name: 'Create Token' }).click();
    await dialog.getByText('Enter a name for the token').waitFor();
    await dialog.getByLabel(/^Name/).fill(name);
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Create Token' }).click();
    const shown = page.getByRole('dialog', { name: 'Your New API Token' });
    await shown.getByText('You will not be able to see it again.', { exact: false }).waitFor();
    const token = await shown.getByTestId('shown-once-secret').inputValue();
    expect(token).toMatch(/^vp_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await page.getByText(`API token "${name}" created.`).waitFor();
    await scanA11y(page);
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = tokens.getByRole('row').filter({ hasText: name });
    await row.getByRole('cell', { name: 'Never' }).waitFor();
    expect(await page.content()).not.toContain(token);
    expect((await callOwners(token)).status).toBe(200);
    await page.reload();
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'Never' }).count()).toBe(0);

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API Token' });
    await waitForDialogShown(confirm);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(`API token "${name}" revoked.`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await callOwners(token)).status).toBe(401);
  });

  it('lets a client add a webhook, see a failed delivery and redeliver it, signed with the secret shown once', async () => {
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { db } = createDb(inject('databaseUrl'), { max: 1 });
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      const { page } = await openPage(browser());
      await page.setViewportSize(PHONE_VIEWPORT);
      await loginAndWaitForHome(page, 'demo-client', '/client/dashboard');
      await page.goto(appUrl('/account#api'));
      await page.getByRole('heading', { level: 2, name: 'API Access' }).waitFor();

      await page.getByRole('button', { name: 'Add Webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
      await waitForDialogShown(dialog);
      await dialog.getByLabel(/^URL/).fill(url);
      await dialog.getByRole('checkbox', { name: 'alert.confirmed' }).check();
      await dialog.getByRole('checkbox', { name: 'vendor.compliance_changed' }).check();
      await scanA11y(page);
      await dialog.getByRole('button', { name: 'Add Webhook' }).click();
      const shown = page.getByRole('dialog', { name: 'Webhook Signing Secret' });
      const secret = await shown.getByTestId('shown-once-secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await page.getByText('Webhook added.').waitFor();
      await shown.getByRole('button', { name: 'Done' }).click();

      const webhooks = page.getByRole('table', { name: 'Webhooks' });
      const row = webhooks.getByRole('row').filter({ hasText: url });
      await row.getByRole('cell', { name: 'Active' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await transitionsDone(page);
      await scanA11y(page);

      // A delivery that failed for good (the receiver was down all day), as the outbox records it.
      const webhook = await db.selectFrom('webhooks').select('id').where('url', '=', url).executeTakeFirstOrThrow();
      const event = await db
        .insertInto('webhook_events')
        .values({ type: 'alert.confirmed', body: JSON.stringify({ id: 'journey', type: 'alert.confirmed', data: { alertId: 1 } }) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('webhook_deliveries')
        .values({ webhook_id: webhook.id, event_id: event.id, status: 'FAILED', attempts: 30, response_code: 503 })
        .execute();

      await row.click();
      const deliveries = page.getByRole('dialog', { name: `Deliveries to ${url}` });
      await waitForDialogShown(deliveries);
      const failed = deliveries.getByRole('row').filter({ hasText: 'Failed' });
      await failed.getByRole('cell', { name: '503' }).waitFor();
      await scanA11y(page);
      await failed.getByRole('button', { name: 'Redeliver' }).click();
      await page.getByText('Delivery queued again.').waitFor();
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
      const [delivery] = received;
      expect(delivery!.headers['x-vendorproof-event']).toBe('alert.confirmed');
      expect(delivery!.headers['x-vendorproof-signature']).toBe(
        `sha256=${createHmac('sha256', secret).update(delivery!.body).digest('hex')}`,
      );
      await deliveries
        .getByRole('row')
        .filter({ hasText: 'Pending' })
        .or(deliveries.getByRole('row').filter({ hasText: 'Delivered' }))
        .first()
        .waitFor();
      await deliveries.getByRole('button', { name: 'Close' }).click();

      await row.getByRole('button', { name: `Delete the webhook to ${url}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Webhook' });
      await waitForDialogShown(confirm);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Webhook deleted.').waitFor();
      await expect.poll(() => row.count()).toBe(0);
    } finally {
      await db.destroy();
      receiver.close();
    }
  });
});
