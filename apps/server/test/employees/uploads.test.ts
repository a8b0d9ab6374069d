import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_TEMPLATE_MESSAGE } from '@app/shared/employees/uploads';
import type { TestClient } from '../../src/testing/http-client';
import { eventually } from '../../src/testing/eventually';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import { useTestApp } from '../support/harness';
import { employeeBody, nextSsn, vendorWithRoster } from './employee-fixtures';

const HEADER = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip';

describe('bulk employee upload', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

  async function uploadCsv(client: TestClient, content: string | Buffer, filename = 'roster.csv') {
    const response = await client.upload('/services/files', [{ filename, content, type: 'text/csv' }], {
      headers: { 'directory-name': 'employeeUpload', 'user-type': 'vendor' },
    });
    expect(response.status).toBe(201);
    return response.body.id as number;
  }

  it('serves the template with the exact header', async () => {
    const { client } = await vendorWithRoster(t.app);
    const response = await client.download('/services/employees/uploads/template');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('sample-upload-file.csv');
    expect(response.bytes.toString().trim()).toBe(HEADER);
  });

  it('answers 404 with the spec text for a file not made from the template', async () => {
    const { client } = await vendorWithRoster(t.app);
    const fileId = await uploadCsv(client, 'Name,SSN\nAnn,123456789\n');
    const response = await client.post('/services/employees/uploads', { fileId, validOnly: false });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(INVALID_TEMPLATE_MESSAGE);
  });

  it("answers 404 for another vendor's file", async () => {
    const owner = await vendorWithRoster(t.app);
    const intruder = await vendorWithRoster(t.app);
    const fileId = await uploadCsv(owner.client, `${HEADER}\n${nextSsn()},Ann,Lee,01/02/1980,,,,,\n`);
    expect((await intruder.client.post('/services/employees/uploads', { fileId, validOnly: false })).status).toBe(404);
  });

  it('answers 400 with the bad rows, cell positions and messages, and whether valid rows exist', async () => {
    const { client } = await vendorWithRoster(t.app);
    const onRoster = nextSsn();
    await client.post('/services/employees', employeeBody({ ssn: onRoster }));
    const dup = nextSsn();
    const csv = [
      HEADER,
      `${nextSsn()},Good,Row,01/02/1980,1 Main St,,Austin,TX,73301`,
      `12345,,Lee,13/45/1980,,,,ZZ,123`,
      `${dup},Twin,One,,,,,,`,
      `${dup},Twin,Two,,,,,,`,
      `${onRoster},Already,There,,,,,,`,
      `${nextSsn()},Future,Born,01/01/2999,,,,,`,
    ].join('\n');
    const fileId = await uploadCsv(client, csv);
    const response = await client.post('/services/employees/uploads', { fileId, validOnly: false });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ hasValid: true, validRows: 2, invalidRows: 4 });
    expect(response.body.data).toHaveLength(4);
    expect(response.body.lineNumbers).toEqual([3, 5, 6, 7]);
    const errorsOfRow = (rowIndx: number) =>
      response.body.validationErrors
        .filter((e: { rowIndx: number }) => e.rowIndx === rowIndx)
        .map((e: { colIndx: number; errorMessage: string }) => [e.colIndx, e.errorMessage]);
    expect(errorsOfRow(0)).toEqual([
      [0, 'SSN must be 9 digits'],
      [1, 'First Name is required'],
      [3, 'Dob 13/45/1980 is not a real date (month 1-12, then a day that month has)'],
      [7, 'State must be a 2-letter US state code'],
      [8, 'Zip Code must be 5 or 9 digits, e.g: 12345 or 12345-1234'],
    ]);
    expect(errorsOfRow(1)).toEqual([[0, 'Duplicate SSN: also on line 4 of this file']]);
    expect(errorsOfRow(2)).toEqual([[0, 'An employee with this SSN is already on your roster']]);
    expect(errorsOfRow(3)).toEqual([[3, 'Dob cannot be later than today']]);
    const misformatted = await client.post('/services/employees/uploads', {
      fileId: await uploadCsv(client, [HEADER, `${nextSsn()},Iso,Dated,1980-01-02,,,,,`].join('\n')),
      validOnly: false,
    });
    expect(misformatted.body.validationErrors).toEqual([
      expect.objectContaining({ colIndx: 3, errorMessage: 'Dob must be a date in MM/DD/YYYY format' }),
    ]);
    expect(await t.app.db.selectFrom('employee_uploads').select('id').execute()).toHaveLength(0);
  });

  it('with validOnly saves only the valid rows, screens them, records a partial upload and e-mails the outcome', async () => {
    const { client, user } = await vendorWithRoster(t.app);
    const csv = `\uFEFF${HEADER}\r\n"${nextSsn()}","O'Brien, Jr.",Patrick,03/04/1975,"10 Oak Ave, Apt 2",,Boston,MA,02108\r\n${nextSsn()},Jane,Roe,,,,,,\r\nbad,,,,,,,,\r\n\r\n\r\n`;
    const fileId = await uploadCsv(client, csv, 'partial.csv');
    const response = await client.post('/services/employees/uploads', { fileId, validOnly: true });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ rowsAccepted: 2, partialUpload: true });

    const history = await eventually(async () => {
      const rows = (await client.get('/services/employees/uploads')).body;
      return rows[0]?.status === 'COMPLETE' && rows[0].rowsScreened === 2 ? rows : undefined;
    }, 15_000);
    expect(history[0]).toMatchObject({
      filename: 'partial.csv',
      username: user.username,
      partialUpload: true,
      rowsSaved: 2,
      rowsSkipped: 1,
      rowsScreened: 2,
      matchesFound: 0,
    });
    const roster = await client.get('/services/employees?sortBy=lastName');
    expect(roster.body.content.map((e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`)).toEqual([
      "O'Brien, Jr. Patrick",
      'Jane Roe',
    ]);
    expect(roster.body.content[0]).toMatchObject({ dob: '1975-03-04', street1: '10 Oak Ave, Apt 2', state: 'MA', postalCode: '02108' });
    const mail = await eventually(async () => smtp.mails.find((m) => m.to === user.email));
    const text = mail.text;
    expect(text).toContain('2 employees added to your roster');
    expect(text).toContain('1 row was skipped');
    expect(text).toContain('partial.csv');
  });

  it('refuses validOnly when no row is valid', async () => {
    const { client } = await vendorWithRoster(t.app);
    const fileId = await uploadCsv(client, `${HEADER}\nbad,,,,,,,,\n`);
    const response = await client.post('/services/employees/uploads', { fileId, validOnly: true });
    expect(response.status).toBe(400);
    expect(response.body.hasValid).toBe(false);
  });

  it('needs the monitoring subscription and a session', async () => {
    const { client } = await vendorWithRoster(t.app, { monitoring: false });
    expect((await client.get('/services/employees/uploads')).status).toBe(403);
    expect((await client.post('/services/employees/uploads', { fileId: 1, validOnly: false })).status).toBe(403);
    expect((await t.client().get('/services/employees/uploads')).status).toBe(401);
  });
});
