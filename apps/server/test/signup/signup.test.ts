import { describe, expect, it } from 'vitest';
import { buildClient, buildCovgWithCode, buildSubscription, buildUser, buildVendor } from '../../src/db/seed/factories';
import { SIGNUP_CODE_USED_MESSAGE, SIGNUP_PAYMENT_MISSING_MESSAGE, SIGNUP_W9_MISSING_MESSAGE } from '../../src/modules/signup/signup';
import { useTestApp } from '../support/harness';

const FORM = { questionGroups: [{ id: 'g', questions: [{ dataPointId: 'q1', labelText: 'Any exclusions?', dataType: 'SINGLE_SELECT', displayType: 'RADIO', required: true, choices: ['Yes', 'No'] }] }] };

describe('vendor signup', () => {
  const t = useTestApp({ runWorker: true });

  async function setup(configuration: Record<string, unknown> = {}) {
    const hospital = await buildClient(t.app.db, { name: 'Signup Hospital' });
    await t.app.db.updateTable('clients').set({ configuration: JSON.stringify(configuration) }).where('id', '=', hospital.id).execute();
    await t.app.db.insertInto('evd_configurations').values({ client_id: hospital.id, evd_id: 9000 + hospital.id, evd_name: 'Disclosure', view_name: 'Vendor Disclosure', definition: JSON.stringify(FORM) }).execute();
    const { covg, code } = await buildCovgWithCode(t.app.db, { clientId: hospital.id });
    const vendor = await buildVendor(t.app.db, { businessName: 'Signing Vendor' });
    const user = await buildUser(t.app.db, { vendorId: vendor.id, email: 'signer@vendor.test' });
    const http = t.client();
    await http.login(user.username);
    return { hospital, covg, code, vendor, user, http };
  }

  /** What a client that requires payment and a W-9 needs on file before signup can finish. */
  async function payAndFileW9(vendorId: number, options: { pay?: boolean } = {}) {
    if (options.pay !== false) await buildSubscription(t.app.db, { vendorId, type: 'VP_ENGAGE_CVC', amountCents: 19_900 });
    const file = await t.app.db
      .insertInto('files')
      .values({ vendor_id: vendorId, directory: 'w9', filename: 'w9.pdf', content_type: 'application/pdf', size_bytes: 10, storage_key: `w9-${vendorId}`, sha256: '0'.repeat(64) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto('w9_forms').values({ vendor_id: vendorId, file_id: file.id }).execute();
  }

  it('runs the whole flow: connect creates the client to-dos, the wizard data, form steps save before enrolment, finish enrols', async () => {
    const { hospital, covg, code, vendor, user, http } = await setup({ requiredVendorData: ['W9'], paymentRequired: true, ownersIncludeManagingEmployees: true, requirementMap: { OWNER_DOB: true } });
    expect((await http.post(`/services/signup-code/${code}/validate`)).body.status).toBe('valid');
    const info = await http.get(`/services/vendor/signup/${code}`);
    expect(info.body).toEqual({ client: { id: hospital.id, name: 'Signup Hospital', ownersIncludeManagingEmployees: true }, vendor: { id: vendor.id }, paymentRequired: true, skipSignup: false });
    const checklist = (await http.get(`/services/customers/${hospital.id}/checklist`)).body as Array<{ id: number; type: string }>;
    expect(checklist.map((i) => i.type).sort()).toEqual(['EVD', 'W9']);
    const evd = checklist.find((i) => i.type === 'EVD')!;
    expect((await http.put(`/services/customers/${hospital.id}/evdchecklist/${evd.id}?markComplete=true`, { answers: { q1: 'No' } })).status).toBe(200);
    expect((await http.get(`/services/clientconfig/${hospital.id}`)).body).toMatchObject({ requirementMap: { OWNER_DOB: true, OWNER_TIN: false }, requiredVendorData: ['W9'], paymentRequired: true });
    await payAndFileW9(vendor.id);

    const finished = await http.post(`/services/vendor/signup/${code}`);
    expect(finished.body).toEqual({ alreadySignedUp: false, clientName: 'Signup Hospital' });
    const codeRow = await t.app.db.selectFrom('signup_codes').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(codeRow).toMatchObject({ used: true, used_username: user.username, used_user_email: 'signer@vendor.test' });
    expect((await t.app.db.selectFrom('covgs').select('vendor_id').where('id', '=', covg.id).executeTakeFirstOrThrow()).vendor_id).toBe(vendor.id);
    const customers = (await http.get('/services/customers')).body;
    expect(customers[0]).toMatchObject({ customerName: 'Signup Hospital', enrollmentComplete: true });
    expect((await http.post(`/services/vendor/signup/${code}`)).body.alreadySignedUp).toBe(true);
    expect((await http.get(`/services/vendor/signup/${code}`)).body.skipSignup).toBe(true);
  });

  it("refuses to finish (422) until the client's payment, owner and W-9 requirements are met, leaving the code unused", async () => {
    const { code, vendor, http } = await setup({ requiredVendorData: ['W9'], paymentRequired: true, requirementMap: { OWNER_REQUIRED_AT_SIGNUP: true } });
    await http.post(`/services/signup-code/${code}/validate`);
    const refusal = async () => {
      const response = await http.post(`/services/vendor/signup/${code}`);
      expect(response.status).toBe(422);
      return response.body.error.message as string;
    };
    expect(await refusal()).toBe(SIGNUP_PAYMENT_MISSING_MESSAGE);
    await buildSubscription(t.app.db, { vendorId: vendor.id, type: 'VP_ENGAGE_CVC', amountCents: 19_900 });
    expect(await refusal()).toBe('Please enter at least one owner');
    await t.app.db.insertInto('owners').values({ vendor_id: vendor.id, this_is_a_business: true, business_name: 'Parent Co' }).execute();
    expect(await refusal()).toBe(SIGNUP_W9_MISSING_MESSAGE);
    expect((await t.app.db.selectFrom('signup_codes').select('used').where('code', '=', code).executeTakeFirstOrThrow()).used).toBe(false);
    await payAndFileW9(vendor.id, { pay: false });
    expect((await http.post(`/services/vendor/signup/${code}`)).body).toMatchObject({ alreadySignedUp: false });
  });

  it('answers 410 with the spec text when another vendor uses a used code', async () => {
    const { code, http } = await setup();
    await http.post(`/services/signup-code/${code}/validate`);
    await http.post(`/services/vendor/signup/${code}`);
    const other = await buildUser(t.app.db, {});
    const otherClient = t.client();
    await otherClient.login(other.username);
    const response = await otherClient.get(`/services/vendor/signup/${code}`);
    expect(response.status).toBe(410);
    expect(response.body.error.message).toBe(SIGNUP_CODE_USED_MESSAGE);
    expect((await otherClient.post(`/services/vendor/signup/${code}`)).status).toBe(410);
  });

  it("answers 404 for an unknown code and for a client's configuration the vendor is not connected to", async () => {
    const { hospital } = await setup();
    const stranger = await buildUser(t.app.db, {});
    const http = t.client();
    await http.login(stranger.username);
    expect((await http.get('/services/vendor/signup/NOPE1234')).status).toBe(404);
    expect((await http.get(`/services/clientconfig/${hospital.id}`)).status).toBe(404);
    expect((await t.client().get('/services/vendor/signup/NOPE1234')).status).toBe(401);
  });
});
