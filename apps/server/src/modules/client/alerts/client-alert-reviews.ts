import type { z } from 'zod';
import type { ClientAlertReviewEntry, ClientAlertReviewRequest } from '@app/shared/client/reviews';
import { recordAudit } from '../../../platform/audit/audit-log';
import { readableCovg } from '../../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import { alertSubjectInForceSql } from '../../customers/compliance-status-sql';
import { reviewerName } from '../reviews/review-target';
import { anyOf } from '../../../platform/db/any-of';

type ReviewRow = {
  alert_id: number;
  progress: ClientAlertReviewEntry['progress'];
  note: string | null;
  username: string;
  created_at: Date;
};

const toEntry = (row: ReviewRow): ClientAlertReviewEntry => ({
  progress: row.progress,
  note: row.note,
  by: row.username,
  at: row.created_at.toISOString(),
});

/**
 * The client sets its own follow-up of an alert on one of its vendor groups (Needs Review, In Progress,
 * Resolved, with a note). It never touches the platform's decision: only the client's review trail and
 * the audit log are written. 404 for a group or alert that is not the client's to see.
 */
export async function reviewClientAlert(
  ctx: ServiceContext,
  input: { covgId: number; alertId: number } & z.output<typeof ClientAlertReviewRequest>,
): Promise<ClientAlertReviewEntry> {
  const { covg } = await readableCovg(ctx, input.covgId);
  if (covg.vendor_id === null) throw notFound('Alert not found.');
  const vendorId = covg.vendor_id;
  return ctx.db.transaction().execute(async (trx) => {
    const alert = await trx
      .selectFrom('screening_alerts as a')
      .select('a.id')
      .where('a.id', '=', input.alertId)
      .where('a.vendor_id', '=', vendorId)
      .where(alertSubjectInForceSql('a'))
      .executeTakeFirst();
    if (!alert) throw notFound('Alert not found.');
    const row = await trx
      .insertInto('client_alert_reviews')
      .values({
        client_id: covg.client_id,
        alert_id: alert.id,
        progress: input.progress,
        note: input.note || null,
        user_id: ctx.actor!.userId,
        username: reviewerName(ctx),
      })
      .returning(['alert_id', 'progress', 'note', 'username', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, {
      action: 'client.alert-reviewed',
      entityType: 'screening-alert',
      entityId: alert.id,
      details: { covgId: covg.id, clientId: covg.client_id, progress: input.progress },
    });
    return toEntry(row);
  });
}

/** A client's review trail of some alerts, newest first per alert. */
export async function clientAlertReviews(db: Db, clientId: number, alertIds: number[]): Promise<Map<number, ClientAlertReviewEntry[]>> {
  const rows = alertIds.length
    ? await db
        .selectFrom('client_alert_reviews')
        .select(['alert_id', 'progress', 'note', 'username', 'created_at'])
        .where('client_id', '=', clientId)
        .where('alert_id', '=', anyOf(alertIds))
        .orderBy('id', 'desc')
        .execute()
    : [];
  const byAlert = new Map<number, ClientAlertReviewEntry[]>();
  for (const row of rows) byAlert.set(row.alert_id, [...(byAlert.get(row.alert_id) ?? []), toEntry(row)]);
  return byAlert;
}
