import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadListsJob } from '../../src/modules/screening/lists/download-lists-job';
import { signedInAdmin, signedInVendor } from '../../src/testing/signed-in';
import { startS3Server, type RunningS3Server } from '../../src/testing/s3-server';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leieBusinessRow } from './list-fixtures';

const BUCKET = 'vendorproof-list-downloads';
const leieFile = (names: string[]) => `${LEIE_HEADER}\r\n${names.map((name) => leieBusinessRow(name)).join('\r\n')}\r\n`;

/** The publisher's server: answers the current body for any path. */
let body = '';
const publisher = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/csv' });
  response.end(body);
});
let publisherUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => publisher.listen(0, '127.0.0.1', resolve));
  publisherUrl = `http://127.0.0.1:${(publisher.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => publisher.close(() => resolve())));

/** The same behaviour whichever file storage keeps the downloads (the storage contract's pattern). */
function listDownloadsKept(adapter: 'local' | 's3') {
  describe(`downloaded list files kept in ${adapter} file storage`, () => {
    let s3: RunningS3Server | undefined;
    beforeAll(async () => {
      if (adapter === 's3') s3 = await startS3Server([BUCKET]);
    });
    afterAll(async () => {
      await s3?.close();
    });
    const t = useTestApp(() => ({ env: s3?.env(BUCKET) ?? {} }));
    const latestSnapshot = () =>
      t.app.db.selectFrom('list_snapshots').selectAll().where('source_id', '=', 'leie').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const keptFiles = () => t.app.db.selectFrom('files').selectAll().where('directory', '=', 'listImport').orderBy('id').execute();

    it('keeps each new download under the platform prefix, for admins only to download and import again; a repeat is not kept twice', async () => {
      const { http: admin } = await signedInAdmin(t.app);
      await admin.put('/services/admin/screening/sources/leie', { downloadUrl: `${publisherUrl}/UPDATED.csv`, downloadEnabled: true });
      const full = leieFile(['ALDER CREEK CLINIC', 'BIRCH HOLLOW PHARMACY', 'CYPRESS RIDGE LABS', 'DOGWOOD HOME CARE']);
      body = full;
      await downloadListsJob.handle(t.app.runtime.deps, { sourceId: 'leie' });
      const first = await latestSnapshot();
      expect(first).toMatchObject({ status: 'ACTIVE', record_count: 4 });
      const [firstFile] = await keptFiles();
      expect(first.source_file_id).toBe(firstFile!.id);
      expect(firstFile).toMatchObject({ filename: 'UPDATED.csv', sha256: first.file_sha256, vendor_id: null, client_id: null });
      expect(firstFile!.storage_key).toMatch(/^platform\/listImport\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
      const downloaded = await admin.download(`/services/files/${firstFile!.id}`);
      expect(downloaded.status).toBe(200);
      expect(downloaded.bytes.toString()).toBe(full);
      const listed = await admin.get<Array<{ id: number; sourceFileId: number | null }>>(
        '/services/admin/screening/snapshots?sourceId=leie',
      );
      expect(listed.body[0]).toMatchObject({ id: first.id, sourceFileId: firstFile!.id });

      // A download far smaller than the list in force is refused, and kept for an admin to look at.
      const shrunk = leieFile(['ALDER CREEK CLINIC']);
      body = shrunk;
      await downloadListsJob.handle(t.app.runtime.deps, { sourceId: 'leie' });
      const refused = await latestSnapshot();
      expect(refused.status).toBe('FAILED');
      expect(refused.source_file_id).not.toBeNull();
      expect((await admin.download(`/services/files/${refused.source_file_id}`)).bytes.toString()).toBe(shrunk);
      // The admin decides the list did shrink: importing the kept file reads it back from storage.
      const imported = await admin.post('/services/admin/screening/imports', { sourceId: 'leie', fileId: refused.source_file_id });
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(imported.body).toMatchObject({ status: 'ACTIVE', recordCount: 1 });
      expect((await latestSnapshot()).source_file_id).toBe(refused.source_file_id);

      await downloadListsJob.handle(t.app.runtime.deps, { sourceId: 'leie' });
      expect((await latestSnapshot()).status).toBe('DUPLICATE');
      expect(await keptFiles()).toHaveLength(2);

      const { http: vendor } = await signedInVendor(t.app);
      expect((await vendor.download(`/services/files/${firstFile!.id}`)).status).toBe(404);
    });
  });
}

listDownloadsKept('local');
listDownloadsKept('s3');
