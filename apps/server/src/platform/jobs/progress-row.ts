import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../db/database';
import type { JobQueue } from './job-queue';
import { unclaimedOrOrphaned } from './runner-lease';

/** The tables whose rows a job works through with progress; each row records the process running it in `runner`. */
type ProgressTable = 'async_reports' | 'client_imports' | 'eligibility_audits' | 'report_exports' | 'screening_run_chunks';
type Row<T extends ProgressTable> = Selectable<Database[T]>;
type Column<T extends ProgressTable> = keyof Row<T> & string;
/** Column values to write; a value may be SQL (`sql\`attempts + 1\``). */
type Values<T extends ProgressTable> = Partial<Record<Column<T>, unknown>>;

/** One row a job works on, and how it is claimed. */
export interface ProgressRow<T extends ProgressTable, K extends Column<T>> {
  table: T;
  id: number;
  /** The status column, the statuses a run may start from (the running one included: a dead process's run), and the running status. */
  status: { column: Column<T>; startable: readonly string[]; running?: string };
  /** More to write when the row is claimed: a start time, a counter reset, `attempts + 1`. */
  claimSet?: Values<T>;
  /** The columns the work needs. */
  returning: readonly K[];
}

/**
 * Claims a row for this process: only in a startable status, and only when nobody runs it or the process
 * that did has died (its runner lease is gone, decision 244). Undefined when the row is finished or a
 * live process runs it, so a second delivery of the job does nothing.
 */
export async function claimProgressRow<T extends ProgressTable, K extends Column<T>>(
  deps: { db: Db; jobs: Pick<JobQueue, 'runnerId'> },
  row: ProgressRow<T, K>,
): Promise<Pick<Row<T>, K> | undefined> {
  const running = row.status.running === undefined ? {} : { [row.status.column]: row.status.running };
  const set = { ...row.claimSet, ...running, runner: deps.jobs.runnerId };
  const { rows } = await sql<Pick<Row<T>, K>>`
    UPDATE ${sql.table(row.table)} SET ${assignments(set)}
     WHERE id = ${row.id}
       AND ${sql.ref(row.status.column)} IN (${sql.join(row.status.startable)})
       AND ${unclaimedOrOrphaned(sql.ref('runner'))}
    RETURNING ${sql.join(row.returning.map((column) => sql.ref(column)))}`.execute(deps.db);
  return rows[0];
}

/**
 * The frame of a job with progress: claims the row (above), runs the work with what the claim returned,
 * and when the work throws, writes `failed(error)` on the row, which leaves it in a status no run starts
 * from. `rethrow` then throws the error again, so that the job itself is recorded failed for the Jobs tab
 * (pg-boss's retry finds the row failed and does nothing); without it the job ends there.
 */
export async function runProgressJob<T extends ProgressTable, K extends Column<T>>(
  deps: { db: Db; jobs: Pick<JobQueue, 'runnerId'> },
  row: ProgressRow<T, K> & { failed: (error: Error) => Values<T>; rethrow: boolean },
  work: (claimed: Pick<Row<T>, K>) => Promise<void>,
): Promise<void> {
  const claimed = await claimProgressRow(deps, row);
  if (!claimed) return;
  try {
    await work(claimed);
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    await sql`UPDATE ${sql.table(row.table)} SET ${assignments(row.failed(error))} WHERE id = ${row.id}`.execute(deps.db);
    if (row.rethrow) throw error;
  }
}

function assignments(values: Record<string, unknown>) {
  return sql.join(Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
}
