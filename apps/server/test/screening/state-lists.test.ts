import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateFixturePath } from '@app/screening/state-lists/fixtures/state-fixtures';
import { STATE_SOURCES, stateSource } from '@app/screening/state-lists/registry';
import { minnesotaWorkbooks } from '@app/screening/state-lists/state-test-support';
import { buildUser } from '../../src/db/seed/factories';
import { downloadListsJob } from '../../src/modules/screening/lists/download-lists-job';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { signedInAdmin } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const fixture = (state: string) => stateFixturePath(stateSource(state)!);
const AR_HEADER = 'Provider Name,Facility Name,Division,City,State,Zip\n';

describe('state Medicaid lists on the server', () => {
  const t = useTestApp();
  let served: { status: number; body: Buffer | string } = { status: 200, body: '' };
  const server = http.createServer((request, response) => {
    if (request.url === '/ga-page.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/files/ga.xlsx">Georgia OIG Exclusions List (Excel)</a>');
      return;
    }
    if (request.url === '/files/ga.xlsx') return void response.writeHead(200).end(readFileSync(fixture('GA')));
    response.writeHead(served.status).end(served.body);
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sourceRow = (id: string) => t.app.db.selectFrom('list_sources').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outbox = (to: string) =>
    t.app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', to).orderBy('id').execute();

  it('lists every state source for admins, with its format and publisher page, downloads off', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const response = await admin.get('/services/admin/screening/sources');
    expect(response.status).toBe(200);
    const states = (
      response.body as Array<{ id: string; kind: string; downloadEnabled: boolean; format: string; publisherPage: string }>
    ).filter((s) => s.kind === 'state');
    expect(states.map((s) => s.id).sort()).toEqual(STATE_SOURCES.map((s) => s.id).sort());
    expect(states.every((s) => !s.downloadEnabled && s.format && s.publisherPage.startsWith('https://'))).toBe(true);
  });

  it('imports a state list: reinstated rows are not in force, identifiers are kept', async () => {
    const outcome = await importListFromPath(t.app.runtime.deps, { sourceId: 'state:PA', filePath: fixture('PA'), demo: true });
    expect(outcome).toMatchObject({ status: 'ACTIVE', recordCount: 2 });
    const records = await t.app.db
      .selectFrom('list_records')
      .select(['display_name', 'record'])
      .where('source_id', '=', 'state:PA')
      .orderBy('display_name')
      .execute();
    expect(records.map((r) => r.display_name)).toEqual(['Daniel R. Stein', 'Keystone Home Health, LLC']);
    expect((records[1]!.record as { identifiers: { fein: string } }).identifiers.fein).toBe('231234567');
    const { http: admin } = await signedInAdmin(t.app);
    const pa = (
      (await admin.get('/services/admin/screening/sources')).body as Array<{ id: string; currentSnapshot: { demo: boolean } }>
    ).find((s) => s.id === 'state:PA')!;
    expect(pa.currentSnapshot.demo).toBe(true);
  });

  it('refuses the file of another state, naming the missing columns, and keeps the snapshot in force', async () => {
    await importListFromPath(t.app.runtime.deps, { sourceId: 'state:WA', filePath: fixture('WA') });
    const before = await sourceRow('state:WA');
    const refused = await importListFromPath(t.app.runtime.deps, { sourceId: 'state:WA', filePath: fixture('NY') });
    expect(refused.status).toBe('FAILED');
    expect(refused.error).toMatch(
      /^not a Washington HCA Provider Termination and Exclusion List file: the header lacks "Name", "Date of Exclusion", "Action"$/,
    );
    expect((await sourceRow('state:WA')).current_snapshot_id).toBe(before.current_snapshot_id);
    expect(await t.app.db.selectFrom('list_records').select('record_id').where('source_id', '=', 'state:WA').execute()).toHaveLength(2);
  });

  it("imports MN's two uploaded workbooks (groups, individuals) as one snapshot, the same pair twice as a no-op", async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const ids: number[] = [];
    for (const workbook of await minnesotaWorkbooks()) {
      const upload = await admin.upload('/services/files', [{ filename: workbook.name, content: workbook.data }], {
        headers: { 'directory-name': 'listImport' },
      });
      expect(upload.status).toBe(201);
      ids.push(upload.body.id as number);
    }
    const imported = await admin.post('/services/admin/screening/imports', { sourceId: 'state:MN', fileId: ids[0], moreFileIds: [ids[1]] });
    // Three rows, one of them reinstated (not in force).
    expect(imported.body).toMatchObject({ status: 'ACTIVE', recordCount: 2, added: 2 });
    const snapshot = await t.app.db
      .selectFrom('list_snapshots')
      .select(['file_name', 'record_count'])
      .where('id', '=', imported.body.snapshotId)
      .executeTakeFirstOrThrow();
    expect(snapshot.file_name).toBe('excluded-groups.xlsx + excluded-individuals.xlsx');
    const again = await admin.post('/services/admin/screening/imports', { sourceId: 'state:MN', fileId: ids[0], moreFileIds: [ids[1]] });
    expect(again.body).toMatchObject({ status: 'DUPLICATE' });
    expect(
      (await admin.post('/services/admin/screening/imports', { sourceId: 'state:MN', fileId: ids[0], moreFileIds: [999999] })).status,
    ).toBe(404);
  });

  it('downloads a source through its page link once an admin enables it', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const put = await admin.put('/services/admin/screening/sources/state:GA', {
      downloadUrl: `${base}/ga-page.html`,
      downloadEnabled: true,
    });
    expect(put.status).toBe(200);
    await downloadListsJob.handle(t.app.runtime.deps, {});
    expect(await t.app.db.selectFrom('list_records').select('record_id').where('source_id', '=', 'state:GA').execute()).toHaveLength(3);
    expect(await sourceRow('state:GA')).toMatchObject({ last_error: null, last_download_at: expect.any(Date) });
    await admin.put('/services/admin/screening/sources/state:GA', { downloadUrl: `${base}/ga-page.html`, downloadEnabled: false });
  });

  it('keeps the last snapshot and alerts the admins when a download fails or is far smaller than the list in force', async () => {
    const adminEmail = 'lists-admin@example.com';
    await buildUser(t.app.db, { role: 'PT Admin User', email: adminEmail });
    const { http: admin } = await signedInAdmin(t.app);
    served = {
      status: 200,
      body: `${AR_HEADER}"DOE, JOHN",,DDS,Conway,AR,72032\n"ROE, JANE",,DDS,Conway,AR,72032\n"POE, EDGAR",,DDS,Conway,AR,72032\n`,
    };
    await admin.put('/services/admin/screening/sources/state:AR', { downloadUrl: `${base}/ar.csv`, downloadEnabled: true });
    await downloadListsJob.handle(t.app.runtime.deps, { sourceId: 'state:AR' });
    const good = await sourceRow('state:AR');
    expect(good.current_snapshot_id).not.toBeNull();

    served = { status: 404, body: 'moved' };
    await downloadListsJob.handle(t.app.runtime.deps, { sourceId: 'state:AR' });
    expect((await sourceRow('state:AR')).last_error).toMatch(/answered HTTP 404/);

    served = { status: 200, body: `${AR_HEADER}"DOE, JOHN",,DDS,Conway,AR,72032\n` };
    await downloadListsJob.handle(t.app.runtime.deps, { sourceId: 'state:AR' });
    const after = await sourceRow('state:AR');
    expect(after.current_snapshot_id).toBe(good.current_snapshot_id);
    expect(after.last_error).toMatch(/holds 1 records, fewer than half of the snapshot in force/);
    expect(await t.app.db.selectFrom('list_records').select('record_id').where('source_id', '=', 'state:AR').execute()).toHaveLength(3);

    const mails = await outbox(adminEmail);
    expect(mails.map((m) => m.subject)).toEqual([
      'Exclusion list not updated: Arkansas DHS Medicaid Exclusion List',
      'Exclusion list not updated: Arkansas DHS Medicaid Exclusion List',
    ]);
    expect(mails[0]!.text_body).toContain('The last good snapshot stays in force.');
    const listed = (
      (await admin.get('/services/admin/screening/sources')).body as Array<{ id: string; lastError: string; recordCount: number }>
    ).find((s) => s.id === 'state:AR')!;
    expect(listed).toMatchObject({ recordCount: 3, lastError: expect.stringContaining('fewer than half') });
  });
});
