/**
 * Job table at volume (issue 34): with the retention of JOB_RETENTION, how big pgboss.job stays. Puts
 * 200,000 jobs that finished two hours ago, 20,000 that finished ten minutes ago and 100,000 archived nine
 * days ago into a migrated database, runs one pg-boss maintenance pass (what each process's supervisor runs
 * every 2 minutes) and prints rows and sizes before and after, and how long the pass took.
 *
 *   npx tsx bench/job-retention.bench.ts [--old 200000]
 */
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/platform/db/database';
import { JOB_RETENTION, JobQueue } from '../apps/server/src/platform/jobs/job-queue';
import { createTestDatabase, startTestPostgres } from '../apps/server/src/testing/test-postgres';
import { seconds } from './bench-support';

const args = process.argv.slice(2);
const OLD = args.includes('--old') ? Number(args[args.indexOf('--old') + 1]) : 200_000;
const RECENT = 20_000;
const ARCHIVED = 100_000;

const postgres = await startTestPostgres('bench');
const database = await createTestDatabase(postgres.serverUrl, postgres.templateName);
const { db, pool } = createDb(database.url, { max: 2 });
const client = { query: async <T>(statement: string) => sql.raw<T>(statement).execute(db) };
const figures = async (label: string) => {
  const { rows } = await client.query<{ job: string; archive: string; job_size: string; archive_size: string }>(
    `SELECT (SELECT count(*) FROM pgboss.job) AS job, (SELECT count(*) FROM pgboss.archive) AS archive,
            pg_size_pretty((SELECT sum(pg_total_relation_size(inhrelid)) FROM pg_inherits WHERE inhparent = 'pgboss.job'::regclass)) AS job_size,
            pg_size_pretty(pg_total_relation_size('pgboss.archive')) AS archive_size`,
  );
  const row = rows[0]!;
  console.log(
    `  ${label}: pgboss.job ${Number(row.job).toLocaleString()} rows (${row.job_size}), pgboss.archive ${Number(row.archive).toLocaleString()} rows (${row.archive_size})`,
  );
};
try {
  const insert = (count: number, endedAgo: string) =>
    client.query(
      `INSERT INTO pgboss.job (name, data, state, created_on, started_on, completed_on)
       SELECT 'screening.subject', jsonb_build_object('subjectType', 'EMPLOYEE', 'subjectId', g), 'completed',
              now() - interval '${endedAgo}' - interval '1 minute', now() - interval '${endedAgo}' - interval '1 minute', now() - interval '${endedAgo}'
         FROM generate_series(1, ${count}) g`,
    );
  await insert(OLD, '2 hours');
  await insert(RECENT, '10 minutes');
  // Jobs archived nine days ago: finished ten days ago, moved to the archive as pg-boss does.
  await insert(ARCHIVED, '10 days');
  await client.query(
    `WITH moved AS (DELETE FROM pgboss.job WHERE completed_on < now() - interval '5 days' RETURNING *)
     INSERT INTO pgboss.archive SELECT *, now() - interval '9 days' FROM moved`,
  );
  console.log(`retention ${JSON.stringify(JOB_RETENTION)}`);
  await figures(
    `before (${OLD.toLocaleString()} finished 2 h ago, ${RECENT.toLocaleString()} 10 min ago, ${ARCHIVED.toLocaleString()} archived 9 days ago)`,
  );
  const jobs = new JobQueue(database.url, []);
  await jobs.start();
  const started = performance.now();
  await jobs.maintain();
  const took = performance.now() - started;
  await jobs.stop();
  await figures(`after one maintenance pass (${seconds(took)})`);
} finally {
  await pool.end();
  await database.drop();
  await postgres.stop();
}
