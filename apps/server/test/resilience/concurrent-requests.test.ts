import { describe, expect, it } from 'vitest';
import { buildClient, buildCovgWithCode, buildEnrollment, buildVendor } from '../../src/db/seed/factories';
import { USERNAME_TAKEN_MESSAGE } from '@app/shared/auth/create-account';
import type { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInUser, signedInVendor } from '../../src/testing/signed-in';
import { STEP_ALREADY_DONE } from '@app/shared/onboarding/onboarding';
import { employeeBody, vendorWithRoster } from '../employees/employee-fixtures';
import { onboardingClient, workflowFor } from '../onboarding/onboarding-fixtures';
import { useTestApp } from '../support/harness';
import { newAccountUser } from '../account-users/account-user-fixtures';

const PARALLEL = 6;
const ONE_CREATED_REST_CONFLICT = [201, ...Array(PARALLEL - 1).fill(409)];

/** The statuses of `count` copies of one request sent at once, sorted. */
async function statusesOf(count: number, send: (_: unknown, index: number) => Promise<{ status: number }>) {
  const responses = await Promise.all(Array.from({ length: count }, send));
  return responses.map((response) => response.status).sort();
}

/**
 * Identical writes sent at once (issue 29): each create route guarded by a unique constraint answers
 * one success and a 409 for every duplicate, never a 500 from the index's unique violation; a state
 * transition happens once, the others refused as in sequence.
 */
