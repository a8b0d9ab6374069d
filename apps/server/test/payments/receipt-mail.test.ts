import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usDate } from '@app/shared/platform/us-date';
import { buildSubscription } from '../../src/db/seed/factories';
import { mailReceiptJob } from '../../src/modules/payments/mail-receipt-job';
import { nextRenewal } from '../../src/modules/payments/prices';
import { renewDueSubscriptions } from '../../src/modules/payments/renew-subscriptions-job';
import { eventually } from '../../src/testing/eventually';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import type { TestApp } from '../../src/testing/test-app';
import { useTestApp } from '../support/harness';
import { expiredEngageSubscription, signedInVendorWithCard } from './payment-fixtures';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const RECEIPT_SUBJECT = /^Your VendorProof receipt: /;

/** The receipt e-mails queued for an address, oldest first. */
const receiptsTo = (app: TestApp, email: string) =>
  app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'sent_at', 'error'])
    .where('to_address', '=', email)
    .where('subject', 'like', 'Your VendorProof receipt: %')
    .orderBy('id')
    .execute();

const monitoringCheckout = () => ({ amount: 2500, subscriptionType: 'VP_EMPLOYEE_MONITORING', idempotencyKey: randomUUID() });

describe('the receipt e-mail of a successful payment (issue 33)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

  it('e-mails the payer of a checkout the amount, card, customer, service period and a link to Payment history, once', async () => {
    const { vendor, user, http } = await signedInVendorWithCard(t.app);
    const request = monitoringCheckout();
    expect((await http.post('/services/subscriptions', request)).status).toBe(201);
    // A double click (the same key) pays nothing more and mails nothing more.
    expect((await http.post('/services/subscriptions', request)).status).toBe(201);

    const mail = await eventually(async () => smtp.mails.find((m) => m.to === user.email && /receipt/.test(m.raw)));
    const today = isoDay(0);
    expect((await receiptsTo(t.app, user.email!))[0]!.subject).toBe(`Your VendorProof receipt: $25.00 paid on ${usDate(today)}`);
    for (const line of [
      'Amount paid: $25.00',
      'Paid with: Visa ending 1111',
      'Customer: All customers',
      `Service period: ${usDate(today)} to ${usDate(nextRenewal('VP_EMPLOYEE_MONITORING', today))}`,
      `Your payment history, where this receipt is also a PDF: ${t.app.runtime.deps.config.publicUrl}/v2/#/account#payment`,
    ]) {
      expect(mail.text).toContain(line);
    }

    // The receipt job run again (a retry after its mail committed) sends no second receipt.
    const payment = await t.app.db
      .selectFrom('payments')
      .select(['id', 'receipt_mailed_at'])
      .where('vendor_id', '=', vendor.id)
      .executeTakeFirstOrThrow();
    expect(payment.receipt_mailed_at).not.toBeNull();
    await mailReceiptJob.handle(t.app.runtime.deps, { vendorId: vendor.id, paymentId: payment.id, payerUserId: user.id });
    expect(await receiptsTo(t.app, user.email!)).toHaveLength(1);
  });

  it('e-mails a receipt after Retry payment and after Renew Now of an expired subscription, naming its customer', async () => {
    const { vendor, user, http } = await signedInVendorWithCard(t.app, { outcome: 'decline-charges' });
    await buildSubscription(t.app.db, { vendorId: vendor.id, startDate: isoDay(-32), renewalDate: isoDay(-1) });
    // The hourly renewal is declined: an automatic charge, never a receipt.
    expect((await renewDueSubscriptions(t.app.runtime.deps, isoDay(-1))).failed).toBeGreaterThanOrEqual(1);
    await t.app.db
      .updateTable('payment_methods')
      .set({ gateway_token: `sandbox-token-approve-receipt-${vendor.id}` })
      .where('vendor_id', '=', vendor.id)
      .execute();
    expect((await http.post('/services/account/subscriptions/retry-payment')).body).toEqual({ renewed: 1, failed: 0 });
    const retried = await eventually(async () => (await receiptsTo(t.app, user.email!)).find((m) => m.sent_at));
    expect(retried.text_body).toContain('Customer: All customers');
    expect(retried.text_body).toContain('Paid with: Visa ending 1111');

    const expired = await expiredEngageSubscription(t.app, vendor.id);
    expect((await http.post(`/services/account/subscriptions/${expired.id}/renew`, { idempotencyKey: randomUUID() })).status).toBe(200);
    const renewed = await eventually(async () => {
      const receipts = await receiptsTo(t.app, user.email!);
      return receipts.length === 2 ? receipts[1] : undefined;
    });
    expect(renewed.subject).toMatch(/^Your VendorProof receipt: \$199\.00 paid on /);
    expect(renewed.text_body).toContain(`Customer: Harbor ${vendor.id}`);
  });

  it('sends no receipt for a declined payment', async () => {
    const { vendor, user, http } = await signedInVendorWithCard(t.app, { outcome: 'decline-charges' });
    expect((await http.post('/services/subscriptions', monitoringCheckout())).status).toBe(422);
    const payment = await t.app.db.selectFrom('payments').select('status').where('vendor_id', '=', vendor.id).executeTakeFirstOrThrow();
    expect(payment.status).toBe('FAILED');
    expect(await receiptsTo(t.app, user.email!)).toEqual([]);
  });
});

describe('a payment whose receipt cannot be delivered (issue 33)', () => {
  let closedPort = 0;
  beforeAll(async () => {
    // A port where no mail server listens any more: every delivery fails.
    const gone = await startSmtpCapture();
    closedPort = gone.port;
    await gone.close();
  });
  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}` } }));

  it('still pays and activates the subscription; the receipt waits in the outbox with the delivery error', async () => {
    const { user, http } = await signedInVendorWithCard(t.app);
    const paid = await http.post('/services/subscriptions', monitoringCheckout());
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ subscriptionType: 'VP_EMPLOYEE_MONITORING', status: 'ACTIVE' });
    const waiting = await eventually(async () => (await receiptsTo(t.app, user.email!)).find((m) => m.error));
    expect(waiting.sent_at).toBeNull();
    expect(waiting.subject).toMatch(RECEIPT_SUBJECT);
  });
});
