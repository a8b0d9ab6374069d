import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSubscription, buildUser, buildVendor } from '../../src/db/seed/factories';
import { createDb } from '../../src/platform/db/database';
import { startAppProcess, type AppProcess } from '../../src/testing/app-process';
import { eventually } from '../../src/testing/eventually';
import { TestClient } from '../../src/testing/http-client';
import { createTestDatabase } from '../../src/testing/test-postgres';

const ROWS = 25_000;
const HEADER = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip';

/**
 * The real server process (as `npm start` runs it) killed with SIGKILL while it stores a
 * 25,000-row upload, then started again on the same database and data folder: the upload ends
 * COMPLETE with every row stored once.
 */
describe('a server killed during a bulk upload', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: ReturnType<typeof createDb>;
  let server: AppProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-crash-'));

  /** Starts the server process on the test database; resolves once it serves. */
  const startServer = async () => {
    server = await startAppProcess('serve', { DATABASE_URL: database.url, DATA_DIR: dataDir });
    return server;
  };

  beforeAll(async () => {
    const pgServer = inject('pgServer');
    database = await createTestDatabase(pgServer.serverUrl, pgServer.templateName);
    handle = createDb(database.url, { max: 2 });
  });

  afterAll(async () => {
    await server?.kill9();
    await handle?.pool.end();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the upload after a restart, storing every row exactly once', { timeout: 180_000 }, async () => {
    const { db } = handle;
    const first = await startServer();
    const vendor = await buildVendor(db, { businessName: 'Crash Test Vendor' });
    await buildSubscription(db, { vendorId: vendor.id });
    const user = await buildUser(db, { vendorId: vendor.id });
    const client = new TestClient(first.baseUrl!);
    await client.login(user.username);
    const lines = [HEADER];
    for (let i = 0; i < ROWS; i++) lines.push(`${100_000_000 + i},First${i % 97},Last${i % 89},01/02/1980,${i} Main St,,Austin,TX,73301`);
    const file = await client.upload('/services/files', [{ filename: 'big.csv', content: `${lines.join('\r\n')}\r\n`, type: 'text/csv' }], {
      headers: { 'directory-name': 'employeeUpload' },
    });
    expect(file.status).toBe(201);
    const submitted = await client.post('/services/employees/uploads', { fileId: file.body.id, validOnly: false });
    expect(submitted.status).toBe(202);
    const uploadId: number = submitted.body.uploadId;

    // Killed while its job is inserting the rows (inside the transaction that stores them).
    await eventually(async () => {
      const { rows } = await sql<{ pid: number }>`
        SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
           AND query LIKE '%INSERT INTO employees%'`.execute(db);
      return rows.length ? true : undefined;
    }, 30_000);
    await first.kill9();

    // The killed process's transaction is rolled back once PostgreSQL sees its connection gone.
    await eventually(async () => {
      try {
        await db
          .transaction()
          .execute((trx) => trx.selectFrom('employee_uploads').select('id').where('id', '=', uploadId).forUpdate().noWait().execute());
        return true;
      } catch {
        return undefined;
      }
    });
    expect(await db.selectFrom('employee_uploads').select('status').where('id', '=', uploadId).executeTakeFirstOrThrow()).toEqual({
      status: 'PENDING',
    });
    expect(await db.selectFrom('employees').select('id').where('vendor_id', '=', vendor.id).execute()).toHaveLength(0);

    const second = await startServer();
    const upload = await eventually(async () => {
      const row = await db.selectFrom('employee_uploads').selectAll().where('id', '=', uploadId).executeTakeFirstOrThrow();
      return row.status === 'PENDING' ? undefined : row;
    }, 60_000);
    expect(second.output()).toContain('work left unfinished by a stopped process');
    expect(upload).toMatchObject({ status: 'COMPLETE', rows_saved: ROWS, rows_skipped: 0 });
    const stored = await db
      .selectFrom('employees')
      .select((eb) => [eb.fn.countAll<string>().as('rows'), eb.fn.count<string>('ssn_index').distinct().as('people')])
      .where('vendor_id', '=', vendor.id)
      .executeTakeFirstOrThrow();
    expect({ rows: Number(stored.rows), people: Number(stored.people) }).toEqual({ rows: ROWS, people: ROWS });

    await second.stop();
  });
});
