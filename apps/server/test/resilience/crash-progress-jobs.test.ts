import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { VENDOR_MASTER_HEADER } from '@app/shared/client-imports/client-imports';
import { buildClient, buildSubscription, buildUser, buildVendor } from '../../src/db/seed/factories';
import { allJobs } from '../../src/jobs';
import { startScreeningRun } from '../../src/modules/screening/monitoring/screening-runs';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { startAppProcess, type AppProcess } from '../../src/testing/app-process';
import { eventually } from '../../src/testing/eventually';
import { TestClient } from '../../src/testing/http-client';
import { useProcessDatabase } from './process-fixtures';

/**
 * kill -9 of a real `npm run serve` while a job with progress runs (issue 29): the next start queues the
 * run again at once, instead of leaving it ACTIVE/RUNNING until pg-boss expires its job 15–30 minutes
 * later, and a new request does not answer the dead run.
 *
 * Each job's size is what keeps it running for several of its progress steps (batches, pages, parts)
 * after the test sees it under way, so the kill lands mid-run; more rows only make CI slower (decision 378).
 * A job that finished before the kill fails the test's check that it was still running.
 */
describe('a job with progress whose process is killed with SIGKILL', () => {
  const data = useProcessDatabase();
  const running: AppProcess[] = [];
  const env = () => ({ DATABASE_URL: data.url, DATA_DIR: data.dataDir });
  afterEach(async () => {
    for (const child of running.splice(0)) await child.kill9();
  });
  const start = async (command: 'serve' | 'worker' = 'serve') => {
    const child = await startAppProcess(command, env());
    running.push(child);
    return child;
  };

  it('runs an eligibility audit to the end after the next start, and finds no second audit of the client', async () => {
    const GROUPS = 5_000; // 10 batches
    const client = await buildClient(data.db, { name: 'Crash Audit Hospital' });
    await sql`INSERT INTO covgs (client_id, preferred_name)
              SELECT ${client.id}, 'Group ' || n FROM generate_series(1, ${GROUPS}) n`.execute(data.db);
    const admin = await buildUser(data.db, { role: 'PT Admin User' });
    const first = await start();
    const http = new TestClient(first.baseUrl!);
    await http.login(admin.username);
    const started = await http.post(`/services/eligibility/audit?clientId=${client.id}`);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const auditId = Number(started.body.jobId);
    const audit = () => data.db.selectFrom('eligibility_audits').selectAll().where('id', '=', auditId).executeTakeFirstOrThrow();

    // Mid-flight: the worker has claimed the audit under its runner lease and recorded progress.
    await eventually(async () => {
      const row = await audit();
      return row.status === 'ACTIVE' && row.runner !== null && row.work_completed > 0 ? true : undefined;
    }, 60_000);
    await first.kill9();
    expect((await audit()).status).toBe('ACTIVE');

    const second = await start();
    const again = new TestClient(second.baseUrl!);
    await again.login(admin.username);
    const done = await eventually(async () => {
      const row = await audit();
      return row.status === 'ACTIVE' ? undefined : row;
    }, 60_000);
    expect(done).toMatchObject({ status: 'COMPLETED', work_completed: GROUPS, total_work: GROUPS });
    const audits = await data.db.selectFrom('eligibility_audits').select('id').where('client_id', '=', client.id).execute();
    expect(audits).toEqual([{ id: auditId }]);
  }, 120_000);

  it('applies a vendor master import whole after the next start, each record once', async () => {
    const ROWS = 10_000; // 5 batches
    const client = await buildClient(data.db, { name: 'Crash Import Hospital' });
    const user = await buildUser(data.db, { role: 'Client User', clientId: client.id, permissions: ['ImportsAccess'] });
    const first = await start();
    const http = new TestClient(first.baseUrl!);
    await http.login(user.username);
    const csv = [
      VENDOR_MASTER_HEADER.join(','),
      ...Array.from({ length: ROWS }, (_, i) => `CV-${i},Crash Vendor ${i} LLC,,,Supplies,`),
    ].join('\n');
    const file = await http.upload('/services/files', [{ filename: 'vendors.csv', content: csv, type: 'text/csv' }], {
      headers: { 'directory-name': 'clientImport', 'user-type': 'client' },
    });
    expect(file.status).toBe(201);
    const submitted = await http.post('/services/client-imports', { fileId: file.body.id, kind: 'VENDOR_MASTER' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
    const importId = submitted.body.importId as number;
    const clientImport = () => data.db.selectFrom('client_imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow();

    await eventually(async () => {
      const row = await clientImport();
      return row.status === 'RUNNING' && row.runner !== null && row.rows_done > 0 ? true : undefined;
    }, 60_000);
    await first.kill9();
    expect((await clientImport()).status).toBe('RUNNING');

    await start();
    const done = await eventually(async () => {
      const row = await clientImport();
      return row.status === 'RUNNING' || row.status === 'PENDING' ? undefined : row;
    }, 60_000);
    expect(done).toMatchObject({ status: 'COMPLETE', rows_done: ROWS, attempts: 2 });
    const stored = await sql<{ n: number; distinct_numbers: number }>`
      SELECT count(*)::int AS n, count(DISTINCT vendor_number)::int AS distinct_numbers FROM covs WHERE client_id = ${client.id}`.execute(
      data.db,
    );
    expect(stored.rows[0]).toEqual({ n: ROWS, distinct_numbers: ROWS });
  }, 120_000);

  it('screens every chunk of a re-screen to the end after the next start, each subject once', async () => {
    const EMPLOYEES = 15_000; // 3 chunks of 5 pages
    const vendor = await buildVendor(data.db, { businessName: 'Crash Rescreen Staffing' });
    await buildSubscription(data.db, { vendorId: vendor.id });
    await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index, ssn_last4_index)
              SELECT ${vendor.id}, 'PERSON' || n, 'UNLISTED' || n, '1970-01-01', 'test', 'crash-' || n, 'crash-' || n
                FROM generate_series(1, ${EMPLOYEES}) n`.execute(data.db);
    const queue = new JobQueue(data.url, allJobs);
    await queue.start();
    const runId = (await startScreeningRun({ db: data.db, jobs: queue }, { kind: 'FULL' }, 5_000))!;
    await queue.stop();
    const run = () => data.db.selectFrom('screening_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    const chunks = () => data.db.selectFrom('screening_run_chunks').selectAll().where('run_id', '=', runId).orderBy('id').execute();

    const first = await start('worker');
    // Mid-chunk: a chunk is claimed under the worker's runner lease and has written pages, with more to come.
    await eventually(async () => {
      const [latest, all] = await Promise.all([run(), chunks()]);
      const mid = all.some((chunk) => chunk.status === 'RUNNING' && chunk.runner !== null && chunk.subjects_done > 0);
      return mid && latest.subjects_done < EMPLOYEES / 2 ? true : undefined;
    }, 60_000);
    await first.kill9();

    await start('worker');
    const done = await eventually(async () => {
      const latest = await run();
      return latest.status === 'RUNNING' ? undefined : latest;
    }, 60_000);
    expect(done).toMatchObject({ status: 'FINISHED', subjects_total: EMPLOYEES + 1, subjects_done: EMPLOYEES + 1 });
    const all = await chunks();
    expect(all.every((chunk) => chunk.status === 'DONE')).toBe(true);
    expect(all.some((chunk) => chunk.attempts === 2)).toBe(true);
    const screened = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM subject_screenings s JOIN employees e ON e.id = s.subject_id
       WHERE s.subject_type = 'EMPLOYEE' AND e.vendor_id = ${vendor.id}`.execute(data.db);
    expect(screened.rows[0]!.n).toBe(EMPLOYEES);
  }, 120_000);

  it('finishes an async report after the next start, with every row once', async () => {
    const INVOICES = 100_000;
    const client = await buildClient(data.db, { name: 'Crash Report Hospital' });
    await sql`INSERT INTO invoices (client_id, vendor_number, invoice_number, amount_cents, include_in_annual_spend)
              SELECT ${client.id}, 'CV-' || n, 'INV-' || n, n, true FROM generate_series(1, ${INVOICES}) n`.execute(data.db);
    const admin = await buildUser(data.db, { role: 'PT Admin User' });
    const first = await start();
    const http = new TestClient(first.baseUrl!);
    await http.login(admin.username);
    const asked = await http.post('/services/asyncReports', {
      identifier: 'salesforceInvoiceReportService',
      name: 'Invoices',
      parameters: {},
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const reportId = Number(asked.body.id);
    const report = () => data.db.selectFrom('async_reports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();

    // Mid-flight: the worker has claimed the report under its runner lease and is writing the CSV.
    await eventually(async () => {
      const row = await report();
      return row.generation_status === 'GENERATING' && row.runner !== null ? true : undefined;
    }, 60_000);
    await first.kill9();
    expect((await report()).generation_status).toBe('GENERATING');

    await start();
    const done = await eventually(async () => {
      const row = await report();
      return row.generation_status === 'GENERATING' || row.generation_status === 'NOT_STARTED' ? undefined : row;
    }, 90_000);
    expect(done).toMatchObject({ generation_status: 'FINISHED', row_count: INVOICES, notes: null });
    expect(done.file_id).not.toBeNull();
  }, 150_000);

  it('prepares a report export whole after the next start, with progress from the beginning', async () => {
    const EMPLOYEES = 1_000; // 5 parts
    const vendor = await buildVendor(data.db, { businessName: 'Crash Export Vendor' });
    await buildSubscription(data.db, { vendorId: vendor.id });
    // The SSN is a placeholder, so its last-four index is set too: the start-up backfill would decrypt it.
    await sql`INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index, ssn_last4_index)
              SELECT ${vendor.id}, 'Crash' || lpad(g::text, 5, '0'), 'Person', date '1970-01-01' + g, 'test',
                     ${`crash${vendor.id}-`} || g, 'none'
                FROM generate_series(1, ${EMPLOYEES}) g`.execute(data.db);
    const user = await buildUser(data.db, { role: 'Vendor User', vendorId: vendor.id });
    const first = await start();
    const http = new TestClient(first.baseUrl!);
    await http.login(user.username);
    const to = new Date().toISOString().slice(0, 10);
    const started = await http.post('/services/reports/exports', { kind: 'AUDIT_PDF', query: { from: '2026-01-01', to } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const exportId = Number(started.body.id);
    const reportExport = () => data.db.selectFrom('report_exports').selectAll().where('id', '=', exportId).executeTakeFirstOrThrow();

    // Mid-flight: some parts are rendered and counted, the file is not stored yet.
    await eventually(async () => {
      const row = await reportExport();
      return row.status === 'RUNNING' && row.runner !== null && row.done > 0 ? true : undefined;
    }, 120_000);
    await first.kill9();
    expect((await reportExport()).status).toBe('RUNNING');

    await start();
    const done = await eventually(async () => {
      const row = await reportExport();
      return row.status === 'RUNNING' || row.status === 'QUEUED' ? undefined : row;
    }, 240_000);
    expect(done).toMatchObject({ status: 'DONE', done: EMPLOYEES + 1, total: EMPLOYEES + 1, error: null });
    expect(done.file_id).not.toBeNull();
  }, 420_000);
});
