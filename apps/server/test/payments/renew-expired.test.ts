import { describe, expect, it } from 'vitest';
import { buildSubscription } from '../../src/db/seed/factories';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { expiredEngageSubscription, signedInVendorWithCard } from './payment-fixtures';

describe('renewing an expired subscription (issue 33)', () => {
  const t = useTestApp();

  /** A vendor with a card on file (approving or declining) and an expired VendorProof Engage subscription for a client. */
  async function vendorWithExpiredSubscription(card: 'approve' | 'decline-charges') {
    const { vendor, http } = await signedInVendorWithCard(t.app, { outcome: card });
    const subscription = await expiredEngageSubscription(t.app, vendor.id);
    await t.app.db
      .insertInto('user_notifications')
      .values({ vendor_id: vendor.id, notification_type: 'ERROR', kind: 'PAYMENT_NOT_APPROVED', notification_text: 'Not approved.' })
      .execute();
    return { vendor, http, subscription };
  }

  it('charges the subscription at its price once per key, makes it active and auto-renewing again and settles the notification', async () => {
    const { vendor, http, subscription } = await vendorWithExpiredSubscription('approve');
    const key = { idempotencyKey: `renew-${Date.now()}` };
    const renewed = await http.post(`/services/account/subscriptions/${subscription.id}/renew`, key);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ id: subscription.id, status: 'ACTIVE', autoRenew: true });
    expect(renewed.body.renewalDate > new Date().toISOString().slice(0, 10)).toBe(true);
    // The same key again (a double click) charges nothing more.
    expect((await http.post(`/services/account/subscriptions/${subscription.id}/renew`, key)).status).toBe(200);
    const payments = await t.app.db
      .selectFrom('payments')
      .select(['status', 'amount_cents'])
      .where('subscription_id', '=', subscription.id)
      .execute();
    expect(payments).toEqual([{ status: 'PAID', amount_cents: 19_900 }]);
    const open = await t.app.db
      .selectFrom('user_notifications')
      .select('id')
      .where('vendor_id', '=', vendor.id)
      .where('dismiss_status', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'subscription.renewed-after-expiry')
      .execute();
    expect(audit.map((a) => Number(a.entity_id))).toContain(subscription.id);
  });

  it('leaves a declined renewal expired and says why, and refuses to renew an active subscription', async () => {
    const { http, subscription } = await vendorWithExpiredSubscription('decline-charges');
    const declined = await http.post(`/services/account/subscriptions/${subscription.id}/renew`, {
      idempotencyKey: `renew-d-${Date.now()}`,
    });
    expect(declined.status).toBe(422);
    const row = await t.app.db.selectFrom('subscriptions').select('status').where('id', '=', subscription.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('EXPIRED');

    const { vendor, http: other } = await signedInVendor(t.app);
    const active = await buildSubscription(t.app.db, { vendorId: vendor.id });
    const refused = await other.post(`/services/account/subscriptions/${active.id}/renew`, { idempotencyKey: `renew-a-${Date.now()}` });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('Only an expired subscription can be renewed.');
  });

  it("answers 401 signed out, 403 for a client, 404 for another vendor's subscription, and 400 without a key", async () => {
    const victim = await vendorWithExpiredSubscription('approve');
    const path = `/services/account/subscriptions/${victim.subscription.id}/renew`;
    const body = { idempotencyKey: `renew-x-${Date.now()}` };
    expect((await t.client().post(path, body)).status).toBe(401);
    expect((await (await signedInClient(t.app)).http.post(path, body)).status).toBe(403);
    const other = await signedInVendor(t.app);
    expect((await other.http.post(path, body)).status).toBe(404);
    expect((await victim.http.post(path, {})).status).toBe(400);
    const row = await t.app.db
      .selectFrom('subscriptions')
      .select('status')
      .where('id', '=', victim.subscription.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('EXPIRED');
  });
});
