import { describe, expect, it } from 'vitest';
import { ENROLLMENT_DUE_DATE_INVALID_FILE } from '@app/shared/admin/enrollment-due-dates';
import { COMPLIANCE_STATUS } from '@app/shared/customers/compliance-status';
import { buildClient, buildCov, buildCovgWithCode, buildEnrollment, buildVendor } from '../../src/db/seed/factories';
import { signedInAdmin, signedInClient, signedInUser } from '../../src/testing/signed-in';
import type { TestClient } from '../../src/testing/http-client';
import { useTestApp } from '../support/harness';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
const usDate = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

describe('POST /services/enrollment-due-date', () => {
  const t = useTestApp();
  const deps = () => ({ db: t.app.db, encryption: t.app.runtime.deps.encryption });

  async function importFile(http: TestClient, lines: string[], directory = 'enrollmentDueDate') {
    const upload = await http.upload('/services/files', [{ filename: 'due-dates.csv', content: `${lines.join('\r\n')}\r\n` }], {
      headers: { 'directory-name': directory },
    });
    expect(upload.status).toBe(201);
    return http.post('/services/enrollment-due-date', { fileId: upload.body.id });
  }

  const dueDateOf = async (covId: number) =>
    (await t.app.db.selectFrom('covs').select('enrollment_due_date').where('id', '=', covId).executeTakeFirstOrThrow()).enrollment_due_date;

  it("sets each COV's due date (one-digit months too) with an audit entry per COV and one for the upload", async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const client = await buildClient(t.app.db);
    const { covg } = await buildCovgWithCode(t.app.db, { clientId: client.id });
    const first = await buildCov(deps(), { covgId: covg.id, clientId: client.id });
    const second = await buildCov(deps(), { covgId: covg.id, clientId: client.id });
    const response = await importFile(admin, ['cov id,date', `${first.id},12/31/2026`, `${second.id},1/5/2027`]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ updated: 2 });
    expect(await dueDateOf(first.id)).toBe('2026-12-31');
    expect(await dueDateOf(second.id)).toBe('2027-01-05');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['entity_id', 'details'])
      .where('action', '=', 'cov.enrollment-due-date-set')
      .where('entity_id', 'in', [String(first.id), String(second.id)])
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit.find((a) => a.entity_id === String(first.id))!.details).toMatchObject({ from: null, to: '2026-12-31' });
    const upload = await t.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'enrollment-due-date-upload.applied')
      .execute();
    expect(upload.map((a) => a.details)).toContainEqual(expect.objectContaining({ filename: 'due-dates.csv', updated: 2 }));
  });

  it('makes an unfinished enrolment Not Enrolled only once the due date has passed, for a started and an unstarted vendor', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const { clientId, http: clientUser } = await signedInClient(t.app, { products: ['VendorProofEngage'] });
    const started = await buildVendor(t.app.db, { businessName: 'Started Enrolling LLC' });
    await buildEnrollment(t.app.db, { vendorId: started.id, clientId, complete: false });
    const startedGroup = (await buildCovgWithCode(t.app.db, { clientId, vendorId: started.id, preferredName: 'Started Enrolling LLC' }))
      .covg;
    const unstartedGroup = (await buildCovgWithCode(t.app.db, { clientId, preferredName: 'Not Yet Connected Inc' })).covg;
    const startedCov = await buildCov(deps(), { covgId: startedGroup.id, clientId });
    const unstartedCov = await buildCov(deps(), { covgId: unstartedGroup.id, clientId });

    const statuses = async () => {
      const list = await clientUser.get('/services/client/vendors?page=0&size=25');
      expect(list.status).toBe(200);
      return Object.fromEntries(
        list.body.content.map((row: { preferredName: string; complianceStatus: string }) => [row.preferredName, row.complianceStatus]),
      );
    };
    expect(await statuses()).toEqual({
      'Started Enrolling LLC': COMPLIANCE_STATUS.NOT_ENROLLED,
      'Not Yet Connected Inc': COMPLIANCE_STATUS.NOT_ENROLLED,
    });

    expect(
      (await importFile(admin, ['cov id,date', `${startedCov.id},${usDate(day(30))}`, `${unstartedCov.id},${usDate(day(0))}`])).status,
    ).toBe(200);
    expect(await statuses()).toEqual({
      'Started Enrolling LLC': COMPLIANCE_STATUS.COMPLIANT,
      'Not Yet Connected Inc': COMPLIANCE_STATUS.COMPLIANT,
    });
    const detail = await clientUser.get(`/services/client/vendors/${unstartedGroup.id}`);
    expect(detail.body.complianceStatus).toBe(COMPLIANCE_STATUS.COMPLIANT);

    expect(
      (await importFile(admin, ['cov id,date', `${startedCov.id},${usDate(day(-1))}`, `${unstartedCov.id},${usDate(day(-1))}`])).status,
    ).toBe(200);
    expect(await statuses()).toEqual({
      'Started Enrolling LLC': COMPLIANCE_STATUS.NOT_ENROLLED,
      'Not Yet Connected Inc': COMPLIANCE_STATUS.NOT_ENROLLED,
    });
  });

  it('answers 400 with the spec text and the bad lines, and sets nothing (all or nothing)', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const client = await buildClient(t.app.db);
    const { covg } = await buildCovgWithCode(t.app.db, { clientId: client.id });
    const cov = await buildCov(deps(), { covgId: covg.id, clientId: client.id });
    const response = await importFile(admin, [
      'cov id,date',
      `${cov.id},12/31/2026`,
      `${cov.id},2026-12-31`,
      '999999999,01/01/2027',
      `x,02/30/2027`,
      `${cov.id},01/01/2027`,
    ]);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(ENROLLMENT_DUE_DATE_INVALID_FILE);
    expect(response.body.error.fieldErrors).toEqual({
      'line 3': 'Date must be a date in MM/DD/YYYY format',
      'line 4': 'COV ID 999999999 does not exist',
      'line 5': 'COV ID must be the number of a COV; Date must be a date in MM/DD/YYYY format',
      'line 6': `COV ID ${cov.id} is already on line 2 of the file`,
    });
    expect(await dueDateOf(cov.id)).toBeNull();
  });

  it('answers 404 with the spec text for a file without its header, with other columns, or of another upload', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    for (const lines of [['12,12/31/2026'], ['cov id,date,extra', '12,12/31/2026,x'], ['cov id']]) {
      const response = await importFile(admin, lines);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(ENROLLMENT_DUE_DATE_INVALID_FILE);
    }
    expect((await importFile(admin, ['cov id,date', '12,12/31/2026'], 'covgGrouping')).status).toBe(404);
  });

  it('refuses a request without a file id (400 with the field error) and a file with no rows', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const response = await admin.post('/services/enrollment-due-date', {});
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.fileId).toBeDefined();
    expect((await importFile(admin, ['cov id,date'])).body.error.message).toBe('The file has no rows under its header.');
  });

  it('is for admins only: 401 anonymous, 403 for vendor and client users', async () => {
    expect((await t.client().post('/services/enrollment-due-date', { fileId: 1 })).status).toBe(401);
    for (const role of ['Vendor User', 'Client User'] as const) {
      const { http } = await signedInUser(t.app, { role });
      expect((await http.post('/services/enrollment-due-date', { fileId: 1 })).status).toBe(403);
    }
  });
});
