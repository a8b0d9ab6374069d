import { describe, expect, it } from 'vitest';
import { BULK_RESOLVE_INVALID_FILE } from '@app/shared/admin/bulk-alert-resolve';
import { buildAlert, buildEmployee } from '../../src/db/seed/factories';
import { signedInAdmin, signedInUser } from '../../src/testing/signed-in';
import type { TestClient } from '../../src/testing/http-client';
import { vendorWithRoster } from '../employees/employee-fixtures';
import { useTestApp } from '../support/harness';

const HEADER = 'Monitor Record ID,Progress Status,Note';

describe('POST /services/monitor-alert/uploads (bulk alert resolve)', () => {
  const t = useTestApp();

  async function uploadFile(http: TestClient, lines: string[], directory = 'alertBulkResolve') {
    const upload = await http.upload('/services/files', [{ filename: 'resolve.csv', content: `${lines.join('\r\n')}\r\n` }], {
      headers: { 'directory-name': directory },
    });
    expect(upload.status).toBe(201);
    return upload.body.id as number;
  }

  async function resolveFile(http: TestClient, lines: string[]) {
    return http.post('/services/monitor-alert/uploads', { fileId: await uploadFile(http, lines) });
  }

  /** A monitored vendor (signed-in vendor user) with two employees, each with an OPEN alert. */
  async function vendorWithAlerts() {
    const { vendor, client } = await vendorWithRoster(t.app);
    const deps = { db: t.app.db, encryption: t.app.runtime.deps.encryption };
    const employees = [await buildEmployee(deps, { vendorId: vendor.id }), await buildEmployee(deps, { vendorId: vendor.id })];
    const alerts = [];
    for (const employee of employees)
      alerts.push(await buildAlert(t.app.db, { vendorId: vendor.id, subjectType: 'EMPLOYEE', subjectId: employee.id }));
    return { vendor, vendorClient: client, employees, alerts };
  }

  const statusOf = async (id: number) =>
    (await t.app.db.selectFrom('screening_alerts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('resolves every row: statuses set, history with the note, audit entries, and the employees become compliant', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const { vendor, vendorClient, employees, alerts } = await vendorWithAlerts();
    expect((await vendorClient.get(`/services/employees/${employees[0]!.id}`)).body.status.name).toBe('NON_COMPLIANT');

    const response = await resolveFile(admin, [
      HEADER,
      `${alerts[0]!.id},CLEARED,Different date of birth`,
      `${alerts[1]!.id},cleared,"Other state, other person"`,
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ rows: 2, statusChanged: 2 });

    for (const employee of employees) {
      expect((await vendorClient.get(`/services/employees/${employee.id}`)).body.status.name).toBe('COMPLIANT');
    }
    const history = await t.app.db
      .selectFrom('screening_alert_history')
      .select(['alert_id', 'from_status', 'to_status', 'note', 'reason'])
      .where('alert_id', 'in', [alerts[0]!.id, alerts[1]!.id])
      .orderBy('alert_id')
      .execute();
    expect(history).toEqual([
      { alert_id: alerts[0]!.id, from_status: 'OPEN', to_status: 'CLEARED', note: 'Different date of birth', reason: 'RESOLVED' },
      { alert_id: alerts[1]!.id, from_status: 'OPEN', to_status: 'CLEARED', note: 'Other state, other person', reason: 'RESOLVED' },
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'details'])
      .where('action', '=', 'alert.resolved')
      .where('entity_id', 'in', [String(alerts[0]!.id), String(alerts[1]!.id)])
      .execute();
    expect(audit.map((a) => a.details)).toEqual([
      expect.objectContaining({ from: 'OPEN', to: 'CLEARED' }),
      expect.objectContaining({ from: 'OPEN', to: 'CLEARED' }),
    ]);
    const upload = await t.app.db.selectFrom('audit_log').select('details').where('action', '=', 'alert-upload.applied').execute();
    expect(upload.map((a) => a.details)).toContainEqual(expect.objectContaining({ filename: 'resolve.csv', rows: 2, statusChanged: 2 }));
    // Two decisions for one vendor: one notification with the count.
    const notes = await t.app.db.selectFrom('user_notifications').select('notification_text').where('vendor_id', '=', vendor.id).execute();
    expect(notes.map((n) => n.notification_text)).toEqual([
      '2 possible matches on the exclusion lists were cleared: not the same person. No action is needed for them.',
    ]);
  });

  it('confirms an alert and keeps a note on an alert whose status stays, counting only the change', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const { vendorClient, employees, alerts } = await vendorWithAlerts();
    const response = await resolveFile(admin, [HEADER, `${alerts[0]!.id},CONFIRMED,Same person`, `${alerts[1]!.id},OPEN,Still checking`]);
    expect(response.body).toEqual({ rows: 2, statusChanged: 1 });
    const employee = await vendorClient.get(`/services/employees/${employees[0]!.id}`);
    expect(employee.body.status).toEqual({ name: 'NON_COMPLIANT', desc: 'Excluded: confirmed on an exclusion list' });
    expect(await statusOf(alerts[1]!.id)).toBe('OPEN');
  });

  it('answers 400 with the bad rows and their cell errors, and changes nothing (all or nothing)', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const { alerts } = await vendorWithAlerts();
    const response = await resolveFile(admin, [
      HEADER,
      `${alerts[0]!.id},CLEARED,Fine row`,
      'abc,MAYBE,',
      '999999999,CLEARED,',
      `${alerts[0]!.id},CONFIRMED,again`,
      `${alerts[1]!.id},OPEN,`,
    ]);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual([
      { rowIndx: 1, csvMonitorRecordId: 'abc', csvNewProgressStatus: 'MAYBE', csvNote: '' },
      { rowIndx: 2, csvMonitorRecordId: '999999999', csvNewProgressStatus: 'CLEARED', csvNote: '' },
      { rowIndx: 3, csvMonitorRecordId: String(alerts[0]!.id), csvNewProgressStatus: 'CONFIRMED', csvNote: 'again' },
      { rowIndx: 4, csvMonitorRecordId: String(alerts[1]!.id), csvNewProgressStatus: 'OPEN', csvNote: '' },
    ]);
    expect(response.body.validationErrors).toEqual([
      { rowIndx: 1, colIndx: 0, errorMessage: 'Monitor Record ID must be the number of an alert' },
      { rowIndx: 1, colIndx: 1, errorMessage: 'Progress Status must be one of OPEN, CONFIRMED, CLEARED' },
      { rowIndx: 2, colIndx: 0, errorMessage: 'Monitor Record ID 999999999 does not exist' },
      { rowIndx: 3, colIndx: 0, errorMessage: `Monitor Record ID ${alerts[0]!.id} is already on line 2 of the file` },
      { rowIndx: 4, colIndx: 1, errorMessage: 'The alert is already OPEN; add a note to record a comment.' },
    ]);
    expect(response.body).toMatchObject({ invalidRows: 4, totalRows: 5 });
    expect(await statusOf(alerts[0]!.id)).toBe('OPEN');
    const history = await t.app.db.selectFrom('screening_alert_history').select('id').where('alert_id', '=', alerts[0]!.id).execute();
    expect(history).toHaveLength(0);
  });

  it('answers 404 with the spec text for a file with other columns, without a header, or not an alert upload', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const { alerts } = await vendorWithAlerts();
    for (const lines of [
      ['ID,Status', `${alerts[0]!.id},CLEARED`],
      [`${alerts[0]!.id},CLEARED,note`],
      ['Progress Status,Monitor Record ID,Note'],
    ]) {
      const response = await resolveFile(admin, lines);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(BULK_RESOLVE_INVALID_FILE);
    }
    const otherDirectory = await uploadFile(admin, [HEADER, `${alerts[0]!.id},CLEARED,x`], 'enrollmentDueDate');
    expect((await admin.post('/services/monitor-alert/uploads', { fileId: otherDirectory })).status).toBe(404);
    expect((await admin.post('/services/monitor-alert/uploads', { fileId: 987_654_321 })).body.error.message).toBe(
      BULK_RESOLVE_INVALID_FILE,
    );
  });

  it('refuses a request without a valid file id (400 with the field error) and a file with no rows', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const response = await admin.post('/services/monitor-alert/uploads', { fileId: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.fileId).toBeDefined();
    const empty = await resolveFile(admin, [HEADER]);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('The file has no rows under its header.');
  });

  it('is for admins only: 401 anonymous, 403 for vendor and client users (who cannot upload such a file either)', async () => {
    expect((await t.client().post('/services/monitor-alert/uploads', { fileId: 1 })).status).toBe(401);
    for (const role of ['Vendor User', 'Client User'] as const) {
      const { http } = await signedInUser(t.app, { role });
      expect((await http.post('/services/monitor-alert/uploads', { fileId: 1 })).status).toBe(403);
      const upload = await http.upload('/services/files', [{ filename: 'x.csv', content: `${HEADER}\r\n1,CLEARED,\r\n` }], {
        headers: { 'directory-name': 'alertBulkResolve' },
      });
      expect(upload.status).toBe(403);
    }
  });
});
