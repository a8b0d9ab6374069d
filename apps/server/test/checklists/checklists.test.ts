import { describe, expect, it } from 'vitest';
import { buildChecklistItem, buildClient, buildEnrollment, buildVendor } from '../../src/db/seed/factories';
import { signedInClient, signedInUser } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

/** A small form: a radio question whose "Yes" shows and requires a follow-up text question. */
const FORM = {
  questionGroups: [
    {
      id: 'g1',
      name: 'Exclusion History',
      questions: [
        {
          dataPointId: 'everExcluded',
          labelText: 'Has the company ever been excluded?',
          dataType: 'SINGLE_SELECT',
          displayType: 'RADIO',
          required: true,
          choices: ['Yes', 'No'],
          expressions: [{ ruleName: 'excludedYes', condition: 'is', value: 'Yes' }],
        },
        {
          dataPointId: 'exclusionDetails',
          labelText: 'Explain the exclusion',
          dataType: 'STRING',
          displayType: 'TEXT',
          characterLimit: 50,
          rulesThatWouldShowQuestion: ['excludedYes'],
          rulesThatWouldRequireQuestion: ['excludedYes'],
        },
        { dataPointId: 'contactEmail', labelText: 'Contact e-mail', dataType: 'EMAIL', displayType: 'TEXT' },
      ],
    },
  ],
};

