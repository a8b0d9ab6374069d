import type { AppDeps } from '../context';
import { deliverMailJob } from './deliver-mail-job';
import { anyOf } from '../db/any-of';

/**
 * Start-up recovery of e-mail deliveries that died with their process: pg-boss keeps such a run active
 * until it expires (15 minutes), so a message it was sending would wait that long. Every unsent SMTP
 * message whose delivery is active but not held by a live run (a delivery keeps its outbox row locked
 * while it sends) is queued again now; the old run, once expired, finds it sent and stops. Answers the
 * outbox ids queued again.
 */
export async function requeueInterruptedMail(deps: Pick<AppDeps, 'db' | 'jobs'>): Promise<number[]> {
  const active = (await deps.jobs.activePayloads(deliverMailJob)).map((payload) => payload.outboxId);
  if (!active.length) return [];
  return deps.db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('id', '=', anyOf(active))
      .where('transport', '=', 'smtp')
      .where('sent_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    for (const message of stale) await deps.jobs.send(deliverMailJob, { outboxId: message.id }, { trx });
    return stale.map((message) => message.id);
  });
}
