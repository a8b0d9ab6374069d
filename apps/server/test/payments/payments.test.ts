import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@app/shared/payments/payments';
import { usDate } from '@app/shared/platform/us-date';
import {
  buildCardOnFile,
  buildClient,
  buildEmployee,
  buildEnrollment,
  buildPayment,
  buildSubscription,
  buildVendor,
} from '../../src/db/seed/factories';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../src/modules/payments/charge';
import { nextRenewal } from '../../src/modules/payments/prices';
import { EXPIRED_AUTO_RENEW_MESSAGE, PAYMENT_CLIENT_NOT_FOUND_MESSAGE } from '../../src/modules/payments/subscriptions';
import { renewDueSubscriptions, renewSubscriptionsJob } from '../../src/modules/payments/renew-subscriptions-job';
import type { PaymentGateway } from '../../src/platform/payments/gateway';
import { pdfToText } from '../../src/testing/pdf-tools';
import type { TestClient } from '../../src/testing/http-client';
import { signedInClient, signedInUser, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { signedInVendorWithCard } from './payment-fixtures';

const CARD = { cardholderName: 'Vera Vendor', number: '4111 1111 1111 1111', cvv: '123', expirationDate: '12/39', postalCode: '33601' };

describe('payments and subscriptions (sandbox gateway)', () => {
  const t = useTestApp();

  const vendorClient = () => signedInVendor(t.app, { businessName: 'Paying Vendor' });

  async function saveCard(client: TestClient, number = CARD.number) {
    const token = await client.post('/services/braintree/sandbox/card', { ...CARD, number });
    expect(token.status).toBe(200);
    return client.post('/services/payment-method', { nonce: token.body.nonce, paymentType: 'CREDIT_CARD' });
  }

  it('reports sandbox mode and a client token', async () => {
    const { http: client } = await vendorClient();
    const response = await client.get('/services/braintree/client-token');
    expect(response.body).toEqual({ clientToken: expect.any(String), mode: 'sandbox' });
  });

  it('tokenizes a test card and saves it as the method on file (last four, brand)', async () => {
    const { http: client } = await vendorClient();
    expect((await client.get('/services/payment-method')).body).toEqual({ paymentMethod: null });
    const saved = await saveCard(client);
    expect(saved.body).toEqual({ paymentType: 'CREDIT_CARD', lastFour: '1111', cardType: 'Visa' });
    expect((await client.get('/services/payment-method')).body.paymentMethod).toEqual({
      paymentType: 'CREDIT_CARD',
      lastFour: '1111',
      cardType: 'Visa',
    });
  });

  it('refuses a card that fails verification (422), keeping the previous method', async () => {
    const { http: client } = await vendorClient();
    await saveCard(client);
    const declined = await saveCard(client, '4000 1111 1111 1115');
    expect(declined.status).toBe(422);
    expect((await client.get('/services/payment-method')).body.paymentMethod.lastFour).toBe('1111');
  });

  it('refuses brands other than Visa, Mastercard, Discover and American Express, bad numbers and past expiry', async () => {
    const { http: client } = await vendorClient();
    expect((await client.post('/services/braintree/sandbox/card', { ...CARD, number: '3530111333300000' })).status).toBe(422);
    expect(
      (await client.post('/services/braintree/sandbox/card', { ...CARD, number: '4111111111111112' })).body.error.fieldErrors.number,
    ).toBe('Card number is invalid');
    expect(
      (await client.post('/services/braintree/sandbox/card', { ...CARD, expirationDate: '01/20' })).body.error.fieldErrors.expirationDate,
    ).toBe('Expiration date is invalid');
    expect((await client.post('/services/braintree/sandbox/card', { ...CARD, postalCode: '123' })).body.error.fieldErrors.postalCode).toBe(
      'Billing zip must be 5 digits',
    );
  });

  it('saves a verified US bank account and refuses a failing one', async () => {
    const { http: client } = await vendorClient();
    const account = {
      routingNumber: '011000015',
      accountNumber: '1000000000',
      accountType: 'checking',
      ownershipType: 'business',
      businessName: 'Paying Vendor LLC',
      billingAddress: { streetAddress: '1 Main St', locality: 'Tampa', region: 'FL', postalCode: '33601' },
      authorized: true,
    };
    const token = await client.post('/services/braintree/sandbox/bank-account', account);
    expect((await client.post('/services/payment-method', { nonce: token.body.nonce, paymentType: 'ACH' })).body).toMatchObject({
      paymentType: 'ACH',
      lastFour: '0000',
    });
    const failing = await client.post('/services/braintree/sandbox/bank-account', { ...account, accountNumber: '1000000008' });
    expect((await client.post('/services/payment-method', { nonce: failing.body.nonce, paymentType: 'ACH' })).status).toBe(422);
    const unauthorized = await client.post('/services/braintree/sandbox/bank-account', { ...account, authorized: false });
    expect(unauthorized.status).toBe(400);
    const personalWithoutNames = await client.post('/services/braintree/sandbox/bank-account', {
      ...account,
      ownershipType: 'personal',
      businessName: undefined,
    });
    expect(personalWithoutNames.body.error.fieldErrors.firstName).toBe('First and last name are required');
  });

  it('uses a nonce once only', async () => {
    const { http: client } = await vendorClient();
    const token = await client.post('/services/braintree/sandbox/card', CARD);
    expect((await client.post('/services/payment-method', { nonce: token.body.nonce, paymentType: 'CREDIT_CARD' })).status).toBe(200);
    expect((await client.post('/services/payment-method', { nonce: token.body.nonce, paymentType: 'CREDIT_CARD' })).status).toBe(422);
  });

  it('prices employee monitoring at $25 the first month and VendorProof annually', async () => {
    const { http: client } = await vendorClient();
    const types = (await client.get('/services/subscriptions/types')).body;
    expect(types).toEqual([
      expect.objectContaining({
        subscriptionType: 'VP_EMPLOYEE_MONITORING',
        price: 2500,
        label: 'Employee Monitoring',
        billing: expect.stringContaining('Starts at $25'),
      }),
      expect.objectContaining({ subscriptionType: 'VP_ENGAGE_CVC', price: 29900, label: 'VendorProof' }),
    ]);
    expect((await client.get('/services/employees/monitor-pricing/price-tiers')).body).toHaveLength(3);
  });

  it('needs a payment method to subscribe, with the spec text', async () => {
    const { http: client } = await vendorClient();
    const response = await client.post('/services/subscriptions', {
      amount: 2500,
      subscriptionType: 'VP_EMPLOYEE_MONITORING',
      idempotencyKey: randomUUID(),
    });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe(PAYMENT_TEXTS.selectMethod);
  });

  it('subscribes to employee monitoring: one charge, an active subscription, and the employee area unlocks', async () => {
    const { http: client } = await vendorClient();
    await saveCard(client);
    const response = await client.post('/services/subscriptions', {
      amount: 2500,
      subscriptionType: 'VP_EMPLOYEE_MONITORING',
      idempotencyKey: randomUUID(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      subscriptionType: 'VP_EMPLOYEE_MONITORING',
      status: 'ACTIVE',
      statusName: 'Active',
      autoRenew: true,
      amount: 2500,
    });
    expect((await client.get('/services/account/users/current')).body.hasMonitoringAccess).toBe(true);
    expect((await client.get('/services/employees')).status).toBe(200);
    const payments = await client.get('/services/account/payments?page=0');
    expect(payments.body).toMatchObject({
      total: 1,
      content: [{ status: 'PAID', amount: 2500, subscriptionType: 'VP_EMPLOYEE_MONITORING' }],
    });
  });

  it("names the signup's client on a VendorProof payment made for it", async () => {
    const { http: client, vendor } = await vendorClient();
    await saveCard(client);
    const northgate = await buildClient(t.app.db, { name: 'Northgate Payments Hospital' });
    // Connecting the SignupID starts the (unfinished) enrolment the payment step runs within.
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: northgate.id, complete: false });
    const response = await client.post('/services/subscriptions', {
      amount: 29900,
      subscriptionType: 'VP_ENGAGE_CVC',
      idempotencyKey: randomUUID(),
      clientId: northgate.id,
    });
    expect(response.status).toBe(201);
    expect((await client.get('/services/account/payments?page=0')).body.content).toMatchObject([
      { status: 'PAID', subscriptionType: 'VP_ENGAGE_CVC', clientName: 'Northgate Payments Hospital' },
    ]);
  });

  it('refuses to pay for a client the vendor is not connected to (404, nothing charged) and a malformed client id (400)', async () => {
    const { http: client } = await vendorClient();
    await saveCard(client);
    const stranger = await buildClient(t.app.db, { name: 'Stranger Hospital' });
    const body = { amount: 29900, subscriptionType: 'VP_ENGAGE_CVC', idempotencyKey: randomUUID() };
    const refused = await client.post('/services/subscriptions', { ...body, clientId: stranger.id });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(PAYMENT_CLIENT_NOT_FOUND_MESSAGE);
    const malformed = await client.post('/services/subscriptions', { ...body, clientId: 'Northgate' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fieldErrors.clientId).toEqual(expect.any(String));
    expect((await client.get('/services/account/payments?page=0')).body.total).toBe(0);
  });

  it('charges exactly once for concurrent requests with one idempotency key', async () => {
    const { http: client, vendor } = await signedInVendorWithCard(t.app);
    const key = randomUUID();
    const body = { amount: 29900, subscriptionType: 'VP_ENGAGE_CVC', idempotencyKey: key };
    const results = await Promise.all([
      client.post('/services/subscriptions', body),
      client.post('/services/subscriptions', body),
      client.post('/services/subscriptions', body),
    ]);
    expect(results.map((r) => r.status).filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const again = await client.post('/services/subscriptions', body);
    expect(again.status).toBe(201);
    const charges = await t.app.db.selectFrom('payments').selectAll().where('vendor_id', '=', vendor.id).execute();
    expect(charges).toHaveLength(1);
    const subscriptions = await t.app.db.selectFrom('subscriptions').selectAll().where('vendor_id', '=', vendor.id).execute();
    expect(subscriptions).toHaveLength(1);
  });

  it('refuses a payment key replayed with a different request (422), in sequence and at once, charging only the first', async () => {
    const { http: client, vendor } = await signedInVendorWithCard(t.app);
    const key = randomUUID();
    const first = { amount: 29900, subscriptionType: 'VP_ENGAGE_CVC', idempotencyKey: key };
    const other = { amount: 2500, subscriptionType: 'VP_EMPLOYEE_MONITORING', idempotencyKey: key };
    expect((await client.post('/services/subscriptions', first)).status).toBe(201);
    const replayed = await client.post('/services/subscriptions', other);
    expect(replayed.status).toBe(422);
    expect(replayed.body.error.message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);

    const charges = await t.app.db.selectFrom('payments').select('subscription_type').where('vendor_id', '=', vendor.id).execute();
    expect(charges).toEqual([{ subscription_type: 'VP_ENGAGE_CVC' }]);

    const { http: racer, vendor: racingVendor } = await signedInVendorWithCard(t.app, { businessName: 'Racing Key Vendor' });
    const racing = await Promise.all([racer.post('/services/subscriptions', first), racer.post('/services/subscriptions', other)]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 422]);
    const racingCharges = await t.app.db.selectFrom('payments').select('id').where('vendor_id', '=', racingVendor.id).execute();
    expect(racingCharges).toHaveLength(1);
  });

  it('lets two vendors use the same payment key, each paying once for its own subscription', async () => {
    const key = randomUUID();
    const body = { amount: 29900, subscriptionType: 'VP_ENGAGE_CVC', idempotencyKey: key };
    for (const name of ['First Key Vendor', 'Second Key Vendor']) {
      const { http: client, vendor } = await signedInVendorWithCard(t.app, { businessName: name });
      const response = await client.post('/services/subscriptions', body);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ subscriptionType: 'VP_ENGAGE_CVC', status: 'ACTIVE' });
      expect((await client.post('/services/subscriptions', body)).body.id).toBe(response.body.id);
      const charges = await t.app.db.selectFrom('payments').select(['status', 'amount_cents']).where('vendor_id', '=', vendor.id).execute();
      expect(charges).toEqual([{ status: 'PAID', amount_cents: 29900 }]);
    }
  });

  it('refuses a stale amount with 409 and a declined charge with 422', async () => {
    const { http: client } = await vendorClient();
    await saveCard(client);
    expect(
      (await client.post('/services/subscriptions', { amount: 100, subscriptionType: 'VP_ENGAGE_CVC', idempotencyKey: randomUUID() }))
        .status,
    ).toBe(409);
    await saveCard(client, '4000 0000 0000 0002');
    const declined = await client.post('/services/subscriptions', {
      amount: 29900,
      subscriptionType: 'VP_ENGAGE_CVC',
      idempotencyKey: randomUUID(),
    });
    expect(declined.status).toBe(422);
    const history = await client.get('/services/account/payments?page=0');
    expect(history.body.content[0]).toMatchObject({ status: 'FAILED' });
  });

  it('turns auto-renew off with a cancel reason for VendorProof, which needs one', async () => {
    const { http: client, vendor } = await vendorClient();
    const subscription = await buildSubscription(t.app.db, { vendorId: vendor.id, type: 'VP_ENGAGE_CVC', amountCents: 29900 });
    expect(
      (await client.put(`/services/account/subscriptions/${subscription.id}`, { autoRenew: false })).body.error.fieldErrors.selectedReason,
    ).toBe('Please choose a reason');
    expect(
      (await client.put(`/services/account/subscriptions/${subscription.id}`, { autoRenew: false, selectedReason: 'OTHER' })).body.error
        .fieldErrors.selectedReasonDetails,
    ).toBe('Please tell us why');
    const off = await client.put(`/services/account/subscriptions/${subscription.id}`, {
      autoRenew: false,
      selectedReason: 'GOING_OUT_OF_BUSINESS',
    });
    expect(off.body).toMatchObject({ autoRenew: false, label: 'VendorProof' });
    expect((await client.put(`/services/account/subscriptions/${subscription.id}`, { autoRenew: true })).body.autoRenew).toBe(true);
  });

  it('refuses to change auto-renew of an expired subscription (422), which is never renewed', async () => {
    const { http: client, vendor } = await vendorClient();
    const expired = await buildSubscription(t.app.db, { vendorId: vendor.id, type: 'VP_EMPLOYEE_MONITORING', status: 'EXPIRED' });
    for (const autoRenew of [true, false]) {
      const response = await client.put(`/services/account/subscriptions/${expired.id}`, { autoRenew });
      expect(response.status).toBe(422);
      expect(response.body.error.message).toBe(EXPIRED_AUTO_RENEW_MESSAGE);
    }
  });

  it("names the client of a payment in the payment history: its own, else its subscription's, else All customers", async () => {
    const { http: client, vendor } = await vendorClient();
    const harbor = await buildClient(t.app.db, { name: 'Harbor Payments Hospital' });
    const lake = await buildClient(t.app.db, { name: 'Lake Payments Clinic' });
    const engage = await buildSubscription(t.app.db, { vendorId: vendor.id, clientId: harbor.id, type: 'VP_ENGAGE', amountCents: 19_900 });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));
    await buildPayment(t.app.db, {
      vendorId: vendor.id,
      subscriptionId: engage.id,
      type: 'VP_ENGAGE',
      amountCents: 19_900,
      paymentDate: day(1),
    });
    await buildPayment(t.app.db, { vendorId: vendor.id, clientId: lake.id, type: 'VP_ENGAGE', amountCents: 19_900, paymentDate: day(2) });
    await buildPayment(t.app.db, { vendorId: vendor.id, type: 'VP_EMPLOYEE_MONITORING', paymentDate: day(3) });
    const history = await client.get('/services/account/payments?page=0');
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(3);
    expect(history.body.content.map((row: { clientName: string | null }) => row.clientName)).toEqual([
      'All customers',
      'Lake Payments Clinic',
      'Harbor Payments Hospital',
    ]);
    const { http: other } = await vendorClient();
    expect((await other.get('/services/account/payments?page=0')).body).toEqual({ content: [], total: 0 });
  });

  it('downloads a receipt PDF for a paid payment, with its customer and service period; 422 for a failed one; 404 for another vendor', async () => {
    const { http: client } = await vendorClient();
    await saveCard(client);
    await client.post('/services/subscriptions', { amount: 29900, subscriptionType: 'VP_ENGAGE_CVC', idempotencyKey: randomUUID() });
    const paymentId = (await client.get('/services/account/payments')).body.content[0].id;
    const response = await client.download('/services/account/payments', { paymentId });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/VendorProof receipt .* #\d+\.pdf/);
    const text = pdfToText(response.bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Payment Receipt');
    expect(text).toMatch(/Receipt #\d+ · \d{2}\/\d{2}\/\d{4}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).toContain('$299.00');
    expect(text).toContain('Visa ending 1111');
    expect(text).toContain('Customer All customers');
    const today = new Date().toISOString().slice(0, 10);
    expect(text).toContain(`Service period ${usDate(today)} to ${usDate(nextRenewal('VP_ENGAGE_CVC', today))}`);
    const { http: other } = await vendorClient();
    expect((await other.post('/services/account/payments', { paymentId })).status).toBe(404);
    await saveCard(client, '4000 0000 0000 0002');
    await client.post('/services/subscriptions', {
      amount: 2500,
      subscriptionType: 'VP_EMPLOYEE_MONITORING',
      idempotencyKey: randomUUID(),
    });
    const failed = (await client.get('/services/account/payments')).body.content.find((p: { status: string }) => p.status === 'FAILED');
    expect((await client.post('/services/account/payments', { paymentId: failed.id })).status).toBe(422);
  });

  it('keeps payments, methods and subscriptions of one vendor away from another', async () => {
    const owner = await vendorClient();
    await saveCard(owner.http);
    const subscription = await buildSubscription(t.app.db, { vendorId: owner.vendor.id, type: 'VP_ENGAGE_CVC' });
    const intruder = await vendorClient();
    expect((await intruder.http.get('/services/payment-method')).body.paymentMethod).toBeNull();
    expect((await intruder.http.get('/services/account/subscriptions')).body).toEqual([]);
    expect((await intruder.http.put(`/services/account/subscriptions/${subscription.id}`, { autoRenew: true })).status).toBe(404);
  });

  it('answers 401 without a session, 403 for client users and without the CSRF header', async () => {
    expect((await t.client().get('/services/payment-method')).status).toBe(401);
    const { http } = await signedInClient(t.app);
    expect((await http.get('/services/account/payments')).status).toBe(403);
    const { http: client } = await vendorClient();
    expect((await client.post('/services/payment-method', { nonce: 'x', paymentType: 'CREDIT_CARD' }, { csrf: false })).status).toBe(403);
  });
});