describe('to-dos and disclosure forms', () => {
  const t = useTestApp();

  async function setup(options: { enrollmentComplete?: boolean } = {}) {
    const vendor = await buildVendor(t.app.db, { businessName: 'Checklist Vendor' });
    const hospital = await buildClient(t.app.db, { name: 'Form Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: hospital.id, complete: options.enrollmentComplete ?? true });
    const config = await t.app.db
      .insertInto('evd_configurations')
      .values({
        client_id: hospital.id,
        evd_id: 7000 + hospital.id,
        evd_name: 'Vendor Disclosure',
        view_name: 'Vendor Disclosure Form',
        definition: JSON.stringify(FORM),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await buildChecklistItem(t.app.db, {
      vendorId: vendor.id,
      clientId: hospital.id,
      type: 'EVD',
      name: 'Vendor Disclosure Form',
      evdConfigurationId: config.id,
      dueDate: '2030-01-01',
    });
    const { http: client } = await signedInUser(t.app, { vendorId: vendor.id });
    return { vendor, hospital, config, item, client };
  }

  it('lists open to-dos across customers, hiding those of unfinished enrolments and completed ones', async () => {
    const { vendor, hospital, client } = await setup();
    await buildChecklistItem(t.app.db, { vendorId: vendor.id, clientId: hospital.id, name: 'Done already', status: 'COMPLETE' });
    const pendingClient = await buildClient(t.app.db, { name: 'Pending Hospital' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: pendingClient.id, complete: false });
    await buildChecklistItem(t.app.db, { vendorId: vendor.id, clientId: pendingClient.id, name: 'Hidden until enrolled' });
    const todos = await client.get('/services/checklist-items');
    expect(todos.body.map((i: { name: string }) => i.name)).toEqual(['Vendor Disclosure Form']);
    expect(todos.body[0]).toMatchObject({
      clientName: 'Form Hospital',
      customerId: hospital.id,
      dueDate: '2030-01-01',
      completionStatus: { name: 'NOT_STARTED', desc: 'Not Started' },
      evdViewName: 'Vendor Disclosure Form',
    });
    const all = await client.get(`/services/customers/${hospital.id}/checklist`);
    expect(all.body.map((i: { name: string }) => i.name).sort()).toEqual(['Done already', 'Vendor Disclosure Form']);
  });

  it('refuses to complete a form with a visible required question unanswered, with field errors', async () => {
    const { hospital, item, client } = await setup();
    const response = await client.put(`/services/customers/${hospital.id}/evdchecklist/${item.id}?markComplete=true`, {
      answers: { everExcluded: 'Yes' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({ exclusionDetails: 'Required' });
  });

  it('accepts the form when the required question is hidden, and drops the answer of the hidden question', async () => {
    const { hospital, item, client, vendor } = await setup();
    const response = await client.put(`/services/customers/${hospital.id}/evdchecklist/${item.id}?markComplete=true`, {
      answers: { everExcluded: 'No', exclusionDetails: 'should be dropped' },
    });
    expect(response.status).toBe(200);
    expect(response.body.completionStatus.name).toBe('COMPLETE');
    const saved = await t.app.db.selectFrom('checklist_items').select('answers').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(saved.answers).toEqual({ everExcluded: 'No' });
    const history = await client.get(`/services/evd-history?evdId=${7000 + hospital.id}`);
    expect(history.body.disclosures).toHaveLength(1);
    expect(history.body.disclosures[0]).toMatchObject({ username: expect.any(String), metaData: { evdName: 'Vendor Disclosure' } });
    const submission = await client.get(`/services/evd-submissions/${history.body.disclosures[0].metaData.submissionId}`);
    const everExcluded = submission.body.questionGroups[0].questions.find((q: { dataPointId: string }) => q.dataPointId === 'everExcluded');
    expect(everExcluded.value).toBe('No');
    expect((await client.get('/services/checklist-items')).body).toEqual([]);
    expect(vendor.id).toBeGreaterThan(0);
  });

  it('refuses an answer over the character limit and a bad e-mail, even in a draft save', async () => {
    const { hospital, item, client } = await setup();
    const response = await client.put(`/services/customers/${hospital.id}/evdchecklist/${item.id}?markComplete=false`, {
      answers: { everExcluded: 'Yes', exclusionDetails: 'x'.repeat(51), contactEmail: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({ exclusionDetails: 'Max of 50 characters', contactEmail: 'Invalid email' });
  });

  it('saves a draft (Save and Finish Later) without completing, and returns the saved values in the questions', async () => {
    const { hospital, item, client } = await setup();
    const response = await client.put(`/services/customers/${hospital.id}/evdchecklist/${item.id}?markComplete=false`, {
      questionGroups: [{ questions: [{ dataPointId: 'everExcluded', value: 'Yes' }] }],
    });
    expect(response.status).toBe(200);
    expect(response.body.completionStatus.name).toBe('INCOMPLETE');
    const fetched = await client.get(`/services/customers/${hospital.id}/checklist/${item.id}`);
    expect(fetched.body.questionGroups[0].questions[0].value).toBe('Yes');
  });

  it('puts revision notes on their questions and closes them when the item is sent back', async () => {
    const { vendor, hospital, item, client } = await setup();
    await t.app.db.updateTable('checklist_items').set({ status: 'REVISION_NEEDED' }).where('id', '=', item.id).execute();
    await t.app.db
      .insertInto('revision_request_notes')
      .values({
        vendor_id: vendor.id,
        client_id: hospital.id,
        type: 'EVD',
        checklist_item_id: item.id,
        data_point_id: 'contactEmail',
        note: 'Please give a monitored mailbox.',
      })
      .execute();
    const fetched = await client.get(`/services/customers/${hospital.id}/checklist/${item.id}`);
    expect(fetched.body.revisionsRequested).toEqual(['Please give a monitored mailbox.']);
    expect(
      fetched.body.questionGroups[0].questions.find((q: { dataPointId: string }) => q.dataPointId === 'contactEmail').revisionNote,
    ).toBe('Please give a monitored mailbox.');
    const sent = await client.put(`/services/customers/${hospital.id}/evdchecklist/${item.id}?markComplete=true`, {
      answers: { everExcluded: 'No', contactEmail: 'compliance@vendor.test' },
    });
    expect(sent.body.completionStatus.name).toBe('COMPLETE');
    expect(sent.body.revisionsRequested).toEqual([]);
  });

  it('lists the customer forms as tabs, gives a new empty form and submits it as a new disclosure', async () => {
    const { hospital, config, client } = await setup();
    expect((await client.get(`/services/checklist-item-configurations?type=EVD_HISTORICAL&clientId=${hospital.id}`)).body).toEqual([
      { id: config.id, evdId: 7000 + hospital.id, evdName: 'Vendor Disclosure' },
    ]);
    const blank = await client.get(`/services/customers/${hospital.id}/evd-form?configId=${config.id}`);
    expect(blank.body).toMatchObject({ submissionId: null, evdViewName: 'Vendor Disclosure Form', clientName: 'Form Hospital' });
    const submitted = await client.post(`/services/customers/${hospital.id}/evd-form?configId=${config.id}`, {
      answers: { everExcluded: 'No' },
    });
    expect(submitted.status).toBe(201);
    expect((await client.get(`/services/evd-history?evdId=${7000 + hospital.id}`)).body.disclosures).toHaveLength(1);
  });

  it("answers 404 for another vendor's to-do, form or submission", async () => {
    const owner = await setup();
    const intruder = await setup();
    expect((await intruder.client.get(`/services/customers/${owner.hospital.id}/checklist/${owner.item.id}`)).status).toBe(404);
    expect(
      (
        await intruder.client.put(`/services/customers/${owner.hospital.id}/evdchecklist/${owner.item.id}?markComplete=false`, {
          answers: {},
        })
      ).status,
    ).toBe(404);
    expect((await intruder.client.get(`/services/customers/${owner.hospital.id}/evd-form?configId=${owner.config.id}`)).status).toBe(404);
    await owner.client.put(`/services/customers/${owner.hospital.id}/evdchecklist/${owner.item.id}?markComplete=true`, {
      answers: { everExcluded: 'No' },
    });
    const submissionId = (await owner.client.get(`/services/evd-history?evdId=${7000 + owner.hospital.id}`)).body.disclosures[0].metaData
      .submissionId;
    expect((await intruder.client.get(`/services/evd-submissions/${submissionId}`)).status).toBe(404);
  });

  it('answers 401 without a session and 403 to client users', async () => {
    expect((await t.client().get('/services/checklist-items')).status).toBe(401);
    const { http } = await signedInClient(t.app);
    expect((await http.get('/services/checklist-items')).status).toBe(403);
  });
});
