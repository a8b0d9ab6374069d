import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@app/shared/files/uploads';
import type { TestClient } from '../../src/testing/http-client';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const CSV = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip\n123456789,Ann,Lee,01/02/1980,,,,,\n';
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const BOUNDARY = 'test-upload-boundary';
const MB = 1024 * 1024;

/** The start of a multipart body: the file part ("file", logo.png) and the first `size` bytes of a PNG. */
const startOfLogoPart = (size: number) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG_HEADER,
    Buffer.alloc(size - PNG_HEADER.length, 1),
  ]);

/**
 * Sends `start` as the beginning of a multipart body that stays open until the answer arrives.
 * Answers the response, or 'no answer' when the server waits for the rest of the body to answer.
 */
async function answerWhileSending(client: TestClient, directory: string, start: Buffer) {
  let finish = () => {};
  const held = new Promise<void>((resolve) => (finish = resolve));
  const chunkSize = 64 * 1024;
  const chunks = Array.from({ length: Math.ceil(start.length / chunkSize) }, (_, i) => start.subarray(i * chunkSize, (i + 1) * chunkSize));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = chunks.shift();
      if (next) return controller.enqueue(new Uint8Array(next));
      await held;
      controller.close();
    },
  });
  const request = client.request('POST', '/services/files', body, {
    headers: { 'directory-name': directory, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const deadline = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 10_000).unref());
  try {
    return await Promise.race([request, deadline]);
  } finally {
    finish();
  }
}

/** Every file under `dir` (recursively). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];

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

  it('answers 413 at the first byte over the directory limit, while the rest is still being sent, and keeps nothing', async () => {
    const { user, http: client } = await vendorClient();
    const response = await answerWhileSending(client, 'marketplace-logo', startOfLogoPart(2 * MB));
    expect(response).not.toBe('no answer');
    expect(response).toMatchObject({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'File too large: the limit is 0.8 MB. Please upload a smaller file.' } },
    });
    expect(await t.app.db.selectFrom('files').select('id').where('uploaded_by', '=', user.id).execute()).toEqual([]);
    const storage = path.join(t.app.runtime.deps.config.dataDir, 'files');
    expect(filesUnder(path.join(storage, 'marketplace-logo'))).toEqual([]);
    expect(filesUnder(path.join(storage, 'tmp'))).toEqual([]);
  });

  it('takes a file of exactly the directory limit and refuses one byte more', async () => {
    const { http: client } = await vendorClient();
    const limit = UPLOAD_MAX_BYTES['marketplace-logo'];
    const logo = (size: number) => Buffer.concat([PNG_HEADER, Buffer.alloc(size - PNG_HEADER.length, 1)]);
    const headers = { 'directory-name': 'marketplace-logo' };
    const atLimit = await client.upload('/services/files', [{ filename: 'logo.png', content: logo(limit) }], { headers });
    expect(atLimit.status).toBe(201);
    expect(await t.app.db.selectFrom('files').select('size_bytes').where('id', '=', atLimit.body.id).executeTakeFirstOrThrow()).toEqual({
      size_bytes: limit,
    });
    expect((await client.upload('/services/files', [{ filename: 'logo.png', content: logo(limit + 1) }], { headers })).status).toBe(413);
  });

  it('refuses an unknown directory (400) and a directory the user may not use (403) before reading the body', async () => {
    // Only the body's first line: no part has begun, so nothing of the body is needed to answer.
    const firstLine = Buffer.from(`--${BOUNDARY}\r\n`);
    const { http: vendor } = await vendorClient();
    expect(await answerWhileSending(vendor, 'secret', firstLine)).toMatchObject({
      status: 400,
      body: { error: { fieldErrors: { 'directory-name': 'Unknown upload directory' } } },
    });
    const { http: client } = await signedInClient(t.app);
    expect(await answerWhileSending(client, 'marketplace-logo', firstLine)).toMatchObject({ status: 403 });
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
