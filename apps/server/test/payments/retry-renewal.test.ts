import { describe, expect, it } from 'vitest';
import { buildSubscription } from '../../src/db/seed/factories';
import { renewDueSubscriptions } from '../../src/modules/payments/renew-subscriptions-job';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { signedInVendorWithCard } from './payment-fixtures';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
let tokenCounter = 0;

describe('retrying a failed renewal with the payment method on file', () => {
  const t = useTestApp();

  /** A vendor whose monitoring renewal (due yesterday) was declined once: 'unable to process' is raised. */
  async function vendorWithFailedRenewal(outcome: 'approve' | 'decline-charges') {
    const { vendor, http } = await signedInVendorWithCard(t.app, { outcome: 'decline-charges' });
    const method = await t.app.db.selectFrom('payment_methods').select('id').where('vendor_id', '=', vendor.id).executeTakeFirstOrThrow();
    const subscription = await buildSubscription(t.app.db, { vendorId: vendor.id, startDate: isoDay(-32), renewalDate: isoDay(-1) });
    expect((await renewDueSubscriptions(t.app.runtime.deps, isoDay(-1))).failed).toBeGreaterThanOrEqual(1);
    if (outcome === 'approve') {
      // The vendor's bank lifted the block: the same card on file now pays.
      await t.app.db
        .updateTable('payment_methods')
        .set({ gateway_token: `sandbox-token-approve-retry${tokenCounter++}` })
        .where('id', '=', method.id)
        .execute();
    }
    return { vendor, http, subscription };
  }

  const openNotifications = (vendorId: number) =>
    t.app.db
      .selectFrom('user_notifications')
      .select('kind')
      .where('vendor_id', '=', vendorId)
      .where('dismiss_status', 'is', null)
      .execute();

  it('charges the waiting renewal now: the subscription renews, the payment is PAID and the notification is settled', async () => {
    const { vendor, http, subscription } = await vendorWithFailedRenewal('approve');
    expect((await openNotifications(vendor.id)).map((n) => n.kind)).toEqual(['PAYMENT_UNABLE_TO_PROCESS']);
    const retried = await http.post('/services/account/subscriptions/retry-payment');
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ renewed: 1, failed: 0 });
    const renewed = await t.app.db.selectFrom('subscriptions').selectAll().where('id', '=', subscription.id).executeTakeFirstOrThrow();
    expect(renewed).toMatchObject({ status: 'ACTIVE', failed_attempts: 0, next_attempt_at: null });
    expect(renewed.renewal_date! > isoDay(0)).toBe(true);
    const payments = await t.app.db
      .selectFrom('payments')
      .select('status')
      .where('subscription_id', '=', subscription.id)
      .orderBy('id')
      .execute();
    expect(payments.map((p) => p.status)).toEqual(['FAILED', 'PAID']);
    expect(await openNotifications(vendor.id)).toEqual([]);
    const audit = await t.app.db.selectFrom('audit_log').select('details').where('action', '=', 'subscription.renewal-retried').execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
    const again = await http.post('/services/account/subscriptions/retry-payment');
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('No renewal payment is waiting to be retried.');
  });

  it('counts a second decline as one more failed attempt and keeps the notification', async () => {
    const { vendor, http, subscription } = await vendorWithFailedRenewal('decline-charges');
    const retried = await http.post('/services/account/subscriptions/retry-payment');
    expect(retried.body).toEqual({ renewed: 0, failed: 1 });
    const row = await t.app.db.selectFrom('subscriptions').selectAll().where('id', '=', subscription.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ACTIVE', failed_attempts: 2 });
    expect((await openNotifications(vendor.id)).map((n) => n.kind)).toEqual(['PAYMENT_UNABLE_TO_PROCESS']);
  });

  it("answers 401 signed out, 403 for a client, and never touches another vendor's renewal", async () => {
    const victim = await vendorWithFailedRenewal('approve');
    expect((await t.client().post('/services/account/subscriptions/retry-payment')).status).toBe(401);
    expect((await (await signedInClient(t.app)).http.post('/services/account/subscriptions/retry-payment')).status).toBe(403);
    const other = await signedInVendor(t.app);
    expect((await other.http.post('/services/account/subscriptions/retry-payment')).status).toBe(422);
    const untouched = await t.app.db
      .selectFrom('subscriptions')
      .select('failed_attempts')
      .where('id', '=', victim.subscription.id)
      .executeTakeFirstOrThrow();
    expect(untouched.failed_attempts).toBe(1);
  });
});
