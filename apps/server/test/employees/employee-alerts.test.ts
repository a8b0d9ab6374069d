import { describe, expect, it } from 'vitest';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { screenOneSubject } from '../../src/modules/screening/monitoring/screen-subjects';
import { employeeSubjects } from '../../src/modules/employees/employee-subjects';
import { eventually } from '../../src/testing/eventually';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leiePersonRow, writeListFile } from '../screening/list-fixtures';
import { employeeBody, vendorWithRoster } from './employee-fixtures';

describe("an employee's exclusion alerts", () => {
  const t = useTestApp({ runWorker: true });

  it('screens a new employee within seconds: NON_COMPLIANT with the alert grouped by list and explained', async () => {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile('1601EXCL.csv', [LEIE_HEADER, leiePersonRow('WHITAKER', 'WILLIAM', '19680214')]),
    });
    const { client } = await vendorWithRoster(t.app);
    const created = await client.post(
      '/services/employees',
      employeeBody({ firstName: 'Bill', lastName: 'Whitaker', dob: '1968-02-14', state: 'OR', city: 'Portland' }),
    );
    const employeeId = created.body.employeeId;

    const groups = await eventually(async () => {
      const response = await client.get(`/services/employees/${employeeId}/alerts`);
      return response.body.length ? response.body : undefined;
    });
    expect(groups).toEqual([
      { id: 'leie', sourceName: expect.stringContaining('LEIE'), alerts: [{ id: expect.any(Number), status: 'OPEN' }] },
    ]);
    const listed = (await client.get('/services/employees')).body.content[0];
    expect(listed.status).toEqual({ name: 'NON_COMPLIANT', desc: 'Possible exclusion match: under review' });

    const detail = await client.get(`/services/employees/${employeeId}/alerts/${groups[0].alerts[0].id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ subjectName: 'Bill Whitaker', subjectType: 'EMPLOYEE' });
    expect(detail.body.monitoredSubjectDetails).toMatchObject({
      'First Name': 'Bill',
      'Last Name': 'Whitaker',
      'Date of Birth': '02/14/1968',
    });
    expect(detail.body.monitoredSubjectDetails.Address).toContain('Portland');
    expect(detail.body.alertDetails).toMatchObject({
      'Name on List': 'WILLIAM WHITAKER',
      'Date of Birth on List': '02/14/1968',
      'Exclusion Type': '1128a3',
    });
    expect(detail.body.alertDetails['Why It Matched']).toMatch(/nickname|Bill/i);
    expect(detail.body.alertDetails['Check: Date of birth']).toMatch(/^Date of birth agrees/);
  });

  it('shows COMPLIANT again once the alert is cleared, and hides cleared alerts from the panel', async () => {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile('1602EXCL.csv', [LEIE_HEADER, leiePersonRow('ABERNATHY', 'CLARA', '19750505')]),
    });
    const { client } = await vendorWithRoster(t.app);
    const created = await client.post(
      '/services/employees',
      employeeBody({ firstName: 'Clara', lastName: 'Abernathy', dob: '1975-05-05' }),
    );
    await screenOneSubject(t.app.db, 'EMPLOYEE', created.body.employeeId);
    await t.app.db
      .updateTable('screening_alerts')
      .set({ status: 'CLEARED' })
      .where('subject_id', '=', created.body.employeeId)
      .where('subject_type', '=', 'EMPLOYEE')
      .execute();
    expect((await client.get(`/services/employees/${created.body.employeeId}`)).body.status.name).toBe('COMPLIANT');
    expect((await client.get(`/services/employees/${created.body.employeeId}/alerts`)).body).toEqual([]);
  });

  it('keeps a cleared alert cleared on re-screening unless the evidence is now stronger (a changed model)', async () => {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile('1604EXCL.csv', [LEIE_HEADER, leiePersonRow('QUISENBERRY', 'HAROLD', '19580707')]),
    });
    const { client } = await vendorWithRoster(t.app);
    const created = await client.post(
      '/services/employees',
      employeeBody({ firstName: 'Harold', lastName: 'Quisenberry', dob: '1958-07-07' }),
    );
    const employeeId = created.body.employeeId;
    const alertOf = () =>
      t.app.db
        .selectFrom('screening_alerts')
        .selectAll()
        .where('subject_id', '=', employeeId)
        .where('subject_type', '=', 'EMPLOYEE')
        .executeTakeFirstOrThrow();
    // The job the POST enqueued raises the alert; screening directly beside it would race its insert.
    await eventually(async () =>
      t.app.db
        .selectFrom('screening_alerts')
        .select('id')
        .where('subject_id', '=', employeeId)
        .where('subject_type', '=', 'EMPLOYEE')
        .executeTakeFirst(),
    );
    expect((await alertOf()).band).toBe('MATCH');

    // Cleared as a MATCH: re-screening with the same evidence leaves it cleared.
    await t.app.db
      .updateTable('screening_alerts')
      .set({ status: 'CLEARED', score: 0.5 })
      .where('id', '=', (await alertOf()).id)
      .execute();
    await screenOneSubject(t.app.db, 'EMPLOYEE', employeeId);
    expect((await alertOf()).status).toBe('CLEARED');

    // Cleared when an earlier model rated it POSSIBLE: the MATCH of today's model reopens it.
    await t.app.db
      .updateTable('screening_alerts')
      .set({ status: 'CLEARED', band: 'POSSIBLE', score: 0.5 })
      .where('id', '=', (await alertOf()).id)
      .execute();
    await screenOneSubject(t.app.db, 'EMPLOYEE', employeeId);
    const reopened = await alertOf();
    expect(reopened).toMatchObject({ status: 'OPEN', band: 'MATCH' });
    const history = await t.app.db
      .selectFrom('screening_alert_history')
      .selectAll()
      .where('alert_id', '=', reopened.id)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toMatchObject({ from_status: 'CLEARED', to_status: 'OPEN', reason: 'REOPENED_STRONGER_EVIDENCE' });
  });

  it("answers 404 for another vendor's alert, even through one's own employee", async () => {
    await importListFromPath(t.app.runtime.deps, {
      sourceId: 'leie',
      filePath: writeListFile('1603EXCL.csv', [LEIE_HEADER, leiePersonRow('VANTERPOOL', 'EDNA', '19600101')]),
    });
    const owner = await vendorWithRoster(t.app);
    const intruder = await vendorWithRoster(t.app);
    const victim = await owner.client.post(
      '/services/employees',
      employeeBody({ firstName: 'Edna', lastName: 'Vanterpool', dob: '1960-01-01' }),
    );
    await screenOneSubject(t.app.db, 'EMPLOYEE', victim.body.employeeId);
    const alertId = (await owner.client.get(`/services/employees/${victim.body.employeeId}/alerts`)).body[0].alerts[0].id;
    const own = await intruder.client.post('/services/employees', employeeBody());
    expect((await intruder.client.get(`/services/employees/${own.body.employeeId}/alerts/${alertId}`)).status).toBe(404);
    expect((await intruder.client.get(`/services/employees/${victim.body.employeeId}/alerts/${alertId}`)).status).toBe(404);
  });

  it('stops monitoring a terminated employee, and the employees of a vendor whose subscription ended', async () => {
    const { client, vendor } = await vendorWithRoster(t.app);
    const kept = await client.post('/services/employees', employeeBody());
    const gone = await client.post('/services/employees', employeeBody());
    expect(await employeeSubjects.loadOne(t.app.db, gone.body.employeeId)).toBeDefined();
    await client.delete(`/services/employees/${gone.body.employeeId}`);
    expect(await employeeSubjects.loadOne(t.app.db, gone.body.employeeId)).toBeUndefined();
    expect(await employeeSubjects.loadOne(t.app.db, kept.body.employeeId)).toBeDefined();
    await t.app.db.updateTable('subscriptions').set({ status: 'EXPIRED' }).where('vendor_id', '=', vendor.id).execute();
    expect(await employeeSubjects.loadOne(t.app.db, kept.body.employeeId)).toBeUndefined();
  });
});
