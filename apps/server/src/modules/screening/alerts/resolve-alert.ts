import type { z } from 'zod';
import type { ReviewerAlertStatus } from '@app/shared/screening/alerts';
import { alreadyInStatus } from '@app/shared/admin/bulk-alert-resolve';
import { recordAudit } from '../../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { businessRule, notFound } from '../../../platform/errors';
import { alertReview } from '../admin/admin-views';
import { notifyAlertOutcome } from './notify-alert-outcome';
import { emitAlertEvent } from '../../integrations/webhooks/hook-points';

/**
 * Sets an alert's progress status (OPEN, CONFIRMED = excluded, CLEARED = not the same person) with an
 * optional note; an OPEN or VENDOR_RESPONDED alert is decided alike. Every decision is kept in the alert's
 * history and the audit log, and a decision (CLEARED, CONFIRMED) is told to the vendor. Answers the alert's review.
 */
export async function resolveAlert(
  ctx: ServiceContext,
  alertId: number,
  input: { status: z.infer<typeof ReviewerAlertStatus>; note?: string },
) {
  const actor = requireActor(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const alert = await trx
      .selectFrom('screening_alerts')
      .innerJoin('list_sources as s', 's.id', 'screening_alerts.source_id')
      .select(['screening_alerts.id', 'status', 'vendor_id', 'subject_type', 's.name as source_name'])
      .where('screening_alerts.id', '=', alertId)
      .forUpdate()
      .executeTakeFirst();
    if (!alert) throw notFound('Alert not found.');
    if (alert.status === input.status && !input.note) throw businessRule(alreadyInStatus(input.status));
    if (alert.status !== input.status) {
      await trx
        .updateTable('screening_alerts')
        .set({ status: input.status, status_changed_at: new Date(), updated_at: new Date() })
        .where('id', '=', alertId)
        .execute();
      await emitAlertEvent(trx, alertId);
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
    if (alert.status !== input.status && input.status !== 'OPEN') {
      await notifyAlertOutcome(ctx, trx, {
        id: alertId,
        vendorId: alert.vendor_id,
        subjectType: alert.subject_type,
        sourceName: alert.source_name,
        outcome: input.status,
        note: input.note,
      });
    }
  });
  return alertReview(ctx, { alertId });
}
