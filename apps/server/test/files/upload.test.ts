import { describe, expect, it } from 'vitest';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const CSV = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip\n123456789,Ann,Lee,01/02/1980,,,,,\n';
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe('POST /services/files', () => {
  const t = useTestApp();

  const vendorClient = () => signedInVendor(t.app);

  it('stores a CSV for a vendor user and answers its id and name; the vendor can download it back', async () => {
    const { user, http: client } = await vendorClient();
    const response = await client.upload('/services/files', [{ filename: 'roster.csv', content: CSV, type: 'text/csv' }], {
      headers: { 'directory-name': 'employeeUpload', 'user-type': 'vendor' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), name: 'roster.csv' });
    const row = await t.app.db.selectFrom('files').selectAll().where('id', '=', response.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      vendor_id: user.vendor_id,
      directory: 'employeeUpload',
      content_type: 'text/csv',
      size_bytes: Buffer.byteLength(CSV),
    });
    const download = await client.download(`/services/files/${response.body.id}`);
    expect(download.status).toBe(200);
    expect(download.bytes.toString()).toBe(CSV);
    expect(download.headers.get('content-disposition')).toContain('filename="roster.csv"');
  });

  it('answers 404 when another vendor asks for the file', async () => {
    const { http: client } = await vendorClient();
    const uploaded = await client.upload('/services/files', [{ filename: 'a.csv', content: CSV }], {
      headers: { 'directory-name': 'employeeUpload' },
    });
    const { http: other } = await vendorClient();
    expect((await other.download(`/services/files/${uploaded.body.id}`)).status).toBe(404);
  });

  it('refuses content that is not what the directory accepts, whatever the name says (415)', async () => {
    const { http: client } = await vendorClient();
    const response = await client.upload('/services/files', [{ filename: 'roster.csv', content: PNG_HEADER, type: 'text/csv' }], {
      headers: { 'directory-name': 'employeeUpload' },
    });
    expect(response.status).toBe(415);
    expect(response.body.error.message).toBe('File type not recognized: please upload a CSV file.');
  });

  it('accepts a real PDF for an evidence form question', async () => {
    const { http: client } = await vendorClient();
    const response = await client.upload('/services/files', [{ filename: 'license.pdf', content: PDF }], {
      headers: { 'directory-name': 'evd', 'data-point-id': 'license-file' },
    });
    expect(response.status).toBe(201);
  });

  it('refuses a file over the directory limit with 413 and says the limit', async () => {
    const { http: client } = await vendorClient();
    const big = Buffer.concat([PNG_HEADER, Buffer.alloc(900 * 1024, 1)]);
    const response = await client.upload('/services/files', [{ filename: 'logo.png', content: big }], {
      headers: { 'directory-name': 'marketplace-logo' },
    });
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('File too large: the limit is 0.8 MB. Please upload a smaller file.');
  });

  it('refuses an empty file, a missing file, two files and an unknown directory with 400', async () => {
    const { http: client } = await vendorClient();
    const headers = { 'directory-name': 'employeeUpload' };
    expect((await client.upload('/services/files', [{ filename: 'empty.csv', content: '' }], { headers })).body.error.message).toBe(
      'The file is empty.',
    );
    expect((await client.upload('/services/files', [], { headers })).status).toBe(400);
    const two = await client.upload(
      '/services/files',
      [
        { filename: 'a.csv', content: CSV },
        { filename: 'b.csv', content: CSV },
      ],
      { headers },
    );
    expect(two.status).toBe(400);
    expect(two.body.error.message).toBe('No more than 1 file(s) is allowed.');
    const unknown = await client.upload('/services/files', [{ filename: 'a.csv', content: CSV }], {
      headers: { 'directory-name': 'secret' },
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses a client user uploading into a vendor directory with 403', async () => {
    const { http: client } = await signedInClient(t.app);
    const response = await client.upload('/services/files', [{ filename: 'a.csv', content: CSV }], {
      headers: { 'directory-name': 'employeeUpload' },
    });
    expect(response.status).toBe(403);
  });

  it('answers 401 without a session and 403 without the CSRF header', async () => {
    const anonymous = t.client();
    expect(
      (
        await anonymous.upload('/services/files', [{ filename: 'a.csv', content: CSV }], {
          headers: { 'directory-name': 'employeeUpload' },
        })
      ).status,
    ).toBe(401);
    const { http: client } = await vendorClient();
    const noCsrf = await client.upload('/services/files', [{ filename: 'a.csv', content: CSV }], {
      csrf: false,
      headers: { 'directory-name': 'employeeUpload' },
    });
    expect(noCsrf.status).toBe(403);
  });

  it('keeps only the base name of a path-like file name', async () => {
    const { http: client } = await vendorClient();
    const response = await client.upload('/services/files', [{ filename: '../../etc/passwd.csv', content: CSV }], {
      headers: { 'directory-name': 'employeeUpload' },
    });
    expect(response.body.name).toBe('passwd.csv');
  });
});
