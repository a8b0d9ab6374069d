import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WAIVER_DETAILS_REQUIRED, WAIVER_REJECT_REASON_REQUIRED } from '@app/shared/payments/waivers';
import { COMPLIANCE_STATUS } from '@app/shared/customers/compliance-status';
import { buildClient, buildCovgWithCode, buildEnrollment, buildUser, buildVendor } from '../../src/db/seed/factories';
import type { TestClient } from '../../src/testing/http-client';
import { signedInClient, signedInUser } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const CARD = { cardholderName: 'Vera Vendor', number: '4111 1111 1111 1111', cvv: '123', expirationDate: '12/39', postalCode: '33601' };

describe('payment waivers: the vendor asks, the client decides', () => {
  const t = useTestApp();

  /** A hospital that asks its vendors to pay for VendorProof and has VendorProof Engage, with a waiver decider. */
  async function hospital(name: string) {
    const client = await buildClient(t.app.db, { name, products: ['VendorProofEngage'] });
    await t.app.db
      .updateTable('clients')
      .set({ configuration: JSON.stringify({ paymentRequired: true }) })
      .where('id', '=', client.id)
      .execute();
    const email = `waivers-${randomUUID().slice(0, 8)}@hospital.test`;
    const decider = await signedInClient(t.app, { clientId: client.id, permissions: ['PaymentWaiverAccess'] });
    await t.app.db.updateTable('users').set({ email }).where('id', '=', decider.user.id).execute();
    return { client, decider: decider.http, deciderEmail: email };
  }

  /** A vendor enrolled with the client (one COVG, so the client's vendor list shows its compliance). */
  async function enrolledVendor(clientId: number, businessName: string) {
    const vendor = await buildVendor(t.app.db, { businessName });
    await buildCovgWithCode(t.app.db, { clientId, preferredName: businessName, vendorId: vendor.id, used: true });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId });
    const email = `${businessName.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@vendor.test`;
    const { http } = await signedInUser(t.app, { vendorId: vendor.id, email });
    return { vendor, http, email };
  }

  const ask = (http: TestClient, clientId: number, body: Record<string, unknown> = {}) =>
    http.post('/services/payment-waivers', { clientId, subscriptionType: 'VP_ENGAGE_CVC', reason: 'NON_PROFIT', ...body });

  async function complianceOf(http: TestClient, name: string): Promise<string> {
    const page = (await http.get(`/services/client/vendors?search=${encodeURIComponent(name)}`)).body;
    return page.content[0].complianceStatus;
  }

  const mailsTo = (email: string) =>
    t.app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).execute();

  it('refuses anonymous callers (401) on every waiver endpoint', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/services/payment-waivers')).status).toBe(401);
    expect(
      (await anonymous.post('/services/payment-waivers', { clientId: 1, subscriptionType: 'VP_ENGAGE_CVC', reason: 'NON_PROFIT' })).status,
    ).toBe(401);
    expect((await anonymous.get('/services/client/waivers')).status).toBe(401);
    expect((await anonymous.post('/services/client/waivers/1/approve', {})).status).toBe(401);
    expect((await anonymous.post('/services/client/waivers/1/reject', { reason: 'No' })).status).toBe(401);
  });

  it('lists the payments a client asks of the vendor, then records a request as WAIVER_PENDING and e-mails the deciders', async () => {
    const { client, deciderEmail } = await hospital('Ashford General');
    const { http } = await enrolledVendor(client.id, 'Ashford Supply Co');
    const options = (await http.get('/services/payment-waivers')).body;
    expect(options).toEqual([
      expect.objectContaining({ clientId: client.id, subscriptionType: 'VP_ENGAGE_CVC', label: 'VendorProof', waiver: null }),
      expect.objectContaining({
        clientId: client.id,
        subscriptionType: 'VP_ENGAGE',
        label: 'VendorProof Engage, Ashford General',
        waiver: null,
      }),
    ]);

    const response = await ask(http, client.id, { reason: 'OTHER', reasonDetails: 'We supply this hospital once a year.' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      status: 'PENDING',
      vendorName: 'Ashford Supply Co',
      clientName: 'Ashford General',
      reasonText: 'Other',
      reasonDetails: 'We supply this hospital once a year.',
      history: [expect.objectContaining({ action: 'REQUESTED', actorName: 'Test User' })],
    });
    const subscriptions = (await http.get('/services/account/subscriptions')).body;
    expect(subscriptions).toEqual([
      expect.objectContaining({
        subscriptionType: 'VP_ENGAGE_CVC',
        clientName: 'Ashford General',
        status: 'WAIVER_PENDING',
        statusName: 'Waiver Pending',
      }),
    ]);
    const mails = await mailsTo(deciderEmail);
    expect(mails[0]?.subject).toBe('VendorProof: Ashford Supply Co asks you to waive a payment');
    expect(mails[0]?.text_body).toContain('Reason: We supply this hospital once a year.');
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('action', '=', 'payment-waiver.requested').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a request without a reason, or Other without details, with field errors', async () => {
    const { client } = await hospital('Birch Valley Hospital');
    const { http } = await enrolledVendor(client.id, 'Birch Linen');
    const missing = await http.post('/services/payment-waivers', { clientId: client.id, subscriptionType: 'VP_ENGAGE_CVC' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErrors.reason).toBeTruthy();
    const other = await ask(http, client.id, { reason: 'OTHER', reasonDetails: '  ' });
    expect(other.status).toBe(400);
    expect(other.body.error.fieldErrors.reasonDetails).toBe(WAIVER_DETAILS_REQUIRED);
  });

  it('refuses a client the vendor is not enrolled with (404), a payment the client does not ask (422) and a second request (409)', async () => {
    const { client } = await hospital('Cedar Hospital');
    const { client: other } = await hospital('Other Cedar Hospital');
    const { http } = await enrolledVendor(client.id, 'Cedar Couriers');
    expect((await ask(http, other.id)).status).toBe(404);
    expect((await ask(http, client.id)).status).toBe(201);
    const again = await ask(http, client.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You already asked Cedar Hospital to waive VendorProof.');
  });

  it('refuses a payment the client does not ask for (422)', async () => {
    const plain = await buildClient(t.app.db, { name: 'No Fee Clinic' });
    const { http } = await enrolledVendor(plain.id, 'Dogwood Dental');
    const response = await ask(http, plain.id);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('No Fee Clinic does not ask you to pay for VendorProof.');
  });

  it('lets only vendors ask (403 for a client user) and only deciders decide (403 for a vendor or a client user without PaymentWaiverAccess)', async () => {
    const { client } = await hospital('Elm Hospital');
    const { http: vendor } = await enrolledVendor(client.id, 'Elm Imaging');
    const waiver = (await ask(vendor, client.id)).body;
    const { http: plainClient } = await signedInClient(t.app, { clientId: client.id });
    expect((await ask(plainClient, client.id)).status).toBe(403);
    expect((await plainClient.get('/services/client/waivers')).status).toBe(403);
    expect((await plainClient.post(`/services/client/waivers/${waiver.id}/approve`, {})).status).toBe(403);
    expect((await vendor.get('/services/client/waivers')).status).toBe(403);
    expect((await vendor.post(`/services/client/waivers/${waiver.id}/approve`, {})).status).toBe(403);
    expect((await vendor.post(`/services/client/waivers/${waiver.id}/reject`, { reason: 'No' })).status).toBe(403);
  });

  it("does not show or let another client decide a client's waiver (404)", async () => {
    const { client } = await hospital('Fir Hospital');
    const { decider: stranger } = await hospital('Stranger Hospital');
    const { http: vendor } = await enrolledVendor(client.id, 'Fir Respiratory');
    const waiver = (await ask(vendor, client.id)).body;
    expect((await stranger.get('/services/client/waivers?status=ALL')).body).toEqual({ content: [], total: 0 });
    const approve = await stranger.post(`/services/client/waivers/${waiver.id}/approve`, {});
    expect(approve.status).toBe(404);
    expect(approve.body.error.message).toBe('Waiver request not found.');
    expect((await stranger.post(`/services/client/waivers/${waiver.id}/reject`, { reason: 'No' })).status).toBe(404);
  });

  it('lists requests pending first by default, by status and vendor name, paged', async () => {
    const { client, decider } = await hospital('Grove Hospital');
    const a = await enrolledVendor(client.id, 'Grove Alpha Supply');
    const b = await enrolledVendor(client.id, 'Grove Beta Staffing');
    const first = (await ask(a.http, client.id)).body;
    await ask(b.http, client.id, { subscriptionType: 'VP_ENGAGE', reason: 'GOVERNMENT' });
    await decider.post(`/services/client/waivers/${first.id}/approve`, {});

    const pending = (await decider.get('/services/client/waivers')).body;
    expect(pending.total).toBe(1);
    expect(pending.content[0]).toMatchObject({
      vendorName: 'Grove Beta Staffing',
      label: 'VendorProof Engage, Grove Hospital',
      status: 'PENDING',
    });
    expect(
      (await decider.get('/services/client/waivers?status=APPROVED')).body.content.map((w: { vendorName: string }) => w.vendorName),
    ).toEqual(['Grove Alpha Supply']);
    const all = (await decider.get('/services/client/waivers?status=ALL&size=1&page=1')).body;
    expect(all.total).toBe(2);
    expect(all.content).toHaveLength(1);
    expect((await decider.get('/services/client/waivers?status=ALL&vendorName=alpha')).body.total).toBe(1);
    const invalid = await decider.get('/services/client/waivers?status=MAYBE');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fieldErrors.status).toBeTruthy();
  });

  it('approves: WAIVER_APPROVED, compliant, history, and the vendor is notified on its dashboard and by e-mail', async () => {
    const { client, decider } = await hospital('Hazel Hospital');
    const { http: vendor, email } = await enrolledVendor(client.id, 'Hazel Home Health');
    const waiver = (await ask(vendor, client.id, { subscriptionType: 'VP_ENGAGE' })).body;
    expect(await complianceOf(decider, 'Hazel Home Health')).toBe(COMPLIANCE_STATUS.COMPLIANT);
    const approved = await decider.post(`/services/client/waivers/${waiver.id}/approve`, { note: 'Approved for this year.' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decidedByName: 'Test User', decisionReason: 'Approved for this year.' });
    expect(approved.body.history.map((e: { action: string }) => e.action)).toEqual(['REQUESTED', 'APPROVED']);
    expect((await vendor.get('/services/account/subscriptions')).body[0]).toMatchObject({ status: 'WAIVER_APPROVED' });
    expect(await complianceOf(decider, 'Hazel Home Health')).toBe(COMPLIANCE_STATUS.COMPLIANT);
    expect(JSON.stringify((await vendor.get('/services/usernotifications')).body)).toContain(
      'Hazel Hospital approved your payment waiver request for VendorProof Engage, Hazel Hospital.',
    );
    expect((await mailsTo(email)).map((m) => m.subject)).toContain('VendorProof: payment waiver approved');
    const again = await decider.post(`/services/client/waivers/${waiver.id}/reject`, { reason: 'Changed our mind' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This waiver request has already been decided.');
  });

  it('rejects with a reason: WAIVER_NOT_APPROVED, Waiver Rejected until the vendor pays, then ACTIVE and compliant', async () => {
    const { client, decider } = await hospital('Ivy Hospital');
    const { http: vendor, email } = await enrolledVendor(client.id, 'Ivy Infusion');
    const waiver = (await ask(vendor, client.id)).body;
    const noReason = await decider.post(`/services/client/waivers/${waiver.id}/reject`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fieldErrors.reason).toBe(WAIVER_REJECT_REASON_REQUIRED);

    const rejected = await decider.post(`/services/client/waivers/${waiver.id}/reject`, { reason: 'All vendors pay.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', decisionReason: 'All vendors pay.' });
    expect((await vendor.get('/services/account/subscriptions')).body[0]).toMatchObject({ status: 'WAIVER_NOT_APPROVED' });
    expect(await complianceOf(decider, 'Ivy Infusion')).toBe(COMPLIANCE_STATUS.WAIVER_REJECTED);
    expect(JSON.stringify((await vendor.get('/services/usernotifications')).body)).toContain('Reason: All vendors pay.');
    expect((await mailsTo(email)).map((m) => m.subject)).toContain('VendorProof: payment waiver not approved');

    const token = await vendor.post('/services/braintree/sandbox/card', CARD);
    await vendor.post('/services/payment-method', { nonce: token.body.nonce, paymentType: 'CREDIT_CARD' });
    const price = (await vendor.get('/services/subscriptions/types')).body.find(
      (p: { subscriptionType: string }) => p.subscriptionType === 'VP_ENGAGE_CVC',
    );
    const paid = await vendor.post('/services/subscriptions', {
      amount: price.price,
      subscriptionType: 'VP_ENGAGE_CVC',
      idempotencyKey: randomUUID(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const statuses = (await vendor.get('/services/account/subscriptions')).body.map((s: { status: string }) => s.status);
    expect(statuses).toEqual(['ACTIVE', 'ACTIVE']);
    expect(await complianceOf(decider, 'Ivy Infusion')).toBe(COMPLIANCE_STATUS.COMPLIANT);
    const history = (await decider.get('/services/client/waivers?status=REJECTED')).body.content[0].history;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['REQUESTED', 'REJECTED', 'PAID']);
  });

  it('lets signup finish without paying while a VendorProof waiver is pending (the payment step leaves the wizard)', async () => {
    const { client } = await hospital('Juniper Hospital');
    const vendor = await buildVendor(t.app.db, { businessName: 'Juniper Lab' });
    const { code } = await buildCovgWithCode(t.app.db, { clientId: client.id, preferredName: 'Juniper Lab' });
    const user = await buildUser(t.app.db, { vendorId: vendor.id });
    const http = t.client();
    await http.login(user.username);
    expect((await http.post(`/services/signup-code/${code}/validate`)).status).toBe(200);
    expect((await http.get(`/services/vendor/signup/${code}`)).body.paymentRequired).toBe(true);
    expect((await ask(http, client.id)).status).toBe(201);
    expect((await http.get(`/services/vendor/signup/${code}`)).body).toMatchObject({ paymentRequired: false, paymentWaived: true });
  });
});
