import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../src/testing/http-client';
import { useTestApp } from '../support/harness';
import { nextSsn, vendorWithRoster } from './employee-fixtures';

const HEADER = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip';

/** A roster file csv-parse cannot read answers the upload's row preview naming the line, never a 500. */
describe('bulk employee upload of a file with broken quoting', () => {
  const t = useTestApp();

  async function submit(client: TestClient, csv: string, validOnly = false) {
    const upload = await client.upload('/services/files', [{ filename: 'roster.csv', content: csv, type: 'text/csv' }], {
      headers: { 'directory-name': 'employeeUpload', 'user-type': 'vendor' },
    });
    expect(upload.status).toBe(201);
    return client.post('/services/employees/uploads', { fileId: upload.body.id, validOnly });
  }
  const messagesOf = (body: { validationErrors: Array<{ errorMessage: string }> }) => body.validationErrors.map((e) => e.errorMessage);

  it('answers the preview with the line of a stray quote inside a field', async () => {
    const { client } = await vendorWithRoster(t.app);
    const csv = [HEADER, `${nextSsn()},Ann,Lee,01/02/1980,,,,,`, `${nextSsn()},Bo"b,Lee,01/02/1980,,,,,`, `${nextSsn()},Cy,Lee,,,,,,`].join(
      '\n',
    );
    const response = await submit(client, csv);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ hasValid: false, lineNumbers: [3] });
    expect(messagesOf(response.body)).toEqual([
      'Line 3 could not be read: a quote appears inside a field that does not start with one. ' +
        'Put the whole field in double quotes and double each quote inside it (e.g. "Bob ""Bobby"" Lee").',
    ]);
  });

  it('answers the preview with the line of a quote that is never closed, and refuses to save the rows before it', async () => {
    const { vendor, client } = await vendorWithRoster(t.app);
    const csv = [HEADER, `${nextSsn()},Ann,Lee,01/02/1980,,,,,`, `${nextSsn()},"Bob,Lee,01/02/1980,,,,,`, `${nextSsn()},Cy,Lee,,,,,,`].join(
      '\n',
    );
    const response = await submit(client, csv);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ hasValid: false, lineNumbers: [3] });
    expect(messagesOf(response.body)).toEqual([
      'Line 3 could not be read: a quote opened here is never closed, so the rest of the file reads as one field.',
    ]);

    const validOnly = await submit(client, csv, true);
    expect(validOnly.status).toBe(400);
    expect(validOnly.body.hasValid).toBe(false);
    expect(await t.app.db.selectFrom('employee_uploads').select('id').where('vendor_id', '=', vendor.id).execute()).toEqual([]);
  });

  it('answers the preview for a closing quote followed by more text, and for an unclosed quote on the last line', async () => {
    const { client } = await vendorWithRoster(t.app);
    const afterClose = await submit(client, [HEADER, `${nextSsn()},"Ann"x,Lee,01/02/1980,,,,,`].join('\n'));
    expect(afterClose.status).toBe(400);
    expect(afterClose.body.lineNumbers).toEqual([2]);
    expect(messagesOf(afterClose.body)[0]).toMatch(/^Line 2 could not be read: a closing quote is followed by other characters/);

    const lastLine = await submit(
      client,
      [HEADER, `${nextSsn()},Ann,Lee,01/02/1980,,,,,`, `${nextSsn()},Bob,Lee,01/02/1980,,,,,"`].join('\n'),
    );
    expect(lastLine.status).toBe(400);
    expect(lastLine.body.lineNumbers).toEqual([3]);
  });

  it('reports a cell with control characters as a row error', async () => {
    const { client } = await vendorWithRoster(t.app);
    const response = await submit(
      client,
      [HEADER, `${nextSsn()},Ann,Lee,01/02/1980,,,,,`, `${nextSsn()},"Bo\u0007b",Lee,,,,,,`].join('\n'),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ hasValid: true, validRows: 1, invalidRows: 1, lineNumbers: [3] });
    expect(response.body.validationErrors).toEqual([{ rowIndx: 0, colIndx: 1, errorMessage: 'Must not contain control characters' }]);
  });
});
