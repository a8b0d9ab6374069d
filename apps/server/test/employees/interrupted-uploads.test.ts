import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_ATTEMPTS, processUploadJob } from '../../src/modules/employees/uploads/process-upload-job';
import { requeueInterruptedUploads } from '../../src/modules/employees/uploads/recover-uploads';
import { eventually } from '../../src/testing/eventually';
import type { TestClient } from '../../src/testing/http-client';
import { useTestApp } from '../support/harness';
import { nextSsn, vendorWithRoster } from './employee-fixtures';

const HEADER = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip';
const ROWS = 40;
const HOUR = 60 * 60 * 1000;

/**
 * A process killed while it stored an upload (kill -9, a crash) leaves the upload PENDING, its rows
 * rolled back and its job gone or stuck: these tests write that state directly and run the recovery
 * that every start runs, or deliver the job again.
 */
describe('employee uploads interrupted by a stopped process', () => {
  const t = useTestApp({ runWorker: true });
  const deps = () => t.app.runtime.deps;

  /** A vendor whose upload of ROWS employees a stopped process left PENDING `attempts` times, an hour ago, with no job. */
  async function interruptedUpload(attempts = 1) {
    const { vendor, user, client } = await vendorWithRoster(t.app);
    const csv = [HEADER, ...Array.from({ length: ROWS }, (_, i) => `${nextSsn()},Ann${i},Lee,01/02/1980,,,,,`)].join('\n');
    const file = await client.upload('/services/files', [{ filename: 'roster.csv', content: csv, type: 'text/csv' }], {
      headers: { 'directory-name': 'employeeUpload' },
    });
    expect(file.status).toBe(201);
    const upload = await t.app.db
      .insertInto('employee_uploads')
      .values({
        vendor_id: vendor.id,
        file_id: file.body.id,
        filename: 'roster.csv',
        submitted_by: user.id,
        username: user.username,
        partial_upload: false,
        rows_total: ROWS,
        submitted_at: new Date(Date.now() - HOUR),
        attempts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { vendor, user, client, fileId: file.body.id as number, uploadId: upload.id };
  }

  const uploadRow = (id: number) => t.app.db.selectFrom('employee_uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const employeesOf = async (vendorId: number) =>
    (await t.app.db.selectFrom('employees').select('ssn_index').where('vendor_id', '=', vendorId).execute()).length;
  const historyOf = async (client: TestClient) => (await client.get('/services/employees/uploads')).body as Array<{ status: string }>;
  const mailsTo = (email: string) => t.app.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).execute();

  it('queues an upload left PENDING again at start, and the job stores every row once and says so', async () => {
    const { vendor, user, client, uploadId } = await interruptedUpload();
    expect(await requeueInterruptedUploads(deps())).toContain(uploadId);
    const done = await eventually(async () => {
      const row = await uploadRow(uploadId);
      return row.status === 'PENDING' ? undefined : row;
    }, 15_000);
    expect(done).toMatchObject({ status: 'COMPLETE', rows_saved: ROWS, rows_skipped: 0, attempts: 2 });
    expect(await employeesOf(vendor.id)).toBe(ROWS);
    expect(await historyOf(client)).toMatchObject([{ status: 'COMPLETE', rowsSaved: ROWS }]);
    const mail = await eventually(async () => (await mailsTo(user.email!))[0]);
    expect(mail.text_body).toContain(`${ROWS} employees added to your roster and screened`);
  });

  it('stores the rows once when the job is delivered twice at the same time (a retry of a run still going)', async () => {
    const { vendor, uploadId } = await interruptedUpload();
    await Promise.all([processUploadJob.handle(deps(), { uploadId }), processUploadJob.handle(deps(), { uploadId })]);
    expect(await uploadRow(uploadId)).toMatchObject({ status: 'COMPLETE', rows_saved: ROWS, rows_skipped: 0 });
    expect(await employeesOf(vendor.id)).toBe(ROWS);
  });

  it('gives up an upload whose processing keeps dying: FAILED, the user asked to try again, and submitting the file again is the retry', async () => {
    const { vendor, user, client, fileId, uploadId } = await interruptedUpload(MAX_UPLOAD_ATTEMPTS);
    expect(await requeueInterruptedUploads(deps())).toContain(uploadId);
    const failed = await eventually(async () => {
      const row = await uploadRow(uploadId);
      return row.status === 'PENDING' ? undefined : row;
    }, 15_000);
    expect(failed).toMatchObject({ status: 'FAILED', rows_saved: 0 });
    expect(await employeesOf(vendor.id)).toBe(0);
    expect(await historyOf(client)).toMatchObject([{ status: 'FAILED' }]);
    expect((await mailsTo(user.email!)).map((mail) => mail.text_body)).toEqual([
      expect.stringContaining('could not be processed and nothing was saved. Please try again'),
    ]);

    const retry = await client.post('/services/employees/uploads', { fileId, validOnly: false });
    expect(retry.status).toBe(202);
    await eventually(async () => ((await historyOf(client))[0]?.status === 'COMPLETE' ? true : undefined), 15_000);
    expect(await employeesOf(vendor.id)).toBe(ROWS);
  });

  it('leaves alone an upload a live run holds', async () => {
    const { uploadId } = await interruptedUpload();
    await t.app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('employee_uploads').select('id').where('id', '=', uploadId).forUpdate().execute();
      expect(await requeueInterruptedUploads(deps())).not.toContain(uploadId);
    });
  });
});
