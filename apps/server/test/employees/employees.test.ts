import { describe, expect, it } from 'vitest';
import { NO_MONITORING_SUBSCRIPTION } from '@app/shared/employees/employee';
import { signedInClient } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { employeeBody, nextSsn, vendorWithRoster } from './employee-fixtures';

describe('employee roster', () => {
  const t = useTestApp();

  it('answers 401 without a session', async () => {
    expect((await t.client().get('/services/employees')).status).toBe(401);
    expect((await t.client().post('/services/employees', employeeBody())).status).toBe(401);
  });

  it('answers 403 with a clear message without an employee-monitoring subscription', async () => {
    const { client } = await vendorWithRoster(t.app, { monitoring: false });
    const response = await client.get('/services/employees');
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe(NO_MONITORING_SUBSCRIPTION);
    expect((await client.post('/services/employees', employeeBody())).status).toBe(403);
  });

  it('answers 403 to a client user', async () => {
    const { http: client } = await signedInClient(t.app);
    expect((await client.get('/services/employees')).status).toBe(403);
  });

  it('adds an employee, returns it with the SSN, stores the SSN encrypted and lists it without the SSN', async () => {
    const { client, vendor } = await vendorWithRoster(t.app);
    const body = employeeBody({ ssn: '123-45-6789', state: 'il' });
    const created = await client.post('/services/employees', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      firstName: 'Maria',
      lastName: 'Gonzalez',
      ssn: '123456789',
      state: 'IL',
      country: 'US',
      status: { name: 'COMPLIANT' },
    });
    const row = await t.app.db.selectFrom('employees').selectAll().where('id', '=', created.body.employeeId).executeTakeFirstOrThrow();
    expect(row.vendor_id).toBe(vendor.id);
    expect(row.ssn_encrypted).not.toContain('123456789');
    const list = await client.get('/services/employees');
    expect(list.body.total).toBe(1);
    expect(list.body.content[0]).not.toHaveProperty('ssn');
    expect(JSON.stringify(list.body)).not.toContain('123456789');
    expect((await client.get(`/services/employees/${created.body.employeeId}`)).body.ssn).toBe('123456789');
  });

  it('defaults the country to US', async () => {
    const { client } = await vendorWithRoster(t.app);
    const created = await client.post('/services/employees', employeeBody({ country: undefined }));
    expect(created.body.country).toBe('US');
  });

  it('refuses the form with the spec texts: required names, 9-digit SSN, 10-digit NPI, DOB not in the future, known state, valid zip', async () => {
    const { client } = await vendorWithRoster(t.app);
    const response = await client.post('/services/employees', {
      firstName: ' ',
      lastName: '',
      ssn: '12345',
      dob: '2999-01-01',
      npi: '123',
      state: 'XX',
      postalCode: '1234',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      ssn: 'SSN must be 9 digits',
      dob: 'Date of Birth cannot be later than today',
      npi: 'NPI must be 10 digits',
      state: 'Choose a state from the list',
      postalCode: 'Zip Code must be 5 or 9 digits, e.g: 12345 or 12345-1234',
    });
  });

  it('refuses a second active employee with the same SSN (409 naming the employee, not the SSN)', async () => {
    const { client } = await vendorWithRoster(t.app);
    const ssn = nextSsn();
    await client.post('/services/employees', employeeBody({ ssn, firstName: 'Ana', lastName: 'Silva' }));
    const duplicate = await client.post('/services/employees', employeeBody({ ssn, firstName: 'Other' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe('An active employee with this SSN is already on your roster: Ana Silva.');
    expect(duplicate.body.error.message).not.toContain(ssn);
  });

  it('allows the same SSN in another vendor, and again after the first employee was terminated', async () => {
    const ssn = nextSsn();
    const first = await vendorWithRoster(t.app);
    const other = await vendorWithRoster(t.app);
    const created = await first.client.post('/services/employees', employeeBody({ ssn }));
    expect((await other.client.post('/services/employees', employeeBody({ ssn }))).status).toBe(201);
    await first.client.delete(`/services/employees/${created.body.employeeId}`);
    expect((await first.client.post('/services/employees', employeeBody({ ssn }))).status).toBe(201);
  });

  it('updates an employee and refuses a duplicate SSN on update', async () => {
    const { client } = await vendorWithRoster(t.app);
    const a = await client.post('/services/employees', employeeBody());
    const b = await client.post('/services/employees', employeeBody({ firstName: 'Bob' }));
    const updated = await client.put(
      `/services/employees/${a.body.employeeId}`,
      employeeBody({ ssn: a.body.ssn, city: 'Chicago', npi: '1234567893' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ city: 'Chicago', npi: '1234567893' });
    const clash = await client.put(`/services/employees/${b.body.employeeId}`, employeeBody({ ssn: a.body.ssn }));
    expect(clash.status).toBe(409);
  });

  it('terminates: the employee leaves the list, the record and audit stay', async () => {
    const { client } = await vendorWithRoster(t.app);
    const created = await client.post('/services/employees', employeeBody({ firstName: 'Tom', lastName: 'Hardy' }));
    const response = await client.delete(`/services/employees/${created.body.employeeId}`);
    expect(response.body).toEqual({ firstName: 'Tom', lastName: 'Hardy' });
    expect((await client.get('/services/employees')).body.total).toBe(0);
    expect((await client.get(`/services/employees/${created.body.employeeId}`)).status).toBe(404);
    expect((await client.get(`/services/employees/${created.body.employeeId}/alerts`)).status).toBe(404);
    const row = await t.app.db
      .selectFrom('employees')
      .select('terminated_at')
      .where('id', '=', created.body.employeeId)
      .executeTakeFirstOrThrow();
    expect(row.terminated_at).not.toBeNull();
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(created.body.employeeId))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['employee.created', 'employee.terminated']));
  });

  it("answers 404 for another vendor's employee on every call", async () => {
    const owner = await vendorWithRoster(t.app);
    const intruder = await vendorWithRoster(t.app);
    const created = await owner.client.post('/services/employees', employeeBody());
    const id = created.body.employeeId;
    expect((await intruder.client.get(`/services/employees/${id}`)).status).toBe(404);
    expect((await intruder.client.put(`/services/employees/${id}`, employeeBody())).status).toBe(404);
    expect((await intruder.client.delete(`/services/employees/${id}`)).status).toBe(404);
    expect((await intruder.client.get(`/services/employees/${id}/alerts`)).status).toBe(404);
    expect((await intruder.client.get('/services/employees')).body.total).toBe(0);
  });

  it('pages, sorts and filters by first name, last name or date of birth', async () => {
    const { client } = await vendorWithRoster(t.app);
    const people = [
      ['Alice', 'Zimmer', '1990-01-01'],
      ['Bruno', 'Young', '1980-02-02'],
      ['Carla', 'Xu', '1970-03-03'],
      ['Alina', 'Walsh', '1960-04-04'],
    ];
    for (const [firstName, lastName, dob] of people) await client.post('/services/employees', employeeBody({ firstName, lastName, dob }));
    const page = await client.get('/services/employees?page=0&size=10&sortBy=lastName&sortDesc=false');
    expect(page.body.content.map((e: { lastName: string }) => e.lastName)).toEqual(['Walsh', 'Xu', 'Young', 'Zimmer']);
    const desc = await client.get('/services/employees?sortBy=dob&sortDesc=true&size=10');
    expect(desc.body.content[0].firstName).toBe('Alice');
    expect(
      (await client.get('/services/employees?filter=ali&size=10')).body.content.map((e: { firstName: string }) => e.firstName).sort(),
    ).toEqual(['Alice', 'Alina']);
    expect((await client.get('/services/employees?filter=you')).body.content.map((e: { lastName: string }) => e.lastName)).toEqual([
      'Young',
    ]);
    expect((await client.get('/services/employees?filter=03/03/1970')).body.content.map((e: { firstName: string }) => e.firstName)).toEqual(
      ['Carla'],
    );
    expect((await client.get('/services/employees?filter=13/45/2020')).status).toBe(200);
    const second = await client.get('/services/employees?page=1&size=10');
    expect(second.body).toEqual({ content: [], total: 4 });
    expect((await client.get('/services/employees?size=7')).status).toBe(400);
  });
});
