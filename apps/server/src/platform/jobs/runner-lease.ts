import { randomInt } from 'node:crypto';
import { sql, type Expression, type RawBuilder } from 'kysely';
import pg from 'pg';

/** Namespace of the PostgreSQL advisory locks that say a worker process lives (the second key is its runner id). */
const RUNNER_LEASE = 73_002;

/**
 * A worker process's proof of life: a session advisory lock held on a connection of its own for as long
 * as the process runs, which PostgreSQL releases the moment the process dies (kill -9, a lost machine)
 * and its connection with it. Jobs with progress record the runner id on the row they work on, so any
 * node can tell a run that is still going from one that died with its process (issue 29), without
 * waiting for pg-boss to expire the job.
 */
export class RunnerLease {
  private constructor(
    readonly id: number,
    private readonly client: pg.Client,
  ) {}

  static async take(connectionString: string): Promise<RunnerLease> {
    const client = new pg.Client({ connectionString, application_name: 'vendorproof-runner-lease' });
    await client.connect();
    for (;;) {
      const id = randomInt(1, 2 ** 31 - 1);
      const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS taken', [RUNNER_LEASE, id]);
      if (rows[0]!.taken) return new RunnerLease(id, client);
    }
  }

  async release(): Promise<void> {
    await this.client.end();
  }
}

/** SQL: whether the process that recorded `runner` on a row still lives (its lease is held in this database). */
export function runnerAlive(runner: Expression<number | null>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM pg_locks l
     WHERE l.locktype = 'advisory' AND l.granted AND l.classid = ${sql.lit(RUNNER_LEASE)}::oid
       AND l.objid = ${runner}::oid AND l.objsubid = 2
       AND l.database = (SELECT d.oid FROM pg_database d WHERE d.datname = current_database()))`;
}

/** SQL: a row a run may claim: nobody ran it yet, or the process that ran it died. */
export function unclaimedOrOrphaned(runner: Expression<number | null>): RawBuilder<boolean> {
  return sql<boolean>`(${runner} IS NULL OR NOT ${runnerAlive(runner)})`;
}