describe('concurrent duplicates of a request', () => {
  const t = useTestApp();

  it('a payment-waiver request: one 201, the rest 409 with the message of a repeated request', async () => {
    const client = await buildClient(t.app.db, { name: 'Race Hospital', products: ['VendorProofEngage'] });
    await t.app.db
      .updateTable('clients')
      .set({ configuration: JSON.stringify({ paymentRequired: true }) })
      .where('id', '=', client.id)
      .execute();
    const vendor = await buildVendor(t.app.db, { businessName: 'Race Supply Co' });
    await buildCovgWithCode(t.app.db, { clientId: client.id, vendorId: vendor.id, used: true });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: client.id });
    const { http } = await signedInUser(t.app, { vendorId: vendor.id });
    const ask = () =>
      http.post('/services/payment-waivers', { clientId: client.id, subscriptionType: 'VP_ENGAGE_CVC', reason: 'NON_PROFIT' });

    const responses = await Promise.all(Array.from({ length: PARALLEL }, ask));

    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(PARALLEL - 1).fill(409)]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.error.message).toBe('You already asked Race Hospital to waive VendorProof.');
    }
    const waivers = await t.app.db.selectFrom('payment_waivers').select('id').where('vendor_id', '=', vendor.id).execute();
    expect(waivers).toHaveLength(1);
  });

  it('an employee with one SSN: one 201, the rest 409', async () => {
    const { client } = await vendorWithRoster(t.app);
    const body = employeeBody();
    expect(await statusesOf(PARALLEL, () => client.post('/services/employees', body))).toEqual(ONE_CREATED_REST_CONFLICT);
  });

  it('a payment method saved twice at once: each answers 200 or 409, and one method stays active', async () => {
    const { http } = await signedInUser(t.app, { vendorId: (await buildVendor(t.app.db, { businessName: 'Two Cards Co' })).id });
    const save = async (vendorHttp: TestClient) => {
      const card = {
        cardholderName: 'Vera Vendor',
        number: '4111 1111 1111 1111',
        cvv: '123',
        expirationDate: '12/39',
        postalCode: '33601',
      };
      const token = await vendorHttp.post('/services/braintree/sandbox/card', card);
      return vendorHttp.post('/services/payment-method', { nonce: token.body.nonce, paymentType: 'CREDIT_CARD' });
    };
    const statuses = await statusesOf(PARALLEL, () => save(http));
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect((await http.get('/services/payment-method')).body.paymentMethod.lastFour).toBe('1111');
  });

  /** `PARALLEL` copies of one add-a-user request: one user created, every other request told the login name is taken. */
  async function expectOneUserAdded(http: TestClient, path: string, body: { username: string } & Record<string, unknown>) {
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => http.post(path, body)));

    expect(responses.map((r) => r.status).sort()).toEqual(ONE_CREATED_REST_CONFLICT);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.error.fieldErrors.username).toBe(USERNAME_TAKEN_MESSAGE);
    }
    expect(await t.app.db.selectFrom('users').select('id').where('username', '=', body.username).execute()).toHaveLength(1);
  }

  it('a vendor account user with one login name: one 201, the rest 409 with the taken-name message, one user', async () => {
    const { http } = await signedInVendor(t.app, { businessName: 'Race Users Co' });
    await expectOneUserAdded(http, '/services/account/users', newAccountUser(`race-user-${Date.now()}`));
  });

  it('a client user with one login name: one 201, the rest 409 with the taken-name message, one user', async () => {
    const { http } = await signedInClient(t.app, { permissions: ['UsersAccess'] });
    const username = `race-client-user-${Date.now()}`;
    await expectOneUserAdded(http, '/services/client/users', {
      username,
      firstName: 'Nora',
      lastName: 'New',
      email: `${username}@hospital.test`,
      permissions: [],
    });
  });

  it('one SignupID connected at once: every request 200 valid, one enrolment', async () => {
    const client = await buildClient(t.app.db, { name: 'Race Connect Hospital' });
    const { code } = await buildCovgWithCode(t.app.db, { clientId: client.id });
    const { http, vendor } = await signedInVendor(t.app, { businessName: 'Race Connect Co' });

    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => http.post(`/services/signup-code/${code}/validate`)));

    expect(responses.map((r) => [r.status, r.body.status])).toEqual(Array(PARALLEL).fill([200, 'valid']));
    const enrollments = await t.app.db.selectFrom('enrollments').select('id').where('vendor_id', '=', vendor.id).execute();
    expect(enrollments).toHaveLength(1);
  });

  it('two SignupIDs of one client connected at once: each 200 or 409, never 500, and one enrolment with the client', async () => {
    const client = await buildClient(t.app.db, { name: 'Race Two Codes Hospital' });
    const codes = [await buildCovgWithCode(t.app.db, { clientId: client.id }), await buildCovgWithCode(t.app.db, { clientId: client.id })];
    const { http, vendor } = await signedInVendor(t.app, { businessName: 'Race Two Codes Co' });

    const statuses = await statusesOf(PARALLEL, (_, i) => http.post(`/services/signup-code/${codes[i % 2]!.code}/validate`));

    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const enrollments = await t.app.db.selectFrom('enrollments').select('id').where('vendor_id', '=', vendor.id).execute();
    expect(enrollments).toHaveLength(1);
  });

  it('an eligibility audit asked for at once: every request answers the one audit under way', async () => {
    const client = await buildClient(t.app.db, { name: 'Race Audit Hospital' });
    const { http } = await signedInAdmin(t.app);

    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => http.post(`/services/eligibility/audit?clientId=${client.id}`)),
    );

    expect(responses.map((r) => r.status)).toEqual(Array(PARALLEL).fill(202));
    const audits = await t.app.db.selectFrom('eligibility_audits').select('id').where('client_id', '=', client.id).execute();
    expect(audits).toHaveLength(1);
    expect(new Set(responses.map((r) => Number(r.body.jobId)))).toEqual(new Set([audits[0]!.id]));
  });

  it('an onboarding step bypass: exactly one 200, the rest 422, and one audit entry', async () => {
    const { client, signIn } = await onboardingClient(t.app, 'Parallel Hospital');
    const { http } = await signIn();
    const flow = await workflowFor(t.app, { clientId: client.id, name: 'Parallel Bypass Co', signedUp: true });
    const itemId = flow.item('MONITOR_STATUS').id;
    const bypass = () => http.post('/services/onboarding/step/status-update', { itemId, status: 'NON_APPLICABLE' });

    const responses = await Promise.all(Array.from({ length: 8 }, bypass));

    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(422)]);
    for (const refused of responses.filter((r) => r.status === 422)) expect(refused.body.error.message).toBe(STEP_ALREADY_DONE);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'onboarding.step-bypassed')
      .where('entity_id', '=', String(itemId))
      .execute();
    expect(audit).toHaveLength(1);
  });
});
