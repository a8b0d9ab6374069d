import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendor } from '../../src/db/seed/factories';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import { eventually } from '../../src/testing/eventually';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import type { TestClient } from '../../src/testing/http-client';
import { useTestApp } from '../support/harness';
import { employeeBody, vendorWithRoster } from '../employees/employee-fixtures';
import { LEIE_HEADER, leieBusinessRow, leiePersonRow, writeListFile } from './list-fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
let listCounter = 1700;

describe("the vendor's answer to an exclusion match", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

  async function listWith(...rows: string[]) {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile(`${listCounter++}EXCL.csv`, [LEIE_HEADER, ...rows]),
    });
  }

  /** A monitored vendor with one employee matching a fresh LEIE record, screened; answers the alert id. */
  async function employeeWithMatch(last: string, first: string, dob: string) {
    await listWith(leiePersonRow(last.toUpperCase(), first.toUpperCase(), dob.replaceAll('-', '')));
    const roster = await vendorWithRoster(t.app);
    const created = await roster.client.post('/services/employees', employeeBody({ firstName: first, lastName: last, dob }));
    const employeeId = created.body.employeeId as number;
    // The worker screens the new employee (screening it here as well would race the job).
    const groups = await eventually(async () => {
      const response = await roster.client.get(`/services/employees/${employeeId}/alerts`);
      return response.body.length ? response.body : undefined;
    });
    return { ...roster, employeeId, alertId: groups[0].alerts[0].id as number };
  }

  async function uploadEvidence(http: TestClient, content: Buffer = PDF) {
    return http.upload('/services/files', [{ filename: 'drivers-licence.pdf', content }], {
      headers: { 'directory-name': 'alertEvidence', 'user-type': 'vendor' },
    });
  }

  it('records "not the same person" with a file: VENDOR_RESPONDED, still under review, in the history and audit log', async () => {
    const { client, employeeId, alertId, user } = await employeeWithMatch('Quennell', 'Harriet', '1971-03-09');
    const file = await uploadEvidence(client);
    expect(file.status).toBe(201);
    const answered = await client.post(`/services/employees/${employeeId}/alerts/${alertId}/response`, {
      answer: 'NOT_SAME_PERSON',
      reason: 'OTHER_DOB',
      note: 'Our Harriet was born in 1979; licence attached.',
      fileId: file.body.id,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe('VENDOR_RESPONDED');
    expect(answered.body.alertDetails['Review Status']).toBe('Answered: waiting for the reviewer');
    expect(answered.body.vendorResponse).toMatchObject({
      answer: 'NOT_SAME_PERSON',
      reason: 'OTHER_DOB',
      reasonLabel: 'Different date of birth',
      note: 'Our Harriet was born in 1979; licence attached.',
      file: { id: file.body.id, name: 'drivers-licence.pdf' },
      respondedBy: user.username,
    });
    const employee = await client.get(`/services/employees/${employeeId}`);
    expect(employee.body.status).toEqual({ name: 'NON_COMPLIANT', desc: 'Possible exclusion match: under review' });
    expect(employee.body.matchCount).toBe(1);
    const history = await t.app.db
      .selectFrom('screening_alert_history')
      .selectAll()
      .where('alert_id', '=', alertId)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toMatchObject({
      from_status: 'OPEN',
      to_status: 'VENDOR_RESPONDED',
      reason: 'VENDOR_RESPONDED',
      username: user.username,
      note: 'Not the same person: Different date of birth — Our Harriet was born in 1979; licence attached.',
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'alert.vendor-responded')
      .where('entity_id', '=', String(alertId))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('lets the reviewer see the answer, clear it, and tells the vendor by notification and e-mail; the employee is compliant', async () => {
    const email = `vendor-${Date.now()}@example.test`;
    await listWith(leiePersonRow('PELLINGHAM', 'OSWALD', '19660412'));
    const { vendor, http } = await signedInVendor(t.app, { email });
    const { buildSubscription } = await import('../../src/db/seed/factories');
    await buildSubscription(t.app.db, { vendorId: vendor.id });
    const created = await http.post(
      '/services/employees',
      employeeBody({ firstName: 'Oswald', lastName: 'Pellingham', dob: '1966-04-12' }),
    );
    const employeeId = created.body.employeeId;
    const alertId = await eventually(async () => (await http.get(`/services/employees/${employeeId}/alerts`)).body[0]?.alerts[0].id);
    await http.post(`/services/employees/${employeeId}/alerts/${alertId}/response`, {
      answer: 'NOT_SAME_PERSON',
      reason: 'OTHER_SSN_LAST_FOUR',
      note: 'SSN ends 1234, not the listed one.',
    });

    const admin = (await signedInAdmin(t.app)).http;
    const waiting = await admin.get(`/services/admin/screening/alerts?status=VENDOR_RESPONDED&vendorId=${vendor.id}`);
    expect(waiting.body.content.map((a: { id: number }) => a.id)).toEqual([alertId]);
    const review = await admin.get(`/services/admin/screening/alerts/${alertId}`);
    expect(review.body.vendorResponse).toMatchObject({ answer: 'NOT_SAME_PERSON', reasonLabel: 'Different SSN last four digits' });
    expect(review.body).toMatchObject({ subjectName: 'Oswald Pellingham', subjectType: 'EMPLOYEE' });
    const cleared = await admin.put(`/services/admin/screening/alerts/${alertId}`, { status: 'CLEARED', note: 'SSN differs.' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['OPEN', 'VENDOR_RESPONDED', 'CLEARED']);

    expect((await http.get(`/services/employees/${employeeId}`)).body.status.name).toBe('COMPLIANT');
    const notifications = await http.get('/services/usernotifications');
    expect(notifications.body[0]).toMatchObject({
      notificationType: 'SUCCESS',
      notificationText: expect.stringContaining('Oswald Pellingham'),
    });
    expect(notifications.body[0].notificationText).toContain('was cleared: not the same person');
    const mail = await eventually(async () => smtp.mails.find((m) => m.to === email));
    expect(mail.raw).toContain('Subject: VendorProof: exclusion match cleared');
    expect(mail.text).toContain('was cleared: not the same person');
    expect(mail.text).toContain("Reviewer's note: SSN differs.");
    expect((await http.get('/services/screening/matches')).body.total).toBe(0);
  });

  it('answers "same person" with the action taken; a confirmed match makes the employee excluded and cannot be answered again', async () => {
    const { client, employeeId, alertId } = await employeeWithMatch('Tarrant', 'Eugenia', '1958-11-30');
    const answered = await client.post(`/services/employees/${employeeId}/alerts/${alertId}/response`, {
      answer: 'SAME_PERSON',
      reason: 'TERMINATED',
    });
    expect(answered.body.vendorResponse).toMatchObject({ answer: 'SAME_PERSON', reasonLabel: 'Terminated', note: null, file: null });
    const admin = (await signedInAdmin(t.app)).http;
    await admin.put(`/services/admin/screening/alerts/${alertId}`, { status: 'CONFIRMED' });
    expect((await client.get(`/services/employees/${employeeId}`)).body.status).toEqual({
      name: 'NON_COMPLIANT',
      desc: 'Excluded: confirmed on an exclusion list',
    });
    const again = await client.post(`/services/employees/${employeeId}/alerts/${alertId}/response`, {
      answer: 'SAME_PERSON',
      reason: 'TERMINATED',
    });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('This match has already been decided by the reviewer; it can no longer be answered.');
  });

  it('refuses a reason of the other answer, an Other reason without a note, and a file from another directory', async () => {
    const { client, employeeId, alertId } = await employeeWithMatch('Ulverston', 'Percival', '1962-06-06');
    const url = `/services/employees/${employeeId}/alerts/${alertId}/response`;
    const wrongReason = await client.post(url, { answer: 'SAME_PERSON', reason: 'OTHER_DOB' });
    expect(wrongReason.status).toBe(400);
    expect(wrongReason.body.error.fieldErrors.reason).toBe('Reason must be one of TERMINATED, REMOVED_FROM_CLIENT_WORK');
    const noNote = await client.post(url, { answer: 'NOT_SAME_PERSON', reason: 'OTHER', note: '  ' });
    expect(noNote.body.error.fieldErrors).toEqual({ note: 'Note is required when the reason is Other' });
    const missing = await client.post(url, { answer: 'MAYBE' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErrors.reason).toBe('Reason is required');
    const w9 = await client.upload('/services/files', [{ filename: 'w9.pdf', content: PDF }], {
      headers: { 'directory-name': 'w9', 'user-type': 'vendor' },
    });
    const wrongFile = await client.post(url, { answer: 'NOT_SAME_PERSON', reason: 'OTHER_DOB', fileId: w9.body.id });
    expect(wrongFile.status).toBe(400);
    expect(wrongFile.body.error.fieldErrors).toEqual({ fileId: 'Uploaded evidence file not found.' });
  });

  it('takes evidence files as PDF, JPG or PNG only, checked by content', async () => {
    const { http } = await signedInVendor(t.app);
    const text = await uploadEvidence(http, Buffer.from('not really a pdf'));
    expect(text.status).toBe(415);
    const png = await http.upload(
      '/services/files',
      [{ filename: 'id.png', content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') }],
      {
        headers: { 'directory-name': 'alertEvidence', 'user-type': 'vendor' },
      },
    );
    expect(png.status).toBe(201);
  });

  it('guards the answer: 401 signed out, 403 for clients and admins, 404 for another vendor', async () => {
    const { employeeId, alertId } = await employeeWithMatch('Wexford', 'Cornelius', '1955-02-02');
    const url = `/services/employees/${employeeId}/alerts/${alertId}/response`;
    const body = { answer: 'SAME_PERSON', reason: 'TERMINATED' };
    expect((await t.client().post(url, body)).status).toBe(401);
    expect((await (await signedInClient(t.app)).http.post(url, body)).status).toBe(403);
    expect((await (await signedInAdmin(t.app)).http.post(url, body)).status).toBe(403);
    const intruder = await vendorWithRoster(t.app);
    expect((await intruder.client.post(url, body)).status).toBe(404);
    const own = await intruder.client.post('/services/employees', employeeBody());
    expect((await intruder.client.post(`/services/employees/${own.body.employeeId}/alerts/${alertId}/response`, body)).status).toBe(404);
    expect((await intruder.client.get('/services/screening/matches')).body.total).toBe(0);
  });

  it("answers the company's and an owner's matches alike, and lists undecided matches newest first for Home", async () => {
    await listWith(leieBusinessRow('BRAMBLEWOOD HOME CARE LLC'), leiePersonRow('FAIRWEATHER', 'LUCINDA', '19700101'));
    const { vendor, http } = await signedInVendor(t.app, { businessName: 'Bramblewood Home Care LLC' });
    await screenOneSubject(t.app.db, 'VENDOR', vendor.id);
    const owner = await http.post('/services/owners', {
      thisIsABusiness: false,
      firstName: 'Lucinda',
      lastName: 'Fairweather',
      dob: '1970-01-01',
      ownershipPercentage: 50,
    });
    expect(owner.status).toBe(201);
    // The worker screens the new owner.
    const matches = await eventually(async () => {
      const response = await http.get('/services/screening/matches');
      return response.body.content.length === 2 ? response : undefined;
    });
    expect(matches.body.total).toBe(2);
    expect(matches.body.content.map((m: { subjectType: string; subjectName: string }) => [m.subjectType, m.subjectName])).toEqual([
      ['OWNER', 'Lucinda Fairweather'],
      ['VENDOR', 'Bramblewood Home Care LLC'],
    ]);

    const companyGroups = await http.get('/services/account/company/alerts');
    const companyAlertId = companyGroups.body[0].alerts[0].id;
    const companyAnswer = await http.post(`/services/account/company/alerts/${companyAlertId}/response`, {
      answer: 'NOT_SAME_PERSON',
      reason: 'OTHER_ADDRESS',
      note: 'We are in Ohio, never in Miami.',
    });
    expect(companyAnswer.body).toMatchObject({ status: 'VENDOR_RESPONDED', vendorResponse: { reasonLabel: 'Different address or state' } });

    const ownerGroups = await http.get(`/services/owners/${owner.body.ownerId}/alerts`);
    const ownerAlertId = ownerGroups.body[0].alerts[0].id;
    const ownerAnswer = await http.post(`/services/owners/${owner.body.ownerId}/alerts/${ownerAlertId}/response`, {
      answer: 'SAME_PERSON',
      reason: 'REMOVED_FROM_CLIENT_WORK',
    });
    expect(ownerAnswer.body.status).toBe('VENDOR_RESPONDED');
    const after = await http.get('/services/screening/matches');
    expect(after.body.content.map((m: { status: string }) => m.status)).toEqual(['VENDOR_RESPONDED', 'VENDOR_RESPONDED']);

    const other = await signedInVendor(t.app);
    expect((await other.http.get(`/services/owners/${owner.body.ownerId}/alerts`)).status).toBe(404);
    expect(
      (
        await other.http.post(`/services/account/company/alerts/${companyAlertId}/response`, {
          answer: 'SAME_PERSON',
          reason: 'TERMINATED',
        })
      ).status,
    ).toBe(404);
  });

  it('filters the roster by status, counts matches per row and says when and against which list each person was screened', async () => {
    const { client, employeeId } = await employeeWithMatch('Yardley', 'Bartholomew', '1949-09-09');
    const clean = await client.post('/services/employees', employeeBody({ firstName: 'Zelda', lastName: 'Clearwater' }));
    await eventually(
      async () =>
        await t.app.db
          .selectFrom('subject_screenings')
          .select('subject_id')
          .where('subject_type', '=', 'EMPLOYEE')
          .where('subject_id', '=', clean.body.employeeId)
          .executeTakeFirst(),
    );

    const possible = await client.get('/services/employees?status=POSSIBLE_MATCH');
    expect(possible.body.content.map((e: { employeeId: number; matchCount: number }) => [e.employeeId, e.matchCount])).toEqual([
      [employeeId, 1],
    ]);
    const compliant = await client.get('/services/employees?status=COMPLIANT');
    expect(compliant.body.content.map((e: { employeeId: number }) => e.employeeId)).toEqual([clean.body.employeeId]);
    expect((await client.get('/services/employees?status=EXCLUDED')).body.total).toBe(0);
    const byStatus = await client.get('/services/employees?sortBy=status&sortDesc=true&size=10');
    expect(byStatus.body.content.map((e: { employeeId: number; matchCount: number }) => [e.employeeId, e.matchCount])).toEqual([
      [employeeId, 1],
      [clean.body.employeeId, 0],
    ]);
    expect(byStatus.body.total).toBe(2);
    expect((await client.get('/services/employees?status=BOGUS')).status).toBe(400);

    const screening = await client.get(`/services/employees/${employeeId}/screening`);
    expect(screening.status).toBe(200);
    expect(Date.parse(screening.body.screenedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(screening.body.lists).toEqual(
      expect.arrayContaining([expect.objectContaining({ sourceId: 'leie', name: expect.stringContaining('LEIE'), kind: 'federal' })]),
    );
    const other = await vendorWithRoster(t.app);
    expect((await other.client.get(`/services/employees/${employeeId}/screening`)).status).toBe(404);
  });

  it("reopens a cleared answer when the person's data changes, as before", async () => {
    const { client, employeeId, alertId } = await employeeWithMatch('Abernethy', 'Griselda', '1961-07-17');
    await client.post(`/services/employees/${employeeId}/alerts/${alertId}/response`, {
      answer: 'NOT_SAME_PERSON',
      reason: 'OTHER_MIDDLE_NAME',
    });
    await (await signedInAdmin(t.app)).http.put(`/services/admin/screening/alerts/${alertId}`, { status: 'CLEARED' });
    const vendorId = (await t.app.db.selectFrom('employees').select('vendor_id').where('id', '=', employeeId).executeTakeFirstOrThrow())
      .vendor_id;
    expect(vendorId).toBeGreaterThan(0);
    await client.put(
      `/services/employees/${employeeId}`,
      employeeBody({ firstName: 'Griselda', lastName: 'Abernethy', dob: '1961-07-17', city: 'Portland', state: 'OR' }),
    );
    // The worker screens the changed employee again; the cleared alert reopens.
    const reopened = await eventually(async () => {
      const alert = await t.app.db.selectFrom('screening_alerts').select('status').where('id', '=', alertId).executeTakeFirstOrThrow();
      return alert.status === 'OPEN' ? alert : undefined;
    });
    expect(reopened.status).toBe('OPEN');
  });

  it('keeps an untouched vendor out of the reviewer queue', async () => {
    const vendor = await buildVendor(t.app.db, { businessName: 'Quiet Vendor Inc' });
    const admin = (await signedInAdmin(t.app)).http;
    expect((await admin.get(`/services/admin/screening/alerts?status=VENDOR_RESPONDED&vendorId=${vendor.id}`)).body.total).toBe(0);
  });
});
