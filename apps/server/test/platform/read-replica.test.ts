import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlatformSummary } from '@app/shared/platform/platform-summary';
import { buildChecklistItem, buildClient, buildCovgWithCode, buildEnrollment, buildVendor } from '../../src/db/seed/factories';
import { createDb } from '../../src/platform/db/database';
import { eventually } from '../../src/testing/eventually';
import { signedInAdmin, signedInClient } from '../../src/testing/signed-in';
import { startTestApp, type TestApp } from '../../src/testing/test-app';
import { adminQuery, createTestDatabase } from '../../src/testing/test-postgres';

const databaseName = (url: string) => new URL(url).pathname.slice(1);

/**
 * READ_DATABASE_URL: the app runs on a primary and a replica that are copies of one seeded database; the
 * replica refuses writes (default_transaction_read_only, as a hot standby does). Rows added to the
 * primary afterwards show which reads went where.
 */
describe('READ_DATABASE_URL', () => {
  let app: TestApp;
  let replicaUrl: string;
  let clientId: number;
  let vendorId: number;
  const drops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const pgServer = inject('pgServer');
    const seeded = await createTestDatabase(pgServer.serverUrl, pgServer.templateName);
    drops.push(seeded.drop);
    const { db, pool } = createDb(seeded.url, { max: 2 });
    clientId = (await buildClient(db, { name: 'Replica Hospital', products: ['VendorProofEngage', 'Attestations'] })).id;
    vendorId = (await buildVendor(db, { businessName: 'Replica Supply' })).id;
    await buildCovgWithCode(db, { clientId, vendorId, preferredName: 'Replica Supply' });
    await buildEnrollment(db, { vendorId, clientId });
    await buildChecklistItem(db, { vendorId, clientId, name: 'Copied Form', dueDate: '2027-01-15' });
    await pool.end();

    const replica = await createTestDatabase(pgServer.serverUrl, databaseName(seeded.url));
    drops.push(replica.drop);
    replicaUrl = replica.url;
    await adminQuery(pgServer.serverUrl, `ALTER DATABASE ${databaseName(replicaUrl)} SET default_transaction_read_only = on`);
    app = await startTestApp(
      { serverUrl: pgServer.serverUrl, templateName: databaseName(seeded.url) },
      { env: { READ_DATABASE_URL: replicaUrl }, runWorker: true },
    );
  });
  afterAll(async () => {
    await app?.close();
    for (const drop of drops.reverse()) await drop();
  });

  it('refuses any write on the replica database (so every test below proves the app wrote nothing there)', async () => {
    await expect(adminQuery(replicaUrl, `UPDATE clients SET name = 'changed' WHERE id = ${clientId}`)).rejects.toThrow(
      /read-only transaction/,
    );
  });

  it('streams the attestations CSV from the replica while the attestation page reads the primary', async () => {
    await buildChecklistItem(app.db, { vendorId, clientId, name: 'Added On Primary', dueDate: '2027-02-15' });
    const { http } = await signedInClient(app, { clientId, permissions: ['Attestations'] });

    const page = await http.get<{ content: Array<{ formName: string }> }>('/services/attestations');
    expect(page.body.content.map((row) => row.formName).sort()).toEqual(['Added On Primary', 'Copied Form']);

    const csv = await fetch(new URL('/services/attestations', app.baseUrl), {
      headers: { accept: 'text/csv', cookie: `SESSION=${http.cookie('SESSION')}` },
    });
    expect(csv.status).toBe(200);
    const records: string[][] = parse(await csv.text());
    const formName = records[0]!.indexOf('Form Name');
    expect(records.slice(1).map((record) => record[formName])).toEqual(['Copied Form']);
  });

  it('counts the dashboard’s tenants on the replica', async () => {
    const { http: admin } = await signedInAdmin(app);
    const before = (await admin.get<PlatformSummary>('/services/admin/platform-summary')).body;
    await buildVendor(app.db, { businessName: 'Only On Primary' });
    const after = await admin.get<PlatformSummary>('/services/admin/platform-summary');
    expect(after.status).toBe(200);
    expect(after.body.vendors).toBe(before.vendors);
  });

  it('generates a report from the replica, its status and file recorded on the primary', async () => {
    const { http: admin } = await signedInAdmin(app);
    const asked = await admin.post<{ id: number }>('/services/asyncReports', {
      identifier: 'vendorExportOneOrganizationService',
      name: 'Replica export',
      parameters: { clientId: String(clientId) },
    });
    expect(asked.status).toBe(202);
    const done = await eventually(async () => {
      const row = await app.db
        .selectFrom('async_reports')
        .select(['generation_status', 'file_id', 'row_count'])
        .where('id', '=', asked.body.id)
        .executeTakeFirstOrThrow();
      return row.generation_status === 'FINISHED' || row.generation_status === 'ERROR' ? row : undefined;
    }, 30_000);
    expect(done).toMatchObject({ generation_status: 'FINISHED', file_id: expect.any(Number) });
  });
});