describe('renewals', () => {
  const t = useTestApp();

  async function vendorWithCard(outcome: 'approve' | 'decline-charges') {
    const vendor = await buildVendor(t.app.db, { businessName: 'Renewing Vendor' });
    await buildCardOnFile(t.app.db, { vendorId: vendor.id, outcome });
    return vendor;
  }

  it('renews a due monitoring subscription at the price of its active employees, once per period', async () => {
    const vendor = await vendorWithCard('approve');
    for (let i = 0; i < 101; i++) await buildEmployee(t.app.runtime.deps, { vendorId: vendor.id });
    const subscription = await buildSubscription(t.app.db, { vendorId: vendor.id, startDate: '2026-10-01', renewalDate: '2026-11-01' });
    const first = await renewDueSubscriptions(t.app.runtime.deps, '2026-11-01');
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    const renewed = await t.app.db.selectFrom('subscriptions').selectAll().where('id', '=', subscription.id).executeTakeFirstOrThrow();
    expect(renewed).toMatchObject({ renewal_date: '2026-12-01', amount_cents: 5000, status: 'ACTIVE' });
    await renewDueSubscriptions(t.app.runtime.deps, '2026-11-01');
    const charges = await t.app.db.selectFrom('payments').selectAll().where('subscription_id', '=', subscription.id).execute();
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount_cents: 5000, status: 'PAID' });
  });

  it('on a decline raises "unable to process", retries after 1, 3 and 7 days, then expires with "not approved"', async () => {
    const vendor = await vendorWithCard('decline-charges');
    const subscription = await buildSubscription(t.app.db, {
      vendorId: vendor.id,
      type: 'VP_ENGAGE_CVC',
      amountCents: 29900,
      startDate: '2025-11-10',
      renewalDate: '2026-11-10',
    });
    const kinds = async () =>
      (await t.app.db.selectFrom('user_notifications').select(['kind', 'dismiss_status']).where('vendor_id', '=', vendor.id).execute())
        .filter((n) => !n.dismiss_status)
        .map((n) => n.kind);

    expect((await renewDueSubscriptions(t.app.runtime.deps, '2026-11-10')).failed).toBe(1);
    expect(await kinds()).toEqual(['PAYMENT_UNABLE_TO_PROCESS']);
    expect((await renewDueSubscriptions(t.app.runtime.deps, '2026-11-10')).failed).toBe(0);
    for (const day of ['2026-11-11', '2026-11-13', '2026-11-17']) await renewDueSubscriptions(t.app.runtime.deps, day);
    const expired = await t.app.db.selectFrom('subscriptions').selectAll().where('id', '=', subscription.id).executeTakeFirstOrThrow();
    expect(expired.status).toBe('EXPIRED');
    expect((await kinds()).sort()).toEqual(['PAYMENT_NOT_APPROVED', 'PAYMENT_UNABLE_TO_PROCESS']);
    const attempts = await t.app.db.selectFrom('payments').select('status').where('subscription_id', '=', subscription.id).execute();
    expect(attempts.map((a) => a.status)).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED']);
  });

  it('counts the retries of an overdue renewal from the decline, not from a renewal date months in the past', async () => {
    const vendor = await vendorWithCard('decline-charges');
    const subscription = await buildSubscription(t.app.db, {
      vendorId: vendor.id,
      type: 'VP_ENGAGE_CVC',
      amountCents: 29900,
      startDate: '2025-06-10',
      renewalDate: '2026-06-10',
    });
    const state = () => t.app.db.selectFrom('subscriptions').selectAll().where('id', '=', subscription.id).executeTakeFirstOrThrow();

    for (let run = 0; run < 4; run++) await renewDueSubscriptions(t.app.runtime.deps, '2026-11-10');
    expect(await state()).toMatchObject({ status: 'ACTIVE', failed_attempts: 1, next_attempt_at: new Date('2026-11-11T12:00:00Z') });
    await renewDueSubscriptions(t.app.runtime.deps, '2026-11-11');
    expect((await state()).next_attempt_at).toEqual(new Date('2026-11-13T12:00:00Z'));
    await renewDueSubscriptions(t.app.runtime.deps, '2026-11-13');
    expect(await state()).toMatchObject({ status: 'ACTIVE', failed_attempts: 3, next_attempt_at: new Date('2026-11-17T12:00:00Z') });
    await renewDueSubscriptions(t.app.runtime.deps, '2026-11-17');
    expect((await state()).status).toBe('EXPIRED');
    const attempts = await t.app.db.selectFrom('payments').select('status').where('subscription_id', '=', subscription.id).execute();
    expect(attempts).toHaveLength(4);
  });

  it('settles "unable to process" and retries at once when the vendor saves a new payment method', async () => {
    const vendor = await vendorWithCard('decline-charges');
    const subscription = await buildSubscription(t.app.db, {
      vendorId: vendor.id,
      type: 'VP_ENGAGE_CVC',
      amountCents: 29900,
      startDate: '2025-11-10',
      renewalDate: '2026-11-10',
    });
    await renewDueSubscriptions(t.app.runtime.deps, '2026-11-10');
    const { http: client } = await signedInUser(t.app, { vendorId: vendor.id });
    const token = await client.post('/services/braintree/sandbox/card', {
      cardholderName: 'Vera',
      number: '4111111111111111',
      cvv: '123',
      expirationDate: '12/39',
      postalCode: '33601',
    });
    await client.post('/services/payment-method', { nonce: token.body.nonce, paymentType: 'CREDIT_CARD' });
    const open = await t.app.db
      .selectFrom('user_notifications')
      .select('id')
      .where('vendor_id', '=', vendor.id)
      .where('dismiss_status', 'is', null)
      .execute();
    expect(open).toEqual([]);
    expect((await renewDueSubscriptions(t.app.runtime.deps)).renewed).toBe(1);
    expect(
      (await t.app.db.selectFrom('subscriptions').select('renewal_date').where('id', '=', subscription.id).executeTakeFirstOrThrow())
        .renewal_date,
    ).toBe('2027-11-10');
  });

  it('dismisses the payment notification when a retry succeeds', async () => {
    const vendor = await vendorWithCard('decline-charges');
    await buildSubscription(t.app.db, {
      vendorId: vendor.id,
      type: 'VP_ENGAGE_CVC',
      amountCents: 29900,
      startDate: '2025-11-10',
      renewalDate: '2026-11-10',
    });
    await renewDueSubscriptions(t.app.runtime.deps, '2026-11-10');
    await t.app.db
      .updateTable('payment_methods')
      .set({ gateway_token: 'sandbox-token-approve-2' })
      .where('vendor_id', '=', vendor.id)
      .execute();
    expect((await renewDueSubscriptions(t.app.runtime.deps, '2026-11-11')).renewed).toBe(1);
    const open = await t.app.db
      .selectFrom('user_notifications')
      .select('id')
      .where('vendor_id', '=', vendor.id)
      .where('dismiss_status', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it("renews a vendor's subscription when its renewal key was sent first as a payment key, by another vendor or by itself", async () => {
    const vendor = await vendorWithCard('approve');
    const subscription = await buildSubscription(t.app.db, {
      vendorId: vendor.id,
      type: 'VP_ENGAGE_CVC',
      amountCents: 29900,
      startDate: '2025-11-01',
      renewalDate: '2026-11-01',
    });
    const renewalKey = `renewal:${subscription.id}:2026-11-01:0`;
    const other = await signedInVendor(t.app, { businessName: 'Key Squatter' });
    const itself = await signedInUser(t.app, { vendorId: vendor.id });
    for (const { http } of [other, itself]) {
      const token = await http.post('/services/braintree/sandbox/card', CARD);
      await http.post('/services/payment-method', { nonce: token.body.nonce, paymentType: 'CREDIT_CARD' });
      const paid = await http.post('/services/subscriptions', {
        amount: 2500,
        subscriptionType: 'VP_EMPLOYEE_MONITORING',
        idempotencyKey: renewalKey,
      });
      expect(paid.status).toBe(201);
    }

    expect(await renewDueSubscriptions(t.app.runtime.deps, '2026-11-01')).toMatchObject({ renewed: 1, failed: 0 });
    const renewed = await t.app.db.selectFrom('subscriptions').selectAll().where('id', '=', subscription.id).executeTakeFirstOrThrow();
    expect(renewed).toMatchObject({ renewal_date: '2027-11-01', status: 'ACTIVE' });
    const charges = await t.app.db
      .selectFrom('payments')
      .select(['vendor_id', 'amount_cents', 'status'])
      .where('subscription_id', '=', subscription.id)
      .execute();
    expect(charges).toEqual([{ vendor_id: vendor.id, amount_cents: 29900, status: 'PAID' }]);
  });

  it('renews the other due subscriptions when one renewal throws, and reports the one that threw', async () => {
    const broken = await vendorWithCard('approve');
    const brokenCard = await t.app.db
      .selectFrom('payment_methods')
      .select('gateway_token')
      .where('vendor_id', '=', broken.id)
      .executeTakeFirstOrThrow();
    const brokenSubscription = await buildSubscription(t.app.db, {
      vendorId: broken.id,
      startDate: '2026-10-01',
      renewalDate: '2026-11-01',
    });
    const healthy = [];
    for (let i = 0; i < 2; i++) {
      const vendor = await vendorWithCard('approve');
      healthy.push(await buildSubscription(t.app.db, { vendorId: vendor.id, startDate: '2026-10-01', renewalDate: '2026-11-01' }));
    }
    const gateway = t.app.runtime.deps.payments;
    const payments: PaymentGateway = {
      mode: gateway.mode,
      clientToken: (customerId) => gateway.clientToken(customerId),
      vault: (input) => gateway.vault(input),
      refund: (transactionId) => gateway.refund(transactionId),
      findCharge: (orderId) => gateway.findCharge(orderId),
      charge: async (input) => {
        if (input.token === brokenCard.gateway_token) throw new Error('The gateway did not answer');
        return gateway.charge(input);
      },
    };

    const tally = await renewDueSubscriptions({ ...t.app.runtime.deps, payments }, '2026-11-01');
    expect(tally).toMatchObject({
      renewed: 2,
      failed: 0,
      errors: [{ subscriptionId: brokenSubscription.id, message: 'The gateway did not answer' }],
    });
    const dates = await t.app.db
      .selectFrom('subscriptions')
      .select(['id', 'renewal_date'])
      .where('id', 'in', [brokenSubscription.id, ...healthy.map((s) => s.id)])
      .orderBy('id')
      .execute();
    expect(dates).toEqual([
      { id: brokenSubscription.id, renewal_date: '2026-11-01' },
      ...healthy.map((s) => ({ id: s.id, renewal_date: '2026-12-01' })),
    ]);
    // The job itself fails after the run, naming the subscription, so its record (and its retry) shows it.
    await expect(renewSubscriptionsJob.handle({ ...t.app.runtime.deps, payments }, { today: '2026-11-01' })).rejects.toThrow(
      `subscription ${brokenSubscription.id} (vendor ${broken.id})`,
    );
  });

  it('lets a subscription without auto-renew expire at its renewal date, uncharged', async () => {
    const vendor = await vendorWithCard('approve');
    const subscription = await buildSubscription(t.app.db, {
      vendorId: vendor.id,
      type: 'VP_ENGAGE_CVC',
      renewalDate: '2026-11-05',
      autoRenew: false,
    });
    await renewDueSubscriptions(t.app.runtime.deps, '2026-11-05');
    expect(
      (await t.app.db.selectFrom('subscriptions').select('status').where('id', '=', subscription.id).executeTakeFirstOrThrow()).status,
    ).toBe('EXPIRED');
    expect(await t.app.db.selectFrom('payments').select('id').where('subscription_id', '=', subscription.id).execute()).toEqual([]);
  });
});
