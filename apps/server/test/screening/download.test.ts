import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadListsJob } from '../../src/modules/screening/lists/download-lists-job';
import { signedInAdmin } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leieBusinessRow } from './list-fixtures';

describe('scheduled list downloads (against a local HTTP server)', () => {
  let body = `${LEIE_HEADER}\r\n${leieBusinessRow('CEDAR GROVE CLINIC')}\r\n`;
  let status = 200;
  const server = http.createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'text/csv' });
    response.end(status === 200 ? body : 'unavailable');
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const t = useTestApp();

  it('lets an admin set the URL, then the job downloads and imports enabled sources only', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const response = await admin.put('/services/admin/screening/sources/leie', {
      downloadUrl: `${baseUrl}/UPDATED.csv`,
      downloadEnabled: true,
    });
    expect(response.status).toBe(200);
    await admin.put('/services/admin/screening/sources/ofac', { downloadUrl: `${baseUrl}/sdn.csv`, downloadEnabled: false });

    await downloadListsJob.handle(t.app.runtime.deps, {});
    const leie = await t.app.db.selectFrom('list_records').select('display_name').where('source_id', '=', 'leie').execute();
    expect(leie.map((r) => r.display_name)).toEqual(['CEDAR GROVE CLINIC']);
    expect(await t.app.db.selectFrom('list_records').select('record_id').where('source_id', '=', 'ofac').execute()).toEqual([]);
    const snapshot = await t.app.db
      .selectFrom('list_snapshots')
      .selectAll()
      .where('source_id', '=', 'leie')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(snapshot).toMatchObject({ status: 'ACTIVE', mode: 'FULL', file_name: 'UPDATED.csv' });

    await downloadListsJob.handle(t.app.runtime.deps, {});
    const latest = await t.app.db
      .selectFrom('list_snapshots')
      .selectAll()
      .where('source_id', '=', 'leie')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest.status).toBe('DUPLICATE');
  });

  it('keeps the snapshot in force when the download fails', async () => {
    const before = await t.app.db
      .selectFrom('list_sources')
      .select('current_snapshot_id')
      .where('id', '=', 'leie')
      .executeTakeFirstOrThrow();
    // Not found is not retried (5xx answers are, see fetch-source.test.ts); the job records it and goes on.
    status = 404;
    await downloadListsJob.handle(t.app.runtime.deps, {});
    status = 200;
    const source = await t.app.db.selectFrom('list_sources').select('last_error').where('id', '=', 'leie').executeTakeFirstOrThrow();
    expect(source.last_error).toMatch(/answered HTTP 404/);
    const after = await t.app.db
      .selectFrom('list_sources')
      .select('current_snapshot_id')
      .where('id', '=', 'leie')
      .executeTakeFirstOrThrow();
    expect(after.current_snapshot_id).toBe(before.current_snapshot_id);
    body = `${LEIE_HEADER}\r\n${leieBusinessRow('CEDAR GROVE CLINIC')}\r\n${leieBusinessRow('WILLOW BEND REHAB')}\r\n`;
    await downloadListsJob.handle(t.app.runtime.deps, {});
    const names = await t.app.db
      .selectFrom('list_records')
      .select('display_name')
      .where('source_id', '=', 'leie')
      .orderBy('display_name')
      .execute();
    expect(names.map((r) => r.display_name)).toEqual(['CEDAR GROVE CLINIC', 'WILLOW BEND REHAB']);
  });

  it('refuses a URL that is not http(s) with 400', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const response = await admin.put('/services/admin/screening/sources/leie', {
      downloadUrl: 'file:///etc/passwd',
      downloadEnabled: true,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.downloadUrl).toBe('Enter a valid http(s) URL');
  });
});
