import { describe, expect, it } from 'vitest';
import { SIGNUP_ID_OTHER_VENDOR_MESSAGE, SIGNUP_ID_USED_MESSAGE } from '@app/shared/customers/signup-id';
import {
  buildChecklistItem,
  buildClient,
  buildCovgWithCode,
  buildEnrollment,
  buildSubscription,
  buildUser,
  buildVendor,
} from '../../src/db/seed/factories';
import {
  SIGNUP_CODE_NOT_CONNECTED_MESSAGE,
  SIGNUP_CODE_USED_MESSAGE,
  SIGNUP_PAYMENT_MISSING_MESSAGE,
  SIGNUP_W9_MISSING_MESSAGE,
} from '../../src/modules/signup/signup';
import { useTestApp } from '../support/harness';

const FORM = {
  questionGroups: [
    {
      id: 'g',
      questions: [
        {
          dataPointId: 'q1',
          labelText: 'Any exclusions?',
          dataType: 'SINGLE_SELECT',
          displayType: 'RADIO',
          required: true,
          choices: ['Yes', 'No'],
        },
      ],
    },
  ],
};
/** Finishing without naming forms (the wizard showed none). */
const NO_FORMS = { shownFormItemIds: [] };

describe('vendor signup', () => {
  const t = useTestApp({ runWorker: true });

  async function setup(configuration: Record<string, unknown> = {}) {
    const hospital = await buildClient(t.app.db, { name: 'Signup Hospital' });
    await t.app.db
      .updateTable('clients')
      .set({ configuration: JSON.stringify(configuration) })
      .where('id', '=', hospital.id)
      .execute();
    await t.app.db
      .insertInto('evd_configurations')
      .values({
        client_id: hospital.id,
        evd_id: 9000 + hospital.id,
        evd_name: 'Disclosure',
        view_name: 'Vendor Disclosure',
        definition: JSON.stringify(FORM),
      })
      .execute();
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
      .values({
        vendor_id: vendorId,
        directory: 'w9',
        filename: 'w9.pdf',
        content_type: 'application/pdf',
        size_bytes: 10,
        storage_key: `w9-${vendorId}`,
        sha256: '0'.repeat(64),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto('w9_forms').values({ vendor_id: vendorId, file_id: file.id }).execute();
  }

  /** What finishing changes: the code, the enrolment, the vendor's completed forms and their submissions. */
  async function signupState(vendorId: number, code: string) {
    const codeRow = await t.app.db
      .selectFrom('signup_codes as s')
      .innerJoin('covgs as g', 'g.id', 's.covg_id')
      .select(['s.used', 'g.client_id'])
      .where('s.code', '=', code)
      .executeTakeFirstOrThrow();
    const enrollments = await t.app.db
      .selectFrom('enrollments')
      .select('enrollment_complete')
      .where('vendor_id', '=', vendorId)
      .where('client_id', '=', codeRow.client_id)
      .execute();
    const complete = await t.app.db
      .selectFrom('checklist_items')
      .select('id')
      .where('vendor_id', '=', vendorId)
      .where('status', '=', 'COMPLETE')
      .execute();
    const submissions = await t.app.db.selectFrom('evd_submissions').select('id').where('vendor_id', '=', vendorId).execute();
    return {
      codeUsed: codeRow.used,
      enrolled: enrollments.some((e) => e.enrollment_complete),
      completeForms: complete.length,
      submissions: submissions.length,
    };
  }

  /** A connected vendor (the client's to-dos created) with a second form besides FORM; returns the two form to-dos. */
  async function connectedWithTwoForms() {
    const context = await setup();
    await t.app.db
      .insertInto('evd_configurations')
      .values({
        client_id: context.hospital.id,
        evd_id: 9500 + context.hospital.id,
        evd_name: 'Second',
        view_name: 'Second Disclosure',
        definition: JSON.stringify(FORM),
      })
      .execute();
    expect((await context.http.post(`/services/signup-code/${context.code}/validate`)).body.status).toBe('valid');
    const checklist = (await context.http.get(`/services/customers/${context.hospital.id}/checklist`)).body as Array<{
      id: number;
      name: string;
      type: string;
    }>;
    const first = checklist.find((i) => i.name === 'Vendor Disclosure')!;
    const second = checklist.find((i) => i.name === 'Second Disclosure')!;
    return { ...context, first, second };
  }

  it('runs the whole flow: connect creates the client to-dos, the wizard data, form steps save before enrolment, finish enrols', async () => {
    const { hospital, covg, code, vendor, user, http } = await setup({
      requiredVendorData: ['W9'],
      paymentRequired: true,
      ownersIncludeManagingEmployees: true,
      requirementMap: { OWNER_DOB: true },
    });
    expect((await http.post(`/services/signup-code/${code}/validate`)).body.status).toBe('valid');
    const info = await http.get(`/services/vendor/signup/${code}`);
    expect(info.body).toEqual({
      client: { id: hospital.id, name: 'Signup Hospital', ownersIncludeManagingEmployees: true },
      vendor: { id: vendor.id },
      paymentRequired: true,
      paymentWaived: false,
      skipSignup: false,
    });
    const checklist = (await http.get(`/services/customers/${hospital.id}/checklist`)).body as Array<{ id: number; type: string }>;
    expect(checklist.map((i) => i.type).sort()).toEqual(['EVD', 'W9']);
    const evd = checklist.find((i) => i.type === 'EVD')!;
    expect(
      (await http.put(`/services/customers/${hospital.id}/evdchecklist/${evd.id}?markComplete=false`, { answers: { q1: 'No' } })).status,
    ).toBe(200);
    expect((await http.get(`/services/clientconfig/${hospital.id}`)).body).toMatchObject({
      requirementMap: { OWNER_DOB: true, OWNER_TIN: false },
      requiredVendorData: ['W9'],
      paymentRequired: true,
    });
    await payAndFileW9(vendor.id);
    // A record of the client's in the code's group: finishing links it to the vendor (its PTID, decision 185).
    const record = await t.app.db
      .insertInto('covs')
      .values({ covg_id: covg.id, client_id: hospital.id, vendor_number: `SIGNUP-${covg.id}`, legal_name: 'Signup Record' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const finished = await http.post(`/services/vendor/signup/${code}`, { shownFormItemIds: [evd.id] });
    expect(finished.body).toEqual({ alreadySignedUp: false, clientName: 'Signup Hospital' });
    const form = await t.app.db
      .selectFrom('checklist_items')
      .select(['status', 'answers'])
      .where('id', '=', evd.id)
      .executeTakeFirstOrThrow();
    expect(form).toEqual({ status: 'COMPLETE', answers: { q1: 'No' } });
    expect(
      await t.app.db.selectFrom('evd_submissions').select(['checklist_item_id', 'answers']).where('vendor_id', '=', vendor.id).execute(),
    ).toEqual([{ checklist_item_id: evd.id, answers: { q1: 'No' } }]);
    const codeRow = await t.app.db.selectFrom('signup_codes').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(codeRow).toMatchObject({ used: true, used_username: user.username, used_user_email: 'signer@vendor.test' });
    expect((await t.app.db.selectFrom('covgs').select('vendor_id').where('id', '=', covg.id).executeTakeFirstOrThrow()).vendor_id).toBe(
      vendor.id,
    );
    expect((await t.app.db.selectFrom('covs').select('vendor_id').where('id', '=', record.id).executeTakeFirstOrThrow()).vendor_id).toBe(
      vendor.id,
    );
    const customers = (await http.get('/services/customers')).body;
    expect(customers[0]).toMatchObject({ customerName: 'Signup Hospital', enrollmentComplete: true });
    expect((await http.post(`/services/vendor/signup/${code}`, { shownFormItemIds: [evd.id] })).body.alreadySignedUp).toBe(true);
    expect(await t.app.db.selectFrom('evd_submissions').select('id').where('vendor_id', '=', vendor.id).execute()).toHaveLength(1);
    expect((await http.get(`/services/vendor/signup/${code}`)).body.skipSignup).toBe(true);
  });

  it("refuses to finish (422) until the client's payment, owner and W-9 requirements are met, leaving the code unused", async () => {
    const { code, vendor, http } = await setup({
      requiredVendorData: ['W9'],
      paymentRequired: true,
      requirementMap: { OWNER_REQUIRED_AT_SIGNUP: true },
    });
    await http.post(`/services/signup-code/${code}/validate`);
    const refusal = async () => {
      const response = await http.post(`/services/vendor/signup/${code}`, NO_FORMS);
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
    expect((await http.post(`/services/vendor/signup/${code}`, NO_FORMS)).body).toMatchObject({ alreadySignedUp: false });
  });

  it('answers 410 with the spec text when another vendor uses a used code', async () => {
    const { code, http } = await setup();
    await http.post(`/services/signup-code/${code}/validate`);
    await http.post(`/services/vendor/signup/${code}`, NO_FORMS);
    const other = await buildUser(t.app.db, {});
    const otherClient = t.client();
    await otherClient.login(other.username);
    const response = await otherClient.get(`/services/vendor/signup/${code}`);
    expect(response.status).toBe(410);
    expect(response.body.error.message).toBe(SIGNUP_CODE_USED_MESSAGE);
    expect((await otherClient.post(`/services/vendor/signup/${code}`, NO_FORMS)).status).toBe(410);
  });

  it('keeps a connected code for the vendor that connected it: another vendor gets the used-code answers, changing nothing', async () => {
    const { hospital, code, vendor, http } = await setup();
    expect((await http.post(`/services/signup-code/${code}/validate`)).body.status).toBe('valid');
    const other = await buildUser(t.app.db, {});
    const otherHttp = t.client();
    await otherHttp.login(other.username);

    expect((await otherHttp.post(`/services/signup-code/${code}/validate`)).body).toEqual({
      status: 'used-signup-code',
      message: SIGNUP_ID_USED_MESSAGE,
    });
    for (const response of [
      await otherHttp.get(`/services/vendor/signup/${code}`),
      await otherHttp.post(`/services/vendor/signup/${code}`, NO_FORMS),
    ]) {
      expect(response.status).toBe(410);
      expect(response.body.error).toEqual({ code: 'GONE', message: SIGNUP_CODE_USED_MESSAGE });
    }
    expect(await signupState(other.vendor_id!, code)).toEqual({ codeUsed: false, enrolled: false, completeForms: 0, submissions: 0 });
    expect(await t.app.db.selectFrom('enrollments').select('id').where('vendor_id', '=', other.vendor_id!).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('checklist_items').select('id').where('vendor_id', '=', other.vendor_id!).execute()).toEqual([]);

    expect((await http.get(`/services/vendor/signup/${code}`)).status).toBe(200);
    expect((await http.post(`/services/vendor/signup/${code}`, NO_FORMS)).body).toEqual({
      alreadySignedUp: false,
      clientName: hospital.name,
    });
    expect(await signupState(vendor.id, code)).toMatchObject({ codeUsed: true, enrolled: true });
  });

  it('finishes with the shown forms marked complete in the same call, leaving forms not shown as they are', async () => {
    const { hospital, code, vendor, http, first, second } = await connectedWithTwoForms();
    expect(
      (await http.put(`/services/customers/${hospital.id}/evdchecklist/${first.id}?markComplete=false`, { answers: { q1: 'Yes' } })).status,
    ).toBe(200);
    expect(await signupState(vendor.id, code)).toEqual({ codeUsed: false, enrolled: false, completeForms: 0, submissions: 0 });

    const finished = await http.post(`/services/vendor/signup/${code}`, { shownFormItemIds: [first.id, first.id] });
    expect(finished.status).toBe(200);
    expect(finished.body).toEqual({ alreadySignedUp: false, clientName: 'Signup Hospital' });
    expect(await signupState(vendor.id, code)).toEqual({ codeUsed: true, enrolled: true, completeForms: 1, submissions: 1 });
    const statuses = await t.app.db
      .selectFrom('checklist_items')
      .select(['id', 'status'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    expect(statuses.find((i) => i.id === first.id)?.status).toBe('COMPLETE');
    expect(statuses.find((i) => i.id === second.id)?.status).not.toBe('COMPLETE');
  });

  it('refuses to finish (400, naming the form and its unanswered question) when a shown form misses a required answer, completing no form and leaving the code unused', async () => {
    const { hospital, code, vendor, http, first, second } = await connectedWithTwoForms();
    expect(
      (await http.put(`/services/customers/${hospital.id}/evdchecklist/${first.id}?markComplete=false`, { answers: { q1: 'No' } })).status,
    ).toBe(200);
    expect(
      (await http.put(`/services/customers/${hospital.id}/evdchecklist/${second.id}?markComplete=false`, { answers: {} })).status,
    ).toBe(200);

    const refused = await http.post(`/services/vendor/signup/${code}`, { shownFormItemIds: [first.id, second.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some answers of "Second Disclosure" need attention',
      fieldErrors: { [`forms.${second.id}.q1`]: 'Required' },
    });
    expect(await signupState(vendor.id, code)).toEqual({ codeUsed: false, enrolled: false, completeForms: 0, submissions: 0 });
    expect(
      (await t.app.db.selectFrom('checklist_items').select('answers').where('id', '=', first.id).executeTakeFirstOrThrow()).answers,
    ).toEqual({ q1: 'No' });
    expect((await http.get(`/services/vendor/signup/${code}`)).body.skipSignup).toBe(false);

    // Answered, the same call goes through.
    expect(
      (await http.put(`/services/customers/${hospital.id}/evdchecklist/${second.id}?markComplete=false`, { answers: { q1: 'No' } })).status,
    ).toBe(200);
    expect((await http.post(`/services/vendor/signup/${code}`, { shownFormItemIds: [first.id, second.id] })).status).toBe(200);
    expect(await signupState(vendor.id, code)).toEqual({ codeUsed: true, enrolled: true, completeForms: 2, submissions: 2 });
  });

  it("refuses another vendor's form, another client's form and a to-do that is no form, changing nothing", async () => {
    const { hospital, code, vendor, http, first } = await connectedWithTwoForms();
    expect(
      (await http.put(`/services/customers/${hospital.id}/evdchecklist/${first.id}?markComplete=false`, { answers: { q1: 'No' } })).status,
    ).toBe(200);
    const configuration = await t.app.db
      .selectFrom('evd_configurations')
      .select('id')
      .where('client_id', '=', hospital.id)
      .executeTakeFirstOrThrow();
    const otherVendor = await buildVendor(t.app.db, { businessName: 'Other Vendor' });
    await buildEnrollment(t.app.db, { vendorId: otherVendor.id, clientId: hospital.id, complete: false });
    const otherVendorsForm = await buildChecklistItem(t.app.db, {
      vendorId: otherVendor.id,
      clientId: hospital.id,
      type: 'EVD',
      evdConfigurationId: configuration.id,
    });
    await t.app.db
      .updateTable('checklist_items')
      .set({ answers: JSON.stringify({ q1: 'No' }) })
      .where('id', '=', otherVendorsForm.id)
      .execute();
    const otherClient = await buildClient(t.app.db, { name: 'Other Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: otherClient.id });
    const otherClientsForm = await buildChecklistItem(t.app.db, {
      vendorId: vendor.id,
      clientId: otherClient.id,
      type: 'EVD',
      evdConfigurationId: configuration.id,
    });
    await t.app.db
      .updateTable('checklist_items')
      .set({ answers: JSON.stringify({ q1: 'No' }) })
      .where('id', '=', otherClientsForm.id)
      .execute();
    const notAForm = await buildChecklistItem(t.app.db, { vendorId: vendor.id, clientId: hospital.id, type: 'OTHER' });

    for (const [itemId, status] of [
      [otherVendorsForm.id, 404],
      [otherClientsForm.id, 404],
      [notAForm.id, 422],
    ] as const) {
      const refused = await http.post(`/services/vendor/signup/${code}`, { shownFormItemIds: [first.id, itemId] });
      expect(refused.status).toBe(status);
      expect(await signupState(vendor.id, code)).toEqual({ codeUsed: false, enrolled: false, completeForms: 0, submissions: 0 });
    }
    expect(
      (await t.app.db.selectFrom('checklist_items').select('status').where('id', '=', otherVendorsForm.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('NOT_STARTED');
    expect(await t.app.db.selectFrom('evd_submissions').select('id').where('vendor_id', '=', otherVendor.id).execute()).toEqual([]);
    expect((await http.post(`/services/vendor/signup/${code}`, { shownFormItemIds: 'all' })).status).toBe(400);
    expect((await http.post(`/services/vendor/signup/${code}`)).status).toBe(400);
  });

  it('answers 401 without a session and 403 to a client user, finishing nothing', async () => {
    const { hospital, code, vendor, first } = await connectedWithTwoForms();
    expect((await t.client().post(`/services/vendor/signup/${code}`, { shownFormItemIds: [first.id] })).status).toBe(401);
    const clientUser = await buildUser(t.app.db, { role: 'Client User', clientId: hospital.id });
    const clientHttp = t.client();
    await clientHttp.login(clientUser.username);
    expect((await clientHttp.post(`/services/vendor/signup/${code}`, { shownFormItemIds: [first.id] })).status).toBe(403);
    expect(await signupState(vendor.id, code)).toEqual({ codeUsed: false, enrolled: false, completeForms: 0, submissions: 0 });
  });

  it('refuses a code whose group is linked to another vendor when it is connected, read and finished, leaving the group with its vendor', async () => {
    const { hospital } = await setup();
    const owner = await buildVendor(t.app.db, { businessName: 'Clearwater Linen Co' });
    const { covg, code } = await buildCovgWithCode(t.app.db, { clientId: hospital.id, vendorId: owner.id, preferredName: 'Clearwater' });
    const newcomer = await buildUser(t.app.db, {});
    const http = t.client();
    await http.login(newcomer.username);

    expect((await http.post(`/services/signup-code/${code}/validate`)).body).toEqual({
      status: 'used-signup-code',
      message: SIGNUP_ID_OTHER_VENDOR_MESSAGE,
    });
    for (const response of [
      await http.get(`/services/vendor/signup/${code}`),
      await http.post(`/services/vendor/signup/${code}`, NO_FORMS),
    ]) {
      expect(response.status).toBe(410);
      expect(response.body.error).toEqual({ code: 'GONE', message: SIGNUP_ID_OTHER_VENDOR_MESSAGE });
    }
    const group = await t.app.db.selectFrom('covgs').select('vendor_id').where('id', '=', covg.id).executeTakeFirstOrThrow();
    expect(group.vendor_id).toBe(owner.id);
    expect(await t.app.db.selectFrom('enrollments').select('id').where('vendor_id', '=', newcomer.vendor_id!).execute()).toEqual([]);
  });

  it('refuses to finish (422) with a code the vendor never connected, leaving the code unused', async () => {
    const { code, http } = await setup();
    const response = await http.post(`/services/vendor/signup/${code}`, NO_FORMS);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe(SIGNUP_CODE_NOT_CONNECTED_MESSAGE);
    expect((await t.app.db.selectFrom('signup_codes').select('used').where('code', '=', code).executeTakeFirstOrThrow()).used).toBe(false);
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
