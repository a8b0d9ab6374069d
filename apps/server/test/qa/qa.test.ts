import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { QaSubscriptionList, RunnableList } from '@app/shared/qa/qa';
import { buildCardOnFile, buildSubscription, buildVendor } from '../../src/db/seed/factories';
import type { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const PRODUCTION_HOST = 'app.vendorproof.com';

describe('QA tools (spec 002 §2, §4, §7; hidden and refused in production)', () => {
  const t = useTestApp();

  /** A signed-in admin acting as a new vendor with an active $25 VP Engage subscription and a card on file. */
  async function adminWithVendorSubscription() {
    const { http: admin } = await signedInAdmin(t.app);
    const vendor = await buildVendor(t.app.db, { businessName: 'QA Vendor' });
    expect((await admin.put('/services/current-vendor', { vendorId: vendor.id })).status).toBe(200);
    await buildCardOnFile(t.app.db, { vendorId: vendor.id });
    const subscription = await buildSubscription(t.app.db, { vendorId: vendor.id, type: 'VP_ENGAGE', amountCents: 2500 });
    return { admin, vendor, subscription };
  }

  /** A call reaching the app by another host name (fetch cannot set Host). */
  async function withHost(client: TestClient, method: 'GET' | 'POST', path: string, body: unknown, host: string) {
    await client.get('/services/auth/csrf');
    const cookie = ['SESSION', 'XSRF-TOKEN'].map((name) => `${name}=${client.cookie(name)}`).join('; ');
    const payload = body === undefined ? '' : JSON.stringify(body);
    return new Promise<{ status: number; body: { error: { message: string } } }>((resolve, reject) => {
      const request = http.request(
        `${t.app.baseUrl}${path}`,
        {
          method,
          headers: {
            host,
            cookie,
            'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  it("lists the selected vendor's subscriptions with their billing periods", async () => {
    const { admin, vendor, subscription } = await adminWithVendorSubscription();
    const response = await admin.get<QaSubscriptionList>('/services/qa/subscriptions');
    expect(response.status).toBe(200);
    expect(response.body.content).toEqual([
      expect.objectContaining({
        id: subscription.id,
        subscriberId: vendor.id,
        subscriptionType: 'VP_ENGAGE',
        status: 'ACTIVE',
        startDate: subscription.start_date,
        renewalDate: subscription.renewal_date,
        amount: 2500,
        autoRenew: true,
        billingPeriods: [],
      }),
    ]);
  });

  it('expires a subscription through failed renewals 2, 1 and 7 days back and a final attempt, each a FAILED payment', async () => {
    const { admin, vendor, subscription } = await adminWithVendorSubscription();
    const response = await admin.post('/services/qa/subscription-expiration', { subscriptionId: subscription.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ subscriptionId: subscription.id, status: 'EXPIRED' });

    const list = (await admin.get<QaSubscriptionList>('/services/qa/subscriptions')).body.content[0]!;
    expect(list.status).toBe('EXPIRED');
    expect(list.billingPeriods.map((period) => period.paymentStatus)).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED']);
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    expect(list.billingPeriods.map((period) => period.startDate)).toEqual([day(2), day(3), day(10), day(10)]);
    const method = await t.app.db
      .selectFrom('payment_methods')
      .select(['last_four', 'gateway_token'])
      .where('vendor_id', '=', vendor.id)
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    expect(method.last_four).toBe('0002');
    expect(method.gateway_token).toMatch(/^sandbox-token-decline-charges-/);
    const notice = await t.app.db
      .selectFrom('user_notifications')
      .select('kind')
      .where('vendor_id', '=', vendor.id)
      .where('kind', '=', 'PAYMENT_NOT_APPROVED')
      .executeTakeFirst();
    expect(notice).toBeDefined();

    const again = await admin.post('/services/qa/subscription-expiration', { subscriptionId: subscription.id });
    expect(again.status).toBe(422);
  });

  it("changes a subscription's renewal date to the UTC day of the epoch milliseconds", async () => {
    const { admin, subscription } = await adminWithVendorSubscription();
    const response = await admin.post(`/services/qa/${subscription.id}/renewal-date`, { renewalDate: Date.UTC(2027, 2, 4, 15) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ subscriptionId: subscription.id, renewalDate: '2027-03-04' });
    const row = await t.app.db
      .selectFrom('subscriptions')
      .select('renewal_date')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(row.renewal_date).toBe('2027-03-04');
  });

  it('refuses bad bodies with field errors', async () => {
    const { admin, subscription } = await adminWithVendorSubscription();
    const expire = await admin.post('/services/qa/subscription-expiration', { subscriptionId: 'x' });
    expect(expire.status).toBe(400);
    expect(expire.body.error.fieldErrors).toHaveProperty('subscriptionId');
    const renewal = await admin.post(`/services/qa/${subscription.id}/renewal-date`, {});
    expect(renewal.status).toBe(400);
    expect(renewal.body.error.fieldErrors).toHaveProperty('renewalDate');
    const run = await admin.post('/services/qa/runnables', { runnable: '' });
    expect(run.status).toBe(400);
    expect(run.body.error.fieldErrors).toEqual({ runnable: 'Runnable is required' });
    const file = await admin.get('/services/qa/test-files/employees?count=100001');
    expect(file.status).toBe(400);
    expect(file.body.error.fieldErrors).toEqual({ count: 'Employee count must be at most 100,000' });
  });

  it("answers 404 for another vendor's subscription", async () => {
    const { admin } = await adminWithVendorSubscription();
    const other = await buildSubscription(t.app.db, { vendorId: (await buildVendor(t.app.db)).id, type: 'VP_ENGAGE' });
    expect((await admin.post('/services/qa/subscription-expiration', { subscriptionId: other.id })).status).toBe(404);
    expect((await admin.post(`/services/qa/${other.id}/renewal-date`, { renewalDate: Date.now() })).status).toBe(404);
    const row = await t.app.db.selectFrom('subscriptions').select('status').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTIVE');
  });

  it('lists the scheduled jobs as runnables and queues one now', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const list = await admin.get<RunnableList>('/services/qa/runnables');
    expect(list.status).toBe(200);
    expect(list.body.content).toContainEqual({ name: 'subscriptions.renew', schedule: '17 * * * *', description: 'Subscription renewals' });
    expect(list.body.content.every((runnable) => runnable.schedule.length > 0)).toBe(true);

    const run = await admin.post('/services/qa/runnables', { runnable: 'subscriptions.renew' });
    expect(run.status).toBe(202);
    expect(run.body).toEqual({ runnable: 'subscriptions.renew', message: 'Runnable subscriptions.renew was triggered' });
    expect((await admin.post('/services/qa/runnables', { runnable: 'mail.deliver' })).status).toBe(404);
  });

  it('streams a test employee CSV of the asked number of rows with the template header', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const response = await fetch(`${t.app.baseUrl}/services/qa/test-files/employees?count=2500`, {
      headers: { cookie: `SESSION=${admin.cookie('SESSION')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('test-employees-2500.csv');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip');
    expect(lines).toHaveLength(2501);
    expect(lines[1]).toMatch(/^\d{9},/);
  });

  it('answers 401 to anonymous callers and 403 to vendor and client users', async () => {
    const anonymous = t.client();
    const { http: vendor } = await signedInVendor(t.app);
    const { http: client } = await signedInClient(t.app);
    for (const caller of [anonymous, vendor, client]) {
      const expected = caller === anonymous ? 401 : 403;
      expect((await caller.get('/services/qa/subscriptions')).status).toBe(expected);
      expect((await caller.post('/services/qa/subscription-expiration', { subscriptionId: 1 })).status).toBe(expected);
      expect((await caller.post('/services/qa/1/renewal-date', { renewalDate: 0 })).status).toBe(expected);
      expect((await caller.get('/services/qa/runnables')).status).toBe(expected);
      expect((await caller.post('/services/qa/runnables', { runnable: 'subscriptions.renew' })).status).toBe(expected);
      expect((await caller.get('/services/qa/test-files/employees?count=1')).status).toBe(expected);
    }
  });

  it('answers 404 to every QA call reaching the app by a production host name, changing nothing', async () => {
    const { admin, subscription } = await adminWithVendorSubscription();
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/services/qa/subscriptions', undefined],
      ['POST', '/services/qa/subscription-expiration', { subscriptionId: subscription.id }],
      ['POST', `/services/qa/${subscription.id}/renewal-date`, { renewalDate: 0 }],
      ['GET', '/services/qa/runnables', undefined],
      ['POST', '/services/qa/runnables', { runnable: 'subscriptions.renew' }],
      ['GET', '/services/qa/test-files/employees?count=1', undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await withHost(admin, method, path, body, PRODUCTION_HOST);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const row = await t.app.db
      .selectFrom('subscriptions')
      .select(['status', 'renewal_date'])
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'ACTIVE', renewal_date: subscription.renewal_date });
    expect((await withHost(admin, 'GET', '/services/qa/runnables', undefined, 'localhost')).status).toBe(200);
  });
});
