import { sql } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSubscription, buildVendor } from '../../src/db/seed/factories';
import { allJobs } from '../../src/jobs';
import { employeeSubjects } from '../../src/modules/employees/employee-subjects';
import { importListFromPath } from '../../src/modules/screening/lists/import-list-from-path';
import { screenChunk } from '../../src/modules/screening/monitoring/screen-chunk';
import { screenChunkJob } from '../../src/modules/screening/monitoring/screen-chunk-job';
import { requeueUnclaimedChunks } from '../../src/modules/screening/monitoring/requeue-unclaimed-chunks';
import { startScreeningRun } from '../../src/modules/screening/monitoring/screening-runs';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { eventually } from '../../src/testing/eventually';
import { useTestApp } from '../support/harness';
import { LEIE_HEADER, leiePersonRow, writeListFile } from './list-fixtures';

/** People on the list: an employee with one of these names and the DOB 1970-01-01 matches. */
const LISTED = [
  { last: 'KOWALCZYK', first: 'MARTHA' },
  { last: 'ABERNATHY', first: 'DESMOND' },
  { last: 'OYELARAN', first: 'TEMITOPE' },
];

describe('re-screens in chunks', () => {
  const t = useTestApp();
  const deps = () => t.app.runtime.deps;
  let vendorId = 0;

  beforeAll(async () => {
    const file = writeListFile('CHUNKEXCL.csv', [
      LEIE_HEADER,
      ...LISTED.map((person) => leiePersonRow(person.last, person.first, '19700101')),
    ]);
    await importListFromPath(deps(), { sourceId: 'leie', filePath: file, demo: true });
    const vendor = await buildVendor(t.app.db, { businessName: 'Chunked Staffing Group' });
    await buildSubscription(t.app.db, { vendorId: vendor.id });
    vendorId = vendor.id;
  });

  /** Adds `count` monitored employees; the one at each index of `listed` bears the name of LISTED[i]. Answers their ids. */
  async function addEmployees(count: number, listed: Record<number, number> = {}): Promise<number[]> {
    const firsts = Array.from({ length: count }, (_, i) => (i in listed ? LISTED[listed[i]!]!.first : `PERSON${i}`));
    const lasts = Array.from({ length: count }, (_, i) => (i in listed ? LISTED[listed[i]!]!.last : `UNLISTED${i}`));
    const { rows } = await sql<{ id: number }>`
      INSERT INTO employees (vendor_id, first_name, last_name, dob, ssn_encrypted, ssn_index)
      SELECT ${vendorId}, f, l, '1970-01-01'::date, 'test', 'chunk-' || gen_random_uuid()
        FROM unnest(${firsts}::text[], ${lasts}::text[]) WITH ORDINALITY AS t(f, l, n) ORDER BY n
      RETURNING id`.execute(t.app.db);
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
  const chunksOf = (runId: number) =>
    t.app.db.selectFrom('screening_run_chunks').selectAll().where('run_id', '=', runId).orderBy('id').execute();
  const runOf = (runId: number) => t.app.db.selectFrom('screening_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
  const alertsOf = (employeeId: number) =>
    t.app.db
      .selectFrom('screening_alerts')
      .select('id')
      .where('subject_type', '=', 'EMPLOYEE')
      .where('subject_id', '=', employeeId)
      .execute();

  it('cuts a re-screen into subjects / chunk size chunks with one job each, so a million subjects make a bounded number of jobs', async () => {
    await addEmployees(3_000, { 10: 0 });
    const employees = await employeeSubjects.count(t.app.db);
    const vendors = Number(
      (
        await t.app.db
          .selectFrom('vendors')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    const runId = (await startScreeningRun(deps(), { kind: 'FULL' }, 100))!;

    const chunks = await chunksOf(runId);
    expect(chunks).toHaveLength(Math.ceil(employees / 100) + Math.ceil(vendors / 100));
    const employeeChunks = chunks.filter((chunk) => chunk.subject_type === 'EMPLOYEE');
    // Consecutive ranges, none overlapping, none left out.
    expect(employeeChunks[0]!.after_id).toBe(0);
    for (let i = 1; i < employeeChunks.length; i++) expect(employeeChunks[i]!.after_id).toBe(employeeChunks[i - 1]!.up_to_id);
    const { rows: jobs } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job
       WHERE name = ${screenChunkJob.name} AND (data->>'chunkId')::bigint = ANY(${chunks.map((chunk) => chunk.id)}::bigint[])`.execute(
      t.app.db,
    );
    expect(jobs[0]!.n).toBe(chunks.length);
    expect(await runOf(runId)).toMatchObject({ status: 'RUNNING', subjects_total: employees + vendors, chunks_total: chunks.length });

    // Screened one after another (as one worker takes them), the chunks finish the run with exact progress.
    for (const chunk of chunks) await screenChunk(deps(), chunk.id, { attemptsAllowed: 1 });
    expect(await runOf(runId)).toMatchObject({
      status: 'FINISHED',
      subjects_done: employees + vendors,
      chunks_done: chunks.length,
      alerts_created: 1,
    });
  });

  it('shares the chunks of one run between two workers, which finish it with each subject counted once', async () => {
    const ids = await addEmployees(2_000, { 5: 1, 1_900: 2 });
    const runId = (await startScreeningRun(deps(), { kind: 'FULL' }, 1_000))!;
    const run = await runOf(runId);
    // Holding the run's row makes each worker stop at its first page, so the second worker has to take a chunk too.
    const holder = new pg.Client({ connectionString: deps().config.DATABASE_URL });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM screening_runs WHERE id = $1 FOR UPDATE', [runId]);
    const workers = [new JobQueue(deps().config.DATABASE_URL!, allJobs), new JobQueue(deps().config.DATABASE_URL!, allJobs)];
    try {
      for (const worker of workers) {
        await worker.start();
        await worker.startWorkers({ ...deps(), jobs: worker });
      }
      const runners = workers.map((worker) => worker.runnerId);
      await eventually(async () => {
        const running = (await chunksOf(runId)).filter((chunk) => chunk.status === 'RUNNING');
        return new Set(running.map((chunk) => chunk.runner)).size === 2 ? true : undefined;
      }, 30_000);
      await holder.query('COMMIT');

      const finished = await eventually(async () => {
        const latest = await runOf(runId);
        return latest.status === 'RUNNING' ? undefined : latest;
      }, 60_000);
      expect(finished).toMatchObject({ status: 'FINISHED', subjects_done: run.subjects_total, chunks_done: run.chunks_total });
      const chunks = await chunksOf(runId);
      expect(chunks.every((chunk) => chunk.status === 'DONE')).toBe(true);
      expect(new Set(chunks.map((chunk) => chunk.runner))).toEqual(new Set(runners));
      expect(await alertsOf(ids[5]!)).toHaveLength(1);
      expect(await alertsOf(ids[1_900]!)).toHaveLength(1);
      expect(finished.alerts_created).toBe(2);
    } finally {
      await holder.end();
      for (const worker of workers) await worker.stop();
    }
  });

  it('queues again at start a chunk whose job a worker took but never claimed (it died), and the run finishes without waiting for pg-boss to expire the job', async () => {
    const ids = await addEmployees(1_500, { 7: 0 });
    const runId = (await startScreeningRun(deps(), { kind: 'FULL' }, 1_000))!;
    // A worker that pg-boss hands one chunk's job to, and that stops before claiming the chunk.
    const dying = new PgBoss({ connectionString: deps().config.DATABASE_URL!, supervise: false, schedule: false });
    await dying.start();
    const [taken] = await dying.fetch<{ chunkId: number }>(screenChunkJob.name);
    await dying.stop({ graceful: false });
    const handedOver = taken!.data.chunkId;
    expect((await chunksOf(runId)).find((chunk) => chunk.id === handedOver)).toMatchObject({ status: 'PENDING', runner: null });

    expect(await requeueUnclaimedChunks(deps())).toEqual([handedOver]);

    const worker = new JobQueue(deps().config.DATABASE_URL!, allJobs);
    try {
      await worker.start();
      await worker.startWorkers({ ...deps(), jobs: worker });
      const finished = await eventually(async () => {
        const latest = await runOf(runId);
        return latest.status === 'RUNNING' ? undefined : latest;
      }, 60_000);
      expect(finished).toMatchObject({ status: 'FINISHED', chunks_done: finished.chunks_total, subjects_done: finished.subjects_total });
      expect(await alertsOf(ids[7]!)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
    // Nothing is left to queue again once every chunk is done.
    expect(await requeueUnclaimedChunks(deps())).toEqual([]);
  });

  it('resumes a chunk retried after a failed page at its last written page, counting each subject and alert once', async () => {
    const ids = await addEmployees(2_500, { 10: 2, 2_000: 0 });
    // A real failure part-way: PostgreSQL refuses to record the screening of one employee of a later page.
    await sql`CREATE FUNCTION refuse_one_screening() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                  IF NEW.subject_type = 'EMPLOYEE' AND NEW.subject_id = ${sql.lit(ids[1_500]!)} THEN RAISE EXCEPTION 'disk full'; END IF;
                  RETURN NEW;
                END $$`.execute(t.app.db);
    await sql`CREATE TRIGGER refuse_one_screening BEFORE INSERT ON subject_screenings FOR EACH ROW EXECUTE FUNCTION refuse_one_screening()`.execute(
      t.app.db,
    );
    const runId = (await startScreeningRun(deps(), { kind: 'FULL' }, 100_000))!;
    const chunk = (await chunksOf(runId)).find((candidate) => candidate.subject_type === 'EMPLOYEE')!;

    await expect(screenChunk(deps(), chunk.id, { attemptsAllowed: 2 })).rejects.toThrow('disk full');
    const failed = (await chunksOf(runId)).find((candidate) => candidate.id === chunk.id)!;
    expect(failed).toMatchObject({ status: 'PENDING', runner: null, attempts: 1 });
    expect(failed.cursor_id).toBeLessThan(ids[1_500]!);
    expect(failed.cursor_id).toBeGreaterThan(ids[10]!);
    expect(await alertsOf(ids[10]!)).toHaveLength(1);
    expect(await alertsOf(ids[2_000]!)).toHaveLength(0);
    expect((await runOf(runId)).status).toBe('RUNNING');

    await sql`DROP TRIGGER refuse_one_screening ON subject_screenings`.execute(t.app.db);
    await screenChunk(deps(), chunk.id, { attemptsAllowed: 2 });
    const done = (await chunksOf(runId)).find((candidate) => candidate.id === chunk.id)!;
    const employees = await employeeSubjects.count(t.app.db);
    expect(done).toMatchObject({ status: 'DONE', attempts: 2, subjects_done: employees });
    expect(await alertsOf(ids[10]!)).toHaveLength(1);
    expect(await alertsOf(ids[2_000]!)).toHaveLength(1);
    expect(await runOf(runId)).toMatchObject({ subjects_done: employees, alerts_created: 2 });

    // A second delivery of the finished chunk (pg-boss retrying a job it did not see complete) does nothing.
    await screenChunk(deps(), chunk.id, { attemptsAllowed: 2 });
    expect((await chunksOf(runId)).find((candidate) => candidate.id === chunk.id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });
});
