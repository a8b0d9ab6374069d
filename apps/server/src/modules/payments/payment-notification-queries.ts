import type { Db } from '../../platform/db/database';

/**
 * A successful payment settles the dashboard's payment notifications (spec 000 §4): they are removed.
 * The dashboard marks what it shows DISMISSED at once, so a dismissed 'unable to process' notification
 * still stands until this (issue 17: the banner said the payment failed after it had been paid).
 */
export async function dismissPaymentNotifications(db: Db, vendorId: number): Promise<void> {
  await db
    .deleteFrom('user_notifications')
    .where('vendor_id', '=', vendorId)
    .where('kind', 'in', ['PAYMENT_NOT_APPROVED', 'PAYMENT_UNABLE_TO_PROCESS'])
    .execute();
}

/** Raises one notification of a kind, unless an undismissed one of that kind is already there. */
export async function raisePaymentNotification(
  db: Db,
  vendorId: number,
  kind: 'PAYMENT_NOT_APPROVED' | 'PAYMENT_UNABLE_TO_PROCESS',
  text: string,
): Promise<void> {
  const open = await db
    .selectFrom('user_notifications')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('kind', '=', kind)
    .where('dismiss_status', 'is', null)
    .executeTakeFirst();
  if (open) {
    await db.updateTable('user_notifications').set({ notification_text: text, seen: false }).where('id', '=', open.id).execute();
    return;
  }
  await db
    .insertInto('user_notifications')
    .values({
      vendor_id: vendorId,
      kind,
      notification_type: kind === 'PAYMENT_NOT_APPROVED' ? 'ERROR' : 'WARNING',
      notification_text: text,
    })
    .execute();
}
