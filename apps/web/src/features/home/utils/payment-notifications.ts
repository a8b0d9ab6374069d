import type { UserNotification } from '@app/shared/customers/notifications';

/**
 * The notifications the dashboard shows (spec 000 §4): every one the server lists, except 'not
 * approved' payment notifications that were already dismissed. The others stay listed for the
 * server's 90 days (an 'unable to process' one until its payment is updated).
 */
export function visibleNotifications(notifications: readonly UserNotification[]): UserNotification[] {
  return notifications.filter((n) => !(n.kind === 'PAYMENT_NOT_APPROVED' && n.dismissStatus === 'DISMISSED'));
}

/** Shown notifications not yet marked seen and DISMISSED: the dashboard marks these after showing them. */
export function notificationsToDismiss(shown: readonly UserNotification[]): UserNotification[] {
  return shown.filter((n) => !n.seen || n.dismissStatus !== 'DISMISSED');
}
