import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSubscription, buildUser, buildVendor } from '../../src/db/seed/factories';
import { INTERRUPTED_IMPORT } from '../../src/modules/screening/lists/recover-imports';
import { startAppProcess, type AppProcess } from '../../src/testing/app-process';
import { eventually } from '../../src/testing/eventually';
import { TestClient } from '../../src/testing/http-client';
import { leiePersonRow, LEIE_HEADER, writeListFile } from '../screening/list-fixtures';
import { isRowLocked, useProcessDatabase } from './process-fixtures';

const HEADER = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip';

/**
 * kill -9 of a real `npm run serve` / `npm run lists:import` process while the work runs, then a start on
 * the same database: nothing lost, nothing twice, no status left stuck (docs/operations.md "After a crash").
 */
describe('a process killed with SIGKILL in the middle of the work', () => {
  const data = useProcessDatabase();
  const running: AppProcess[] = [];
  const env = () => ({ DATABASE_URL: data.url, DATA_DIR: data.dataDir });
  afterEach(async () => {
    for (const child of running.splice(0)) await child.kill9();
  });
  const start = async (...args: Parameters<typeof startAppProcess>) => {
    const child = await startAppProcess(...args);
    running.push(child);
    return child;
  };

  it('stores every row of a bulk upload once, and e-mails the uploader once, when the node dies while it stores them', async () => {
    const ROWS = 20_000;
    const vendor = await buildVendor(data.db);
    await buildSubscription(data.db, { vendorId: vendor.id });
    const user = await buildUser(data.db, { vendorId: vendor.id, email: `crash-${vendor.id}@example.test` });
    const first = await start('serve', env());
    const http = new TestClient(first.baseUrl!);
    await http.login(user.username);
    const base = 300_000_000 + vendor.id * 100_000;
    const csv = [
      HEADER,
      ...Array.from({ length: ROWS }, (_, i) => `${base + i},Ann${i},Lee,01/02/1980,1 Main St,,Springfield,IL,62701`),
    ].join('\n');
    const file = await http.upload('/services/files', [{ filename: 'roster.csv', content: csv, type: 'text/csv' }], {
      headers: { 'directory-name': 'employeeUpload' },
    });
    expect(file.status).toBe(201);
    const submitted = await http.post('/services/employees/uploads', { fileId: file.body.id, validOnly: false });
    expect(submitted.status).toBe(202);
    const uploadId = submitted.body.uploadId as number;

    // Mid-flight: the job has claimed the upload (attempts 1) and holds its row while it stores the rows.
    await eventually(async () => {
      const row = await data.db
        .selectFrom('employee_uploads')
        .select(['status', 'attempts'])
        .where('id', '=', uploadId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('PENDING');
      return row.attempts === 1 && (await isRowLocked(data.db, 'employee_uploads', uploadId)) ? true : undefined;
    }, 20_000);
    await first.kill9();
    expect(await employeeCount(vendor.id)).toBe(0);

    await start('serve', env());
    const done = await eventually(async () => {
      const row = await data.db.selectFrom('employee_uploads').selectAll().where('id', '=', uploadId).executeTakeFirstOrThrow();
      return row.status === 'PENDING' ? undefined : row;
    }, 60_000);
    expect(done).toMatchObject({ status: 'COMPLETE', rows_saved: ROWS, rows_skipped: 0, attempts: 2 });
    const stored = await sql<{ n: number; distinct_ssns: number }>`
      SELECT count(*)::int AS n, count(DISTINCT ssn_index)::int AS distinct_ssns FROM employees WHERE vendor_id = ${vendor.id}`.execute(
      data.db,
    );
    expect(stored.rows[0]).toEqual({ n: ROWS, distinct_ssns: ROWS });
    const mails = await eventually(async () => {
      const rows = await data.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', user.email).execute();
      return rows.length ? rows : undefined;
    }, 60_000);
    expect(mails.map((mail) => mail.text_body)).toEqual([expect.stringContaining(`${ROWS} employees added to your roster and screened`)]);
  }, 120_000);

  it('keeps the list in force when `npm run lists:import` dies mid-import, marks the attempt FAILED at the next start, and the same file then imports whole', async () => {
    const small = writeListFile('UPDATED.csv', [LEIE_HEADER, leiePersonRow('KEPT', 'KATE', '19700101')]);
    const before = await start('lists:import', env(), { args: ['--source', 'leie', '--file', small] });
    expect(await before.exited).toBe(0);
    const kept = await currentSnapshot();
    expect(kept.record_count).toBe(1);

    const RECORDS = 25_000;
    const big = writeListFile('UPDATED.csv', [
      LEIE_HEADER,
      ...Array.from({ length: RECORDS }, (_, i) =>
        leiePersonRow(`LAST${i}`, `FIRST${i}`, `19${String(10 + (i % 89)).padStart(2, '0')}0101`),
      ),
    ]);
    const importing = await start('lists:import', env(), { args: ['--source', 'leie', '--file', big] });
    const snapshotId = await eventually(async () => {
      const row = await data.db
        .selectFrom('list_snapshots')
        .select('id')
        .where('source_id', '=', 'leie')
        .where('status', '=', 'IMPORTING')
        .executeTakeFirst();
      return row && (await isRowLocked(data.db, 'list_snapshots', row.id)) ? row.id : undefined;
    }, 30_000);
    await importing.kill9();
    expect(await currentSnapshot()).toEqual(kept);

    // The next start of any process (here an API node) puts the attempt right.
    await start('serve', env());
    expect(
      await data.db.selectFrom('list_snapshots').select(['status', 'error']).where('id', '=', snapshotId).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'FAILED', error: INTERRUPTED_IMPORT });
    expect(await currentSnapshot()).toEqual(kept);

    const retry = await start('lists:import', env(), { args: ['--source', 'leie', '--file', big] });
    expect(await retry.exited, retry.output()).toBe(0);
    const applied = await currentSnapshot();
    expect(applied).toMatchObject({ status: 'ACTIVE', record_count: RECORDS });
    const inForce = await sql<{ n: number }>`SELECT count(*)::int AS n FROM list_records WHERE source_id = 'leie'`.execute(data.db);
    expect(inForce.rows[0]!.n).toBe(RECORDS);
    const stuck = await data.db.selectFrom('list_snapshots').select('id').where('status', '=', 'IMPORTING').execute();
    expect(stuck).toEqual([]);
  }, 120_000);

  const employeeCount = async (vendorId: number) =>
    Number(
      (
        await data.db
          .selectFrom('employees')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('vendor_id', '=', vendorId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function currentSnapshot() {
    return data.db
      .selectFrom('list_sources as s')
      .innerJoin('list_snapshots as n', 'n.id', 's.current_snapshot_id')
      .select(['n.id', 'n.status', 'n.record_count'])
      .where('s.id', '=', 'leie')
      .executeTakeFirstOrThrow();
  }
});
