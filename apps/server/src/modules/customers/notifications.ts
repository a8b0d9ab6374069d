import type { UserNotification } from '@app/shared/customers/notifications';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { preparedRows } from '../../platform/db/prepared-query';

const RECENT_DAYS = 90;

/** The vendor's notifications of the last 90 days, newest first. */
export async function listNotifications(ctx: ServiceContext): Promise<UserNotification[]> {
  const rows = await preparedRows(
    ctx.db,
    ctx.db
      .selectFrom('user_notifications')
      // Named columns, not *: a prepared statement's row shape must not change under it (decision 401).
      .select(['id', 'notification_text', 'notification_type', 'kind', 'seen', 'dismiss_status', 'created_at'])
      .where('vendor_id', '=', actingVendorId(requireActor(ctx)))
      .where('created_at', '>', new Date(Date.now() - RECENT_DAYS * 86_400_000))
      .orderBy('created_at', 'desc'),
  );
  return rows.map(toNotification);
}

/** Marks a notification seen and/or dismissed (the dashboard does both once shown). */
export async function updateNotification(
  ctx: ServiceContext,
  id: number,
  input: { seen: boolean; dismissStatus: 'DISMISSED' | null },
): Promise<UserNotification> {
  const vendorId = actingVendorId(requireActor(ctx));
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('user_notifications')
      .set({ seen: input.seen, dismiss_status: input.dismissStatus })
      .where('id', '=', id)
      .where('vendor_id', '=', vendorId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('Notification not found.');
    await recordAudit(trx, ctx, { action: 'notification.updated', entityType: 'notification', entityId: id, details: input });
    return toNotification(row);
  });
}

function toNotification(row: {
  id: number;
  notification_text: string;
  notification_type: UserNotification['notificationType'];
  kind: UserNotification['kind'];
  seen: boolean;
  dismiss_status: 'DISMISSED' | null;
  created_at: Date;
}): UserNotification {
  return {
    id: row.id,
    notificationText: row.notification_text,
    notificationType: row.notification_type,
    kind: row.kind,
    seen: row.seen,
    dismissStatus: row.dismiss_status,
    createdAt: row.created_at.toISOString(),
  };
}
