import { solveChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_FAILED } from '@app/shared/vendor-setup/vendor-setup';
import { buildClient } from '../../src/db/seed/factories';
import type { TestClient } from '../../src/testing/http-client';
import { useTestApp } from '../support/harness';

/** Solves the server's challenge the way the ALTCHA widget does in the browser. */
async function solvedToken(http: TestClient): Promise<string> {
  const challenge = (await http.get('/services/captcha/challenge')).body;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution!.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

const request = (overrides: Record<string, unknown> = {}) => ({
  userFirstName: 'Paula',
  userLastName: 'Purchaser',
  userPhoneNumber: '555-123-4567',
  userEmail: 'paula@hospital.test',
  covBusinessName: 'Brand New Linen Co',
  covEmail: 'hello@linen.test',
  covPhoneNumber: '555-987-6543',
  covVendorCategoryId: 1,
  ...overrides,
});

describe('public vendor set-up form', () => {
  const t = useTestApp({ env: { LOGIN_MAX_PER_IP_PER_MINUTE: '1000' } });

  it('loads the client, its facilities and the categories by tag; 404 for an unknown tag', async () => {
    const parent = await buildClient(t.app.db, { name: 'Setup Health', tag: 'setup-health' });
    await buildClient(t.app.db, { name: 'Setup Health East', tag: 'setup-east', parentClientId: parent.id });
    const http = t.client();
    expect((await http.get('/services/clients/purl/setup-health')).body).toEqual({ id: parent.id, name: 'Setup Health' });
    expect((await http.get('/services/clients/purl/setup-health/subclients')).body.map((f: { name: string }) => f.name)).toEqual([
      'Setup Health',
      'Setup Health East',
    ]);
    expect((await http.get('/services/clients/purl/setup-health/vendor-categories')).body[0]).toEqual({ id: 1, name: 'Medical Supplies' });
    expect((await http.get('/services/clients/purl/no-such-client')).status).toBe(404);
  });

  it('creates the vendor group with a signup code and queues the invitation, with a solved captcha', async () => {
    const client = await buildClient(t.app.db, { name: 'Invite Hospital', tag: 'invite-hospital' });
    const http = t.client();
    const response = await http.post(
      '/services/vendor-setup/invite-hospital',
      request({ covManagerId: client.id, captchaToken: await solvedToken(http) }),
    );
    expect(response.status).toBe(201);
    const covg = await t.app.db.selectFrom('covgs').selectAll().where('id', '=', response.body.covgId).executeTakeFirstOrThrow();
    expect(covg).toMatchObject({
      client_id: client.id,
      preferred_name: 'Brand New Linen Co',
      created_by_onboarding: true,
      category: 'Medical Supplies',
    });
    const code = await t.app.db.selectFrom('signup_codes').select('code').where('covg_id', '=', covg.id).executeTakeFirstOrThrow();
    expect(code.code).toHaveLength(8);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'hello@linen.test')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(code.code);
  });

  it('refuses a missing, wrong or replayed captcha', async () => {
    const client = await buildClient(t.app.db, { name: 'Captcha Hospital', tag: 'captcha-hospital' });
    const http = t.client();
    const missing = await http.post('/services/vendor-setup/captcha-hospital', request({ covManagerId: client.id }));
    expect(missing.body.error.fieldErrors.captchaToken).toBe('Please complete the captcha');
    const wrong = await http.post(
      '/services/vendor-setup/captcha-hospital',
      request({ covManagerId: client.id, captchaToken: Buffer.from('{"signature":"x","number":1}').toString('base64') }),
    );
    expect(wrong.body.error.message).toBe(CAPTCHA_FAILED);
    const token = await solvedToken(http);
    expect(
      (await http.post('/services/vendor-setup/captcha-hospital', request({ covManagerId: client.id, captchaToken: token }))).status,
    ).toBe(201);
    const replay = await http.post('/services/vendor-setup/captcha-hospital', request({ covManagerId: client.id, captchaToken: token }));
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe(CAPTCHA_FAILED);
  });

  it('applies the form rules (required fields, e-mail, phone) and refuses a facility of another client', async () => {
    await buildClient(t.app.db, { name: 'Rules Hospital', tag: 'rules-hospital' });
    const other = await buildClient(t.app.db, { name: 'Other Hospital', tag: 'other-hospital' });
    const http = t.client();
    const invalid = await http.post('/services/vendor-setup/rules-hospital', { userEmail: 'nope', userPhoneNumber: '12' });
    expect(invalid.body.error.fieldErrors).toMatchObject({
      userFirstName: 'First Name is required',
      userEmail: 'Invalid email',
      userPhoneNumber: 'Must be a 10 digit number',
      covBusinessName: 'Business Name is required',
    });
    const wrongFacility = await http.post(
      '/services/vendor-setup/rules-hospital',
      request({ covManagerId: other.id, captchaToken: await solvedToken(http) }),
    );
    expect(wrongFacility.body.error.fieldErrors.covManagerId).toBe('Choose a facility from the list');
  });

  it('refuses more set-up requests from one address than the hourly limit (429)', async () => {
    await buildClient(t.app.db, { name: 'Busy Hospital', tag: 'busy-hospital' });
    await t.app.db
      .insertInto('login_failures')
      .values({
        key: 'vendor-setup:127.0.0.1',
        failures: 10,
        window_started_at: new Date(),
        locked_until: new Date(Date.now() + 3_600_000),
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ locked_until: new Date(Date.now() + 3_600_000) }))
      .execute();
    const response = await t
      .client()
      .post('/services/vendor-setup/busy-hospital', request({ covManagerId: 1, captchaToken: 'x'.repeat(20) }));
    expect(response.status).toBe(429);
    await t.app.db.deleteFrom('login_failures').where('key', '=', 'vendor-setup:127.0.0.1').execute();
  });
});
