import type { AlertStatus } from '@app/shared/screening/alerts';
import { recordAudit } from '../../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { businessRule, notFound } from '../../../platform/errors';
import { alertReview } from '../admin/admin-views';

/**
 * Sets an alert's progress status (OPEN, CONFIRMED = excluded, CLEARED = not the same person) with an
 * optional note; every decision is kept in the alert's history and the audit log. Answers the alert's review.
 */
export async function resolveAlert(ctx: ServiceContext, alertId: number, input: { status: AlertStatus; note?: string }) {
  const actor = requireActor(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const alert = await trx
      .selectFrom('screening_alerts')
      .select(['id', 'status'])
      .where('id', '=', alertId)
      .forUpdate()
      .executeTakeFirst();
    if (!alert) throw notFound('Alert not found.');
    if (alert.status === input.status && !input.note)
      throw businessRule(`The alert is already ${input.status}; add a note to record a comment.`);
    if (alert.status !== input.status) {
      await trx
        .updateTable('screening_alerts')
        .set({ status: input.status, status_changed_at: new Date(), updated_at: new Date() })
        .where('id', '=', alertId)
        .execute();
    }
    await trx
      .insertInto('screening_alert_history')
      .values({
        alert_id: alertId,
        user_id: actor.userId,
        username: actor.username,
        from_status: alert.status,
        to_status: input.status,
        note: input.note || null,
        reason: 'RESOLVED',
      })
      .execute();
    await recordAudit(trx, ctx, {
      action: 'alert.resolved',
      entityType: 'screening-alert',
      entityId: alertId,
      details: { from: alert.status, to: input.status },
    });
  });
  return alertReview(ctx, { alertId });
}
