import type { AppDeps } from '../../../platform/context';
import type { DbTransaction } from '../../../platform/db/database';
import { sendWebhook } from './send-webhook';
import { webhooksMustBePublic } from './url-policy';
import { WEBHOOK_SECRET_CONTEXT } from './webhook-secret';

/** Deliveries are retried for this long after the event, then marked FAILED (decision 301). */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 60 * 60_000;

/** Wait before the next attempt after `attempts` failed ones: 1, 2, 4 … minutes, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Makes one attempt of a PENDING delivery. The row stays locked during the attempt, so a second job for
 * the same delivery (at least once) skips it. 2xx: DELIVERED. Anything else: retried with backoff until
 * 24 hours after the event, then FAILED; a webhook whose delivery fails for good with no success in
 * those 24 hours is disabled and its creator told by e-mail.
 */
export async function deliverWebhook(deps: AppDeps, deliveryId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .select([
        'd.id',
        'd.status',
        'd.attempts',
        'd.webhook_id',
        'd.created_at',
        'w.url',
        'w.secret_encrypted',
        'w.disabled_at',
        'e.type',
        'e.body',
      ])
      .where('d.id', '=', deliveryId)
      .forUpdate('d')
      .skipLocked()
      .executeTakeFirst();
    if (!row || row.status !== 'PENDING') return;
    if (row.disabled_at) {
      await trx.updateTable('webhook_deliveries').set({ queued_at: null }).where('id', '=', row.id).execute();
      return;
    }
    const outcome = await sendWebhook({
      url: row.url,
      secret: deps.encryption.decrypt(row.secret_encrypted, WEBHOOK_SECRET_CONTEXT),
      eventType: row.type,
      deliveryId: row.id,
      rawBody: JSON.stringify(row.body),
      mustBePublic: webhooksMustBePublic(deps.config),
    });
    const now = new Date();
    const attempts = row.attempts + 1;
    const responseCode = 'status' in outcome ? outcome.status : null;
    if (responseCode !== null && responseCode >= 200 && responseCode < 300) {
      await trx
        .updateTable('webhook_deliveries')
        .set({
          status: 'DELIVERED',
          attempts,
          response_code: responseCode,
          last_error: null,
          last_attempt_at: now,
          delivered_at: now,
          queued_at: null,
        })
        .where('id', '=', row.id)
        .execute();
      await trx.updateTable('webhooks').set({ last_success_at: now }).where('id', '=', row.webhook_id).execute();
      return;
    }
    const lastError = 'error' in outcome ? outcome.error : `The receiver answered HTTP ${responseCode}`;
    const outOfTime = now.getTime() - row.created_at.getTime() >= RETRY_WINDOW_MS;
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status: outOfTime ? 'FAILED' : 'PENDING',
        attempts,
        response_code: responseCode,
        last_error: lastError,
        last_attempt_at: now,
        next_attempt_at: new Date(now.getTime() + backoffMs(attempts)),
        queued_at: null,
      })
      .where('id', '=', row.id)
      .execute();
    if (outOfTime) await disableIfFailing(deps, trx, row.webhook_id, now);
  });
}

/** Disables a webhook with no successful delivery in the retry window and e-mails the user who made it. */
async function disableIfFailing(deps: AppDeps, trx: DbTransaction, webhookId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - RETRY_WINDOW_MS);
  const disabled = await trx
    .updateTable('webhooks')
    .set({ disabled_at: now, disabled_reason: 'Every delivery failed for 24 hours.' })
    .where('id', '=', webhookId)
    .where('disabled_at', 'is', null)
    .where((eb) => eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<', since)]))
    .returning(['url', 'created_by'])
    .executeTakeFirst();
  if (!disabled?.created_by) return;
  const user = await trx.selectFrom('users').select(['email', 'first_name']).where('id', '=', disabled.created_by).executeTakeFirst();
  if (!user?.email) return;
  await deps.mailer.send(
    {
      to: user.email,
      subject: 'VendorProof webhook disabled',
      text:
        `Hello ${user.first_name ?? ''},\n\nThe webhook to ${disabled.url} failed every delivery for 24 hours, so VendorProof ` +
        `has disabled it. Fix the receiver, then delete the webhook and add it again under Account > API access (or save it ` +
        `again with PUT /services/webhooks/${webhookId}) to switch deliveries back on:\n\n` +
        `${deps.config.publicUrl}/v2/\n`,
    },
    { trx },
  );
}
