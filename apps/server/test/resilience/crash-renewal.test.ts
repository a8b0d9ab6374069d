import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../../src/jobs';
import { nextRenewal } from '../../src/modules/payments/prices';
import { renewSubscriptionsJob } from '../../src/modules/payments/renew-subscriptions-job';
import { buildCardOnFile, buildSubscription, buildVendor } from '../../src/db/seed/factories';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { startAppProcess, type AppProcess } from '../../src/testing/app-process';
import { eventually } from '../../src/testing/eventually';
import { useProcessDatabase } from './process-fixtures';

const TODAY = new Date().toISOString().slice(0, 10);
/** The end of the period the renewal pays for (VP_ENGAGE_CVC renews yearly). */
const PERIOD_END = nextRenewal('VP_ENGAGE_CVC', TODAY);

/**
 * kill -9 of a real `npm run serve` process during the renewal run, at the two moments that matter: after
 * a payment is claimed and before the gateway is asked, and after the gateway charged and before the
 * outcome is written. The test stops the run at those moments with table locks (no sleeps). After a
 * restart the next run renews every due subscription once and the gateway holds one charge per period.
 */
describe('the renewal run killed with SIGKILL', () => {
  const data = useProcessDatabase();
  const running: AppProcess[] = [];
  let queue: JobQueue;
  beforeAll(async () => {
    queue = new JobQueue(data.url, allJobs);
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
  });
  afterEach(async () => {
    for (const child of running.splice(0)) await child.kill9();
  });
  const serve = async () => {
    const child = await startAppProcess('serve', { DATABASE_URL: data.url, DATA_DIR: data.dataDir });
    running.push(child);
    return child;
  };

  /** Due today: vendors with a card on file and an auto-renewing yearly subscription. */
  async function dueSubscriptions(count: number) {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const vendor = await buildVendor(data.db);
      await buildCardOnFile(data.db, { vendorId: vendor.id, lastFour: '1881' });
      const subscription = await buildSubscription(data.db, {
        vendorId: vendor.id,
        type: 'VP_ENGAGE_CVC',
        amountCents: 29_900,
        renewalDate: TODAY,
      });
      ids.push(subscription.id);
    }
    return ids;
  }

  /** A connection of the test's own holding a table lock until released. */
  async function lockTable(table: string, mode: string) {
    const client = new pg.Client({ connectionString: data.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE ${table} IN ${mode} MODE`);
    return async () => {
      await client.query('COMMIT');
      await client.end();
    };
  }

  /**
   * The dead process's statement still waiting on the test's lock would run when the lock goes (the
   * server has not noticed its client is gone): end it first, as if the request never arrived.
   */
  async function dropBlockedStatements() {
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`.execute(data.db);
  }

  const paymentsOf = (subscriptionIds: number[]) =>
    data.db
      .selectFrom('payments')
      .select([
        'id',
        'subscription_id',
        'status',
        'transaction_id',
        'period_start',
        'period_end',
        'vendor_id',
        'key_source',
        'idempotency_key',
      ])
      .where('subscription_id', 'in', subscriptionIds)
      .orderBy('subscription_id')
      .execute();

  /** The charges the (sandbox) gateway made for these subscriptions' payments. */
  async function gatewayCharges(subscriptionIds: number[]) {
    const payments = await paymentsOf(subscriptionIds);
    const orderIds = payments.map((p) => `${p.vendor_id}:${p.key_source}:${p.idempotency_key}`);
    return data.db
      .selectFrom('sandbox_transactions')
      .select(['order_id', 'transaction_id', 'ok'])
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
  }

  /** After the restart, the next hourly run: every subscription renewed once, one paid charge each. */
  async function expectRenewedOnce(subscriptionIds: number[]) {
    await queue.send(renewSubscriptionsJob, {});
    await eventually(async () => {
      const rows = await data.db.selectFrom('subscriptions').select('renewal_date').where('id', 'in', subscriptionIds).execute();
      return rows.every((row) => row.renewal_date === PERIOD_END) ? true : undefined;
    }, 30_000);
    const payments = await paymentsOf(subscriptionIds);
    expect(payments.map((p) => [p.subscription_id, p.status, p.period_start, p.period_end])).toEqual(
      subscriptionIds.map((id) => [id, 'PAID', TODAY, PERIOD_END]),
    );
    const charges = await gatewayCharges(subscriptionIds);
    expect(charges).toHaveLength(subscriptionIds.length);
    expect(new Set(charges.map((c) => c.order_id)).size).toBe(subscriptionIds.length);
    expect(charges.every((c) => c.ok)).toBe(true);
    expect(payments.map((p) => p.transaction_id).sort()).toEqual(charges.map((c) => c.transaction_id).sort());
  }

  it('charges a claimed renewal once after a restart when the process died before the gateway was asked', async () => {
    const subscriptions = await dueSubscriptions(3);
    const node = await serve();
    const releaseGateway = await lockTable('sandbox_transactions', 'ACCESS EXCLUSIVE');
    await queue.send(renewSubscriptionsJob, {});
    // The first renewal has committed its PENDING claim and waits for the (locked) gateway.
    const [claim] = await eventually(async () => {
      const rows = await paymentsOf(subscriptions);
      return rows.length === 1 && rows[0]!.status === 'PENDING' ? rows : undefined;
    }, 20_000);
    await node.kill9();
    await dropBlockedStatements();
    await releaseGateway();
    expect(claim!.subscription_id).toBe(subscriptions[0]);
    expect(await gatewayCharges(subscriptions)).toEqual([]);

    await serve();
    await expectRenewedOnce(subscriptions);
  }, 90_000);

  it('records the gateway’s charge after a restart, without charging again, when the process died before writing the outcome', async () => {
    const subscriptions = await dueSubscriptions(3);
    const node = await serve();
    const releaseGateway = await lockTable('sandbox_transactions', 'ACCESS EXCLUSIVE');
    await queue.send(renewSubscriptionsJob, {});
    const [claim] = await eventually(async () => {
      const rows = await paymentsOf(subscriptions);
      return rows.length === 1 && rows[0]!.status === 'PENDING' ? rows : undefined;
    }, 20_000);
    // Hold back the outcome (an UPDATE of payments), then let the gateway charge.
    const releasePayments = await lockTable('payments', 'SHARE');
    await releaseGateway();
    const [charge] = await eventually(async () => {
      const rows = await gatewayCharges(subscriptions);
      return rows.length === 1 ? rows : undefined;
    }, 20_000);
    await node.kill9();
    await dropBlockedStatements();
    await releasePayments();
    expect(await paymentsOf(subscriptions)).toMatchObject([{ id: claim!.id, status: 'PENDING', transaction_id: null }]);

    await serve();
    await expectRenewedOnce(subscriptions);
    expect((await paymentsOf(subscriptions))[0]!.transaction_id).toBe(charge!.transaction_id);
  }, 90_000);
});
