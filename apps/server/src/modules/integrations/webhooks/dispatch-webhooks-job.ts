import { sql } from 'kysely';
import { z } from 'zod';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import type { AppDeps } from '../../../platform/context';
import { deliverWebhookJob } from './deliver-webhook-job';
import { anyOf } from '../../../platform/db/any-of';

/** A delivery queued this long ago and still not attempted lost its job (a dead worker): queue it again. */
const STALE_QUEUE_MINUTES = 10;
const BATCH = 500;

/**
 * Queues a delivery job for every PENDING delivery that is due (new ones at once, retries once their
 * backoff passed) and marks them queued in the same transaction, so two dispatchers never queue one twice.
 */
export async function dispatchDueDeliveries(deps: AppDeps): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'PENDING')
      .where('next_attempt_at', '<=', new Date())
      .where((eb) =>
        eb.or([eb('queued_at', 'is', null), eb('queued_at', '<', sql<Date>`now() - make_interval(mins => ${STALE_QUEUE_MINUTES})`)]),
      )
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (!due.length) return 0;
    await trx
      .updateTable('webhook_deliveries')
      .set({ queued_at: new Date() })
      .where('id', '=', anyOf(due.map((row) => row.id)))
      .execute();
    for (const row of due) await deps.jobs.send(deliverWebhookJob, { deliveryId: row.id }, { trx });
    return due.length;
  });
}

/** Every minute: the outbox's deliveries and their retries go out (decision 300). */
export const dispatchWebhooksJob: JobDefinition<z.ZodObject<Record<string, never>>> = {
  name: 'webhook.dispatch',
  payload: z.object({}),
  schedule: '* * * * *',
  retryLimit: 0,
  async handle(deps) {
    await dispatchDueDeliveries(deps);
  },
};
