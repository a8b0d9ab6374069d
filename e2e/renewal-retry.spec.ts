import { describe, expect, it } from 'vitest';
import { buildCardOnFile } from '../apps/server/src/db/seed/factories';
import { useDemoDb } from './support/demo-db';
import { appUrl, openPage, scanA11y, useBrowser, waitForDialogShown, waitForHashPath } from './support/browser';
import { createVendorAccount } from './support/accounts';
import { usDate } from '../packages/shared/src/platform/us-date';

const browser = useBrowser();
const db = useDemoDb();

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The state a declined renewal leaves (what the renewal job writes): a card on file, the monitoring
 * subscription due since yesterday with one failed attempt, the FAILED payment and 'unable to process'.
 * No API makes a renewal fail on demand, so the journey writes it; the card now pays.
 */
async function declinedRenewal(username: string) {
  const { vendor_id: vendorId } = await db
    .selectFrom('users')
    .select('vendor_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const method = await buildCardOnFile(db, { vendorId: vendorId! });
  const subscription = await db
    .insertInto('subscriptions')
    .values({
      vendor_id: vendorId!,
      subscription_type: 'VP_EMPLOYEE_MONITORING',
      status: 'ACTIVE',
      start_date: isoDay(-31),
      renewal_date: isoDay(-1),
      auto_renew: true,
      amount_cents: 2500,
      failed_attempts: 1,
      next_attempt_at: new Date(Date.now() + 2 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payments')
    .values({
      vendor_id: vendorId!,
      subscription_id: subscription.id,
      subscription_type: 'VP_EMPLOYEE_MONITORING',
      amount_cents: 2500,
      status: 'FAILED',
      description: 'Employee Monitoring renewal',
      idempotency_key: `e2e-declined-${username}`,
      key_source: 'SERVER',
      payment_method_id: method.id,
      failure_message: 'Do Not Honor (2000)',
    })
    .execute();
  await db
    .insertInto('user_notifications')
    .values({
      vendor_id: vendorId!,
      notification_type: 'WARNING',
      kind: 'PAYMENT_UNABLE_TO_PROCESS',
      notification_text: `We were unable to process your Employee Monitoring renewal of $25.00. Please update your payment method; we will try again on ${usDate(new Date(Date.now() + 2 * 86_400_000))}.`,
    })
    .execute();
  return subscription.id;
}

describe('a failed renewal', () => {
  it('is retried from the dashboard banner with the card on file after a confirmation, says it was paid, and the banner goes', async () => {
    const { page } = await openPage(browser());
    const username = await createVendorAccount(page, 'renewal');
    const subscriptionId = await declinedRenewal(username);

    await page.goto(appUrl('/dashboard'));
    await waitForHashPath(page, '/dashboard');
    const section = page.getByRole('region', { name: 'Payment notifications' });
    await section.getByText(/^We were unable to process your Employee Monitoring renewal of \$25\.00\./).waitFor();
    await section.getByRole('button', { name: 'Update Payment Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Payment Method' });
    await waitForDialogShown(dialog);
    const retry = dialog.getByRole('button', { name: 'Retry payment with Visa ending in 1111' });
    await retry.waitFor();
    await scanA11y(page);
    await retry.click();
    // Nothing is charged on the first click: the dialog asks first.
    await dialog.getByText('Visa ending in 1111 will be charged now for the renewals that failed.').waitFor();
    await dialog.getByRole('button', { name: 'Charge now' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Thank you for your payment: your subscription was renewed with Visa ending in 1111.').waitFor();
    await expect.poll(() => section.count()).toBe(0);
    await scanA11y(page);

    const renewed = await db.selectFrom('subscriptions').selectAll().where('id', '=', subscriptionId).executeTakeFirstOrThrow();
    expect(renewed).toMatchObject({ status: 'ACTIVE', failed_attempts: 0 });
    const payments = await db.selectFrom('payments').select('status').where('subscription_id', '=', subscriptionId).orderBy('id').execute();
    expect(payments.map((p) => p.status)).toEqual(['FAILED', 'PAID']);
  });
});
