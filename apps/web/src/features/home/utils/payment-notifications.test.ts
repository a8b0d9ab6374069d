import { describe, expect, it } from 'vitest';
import type { UserNotification } from '@app/shared/customers/notifications';
import { notificationsToDismiss, visibleNotifications } from './payment-notifications';

const notification = (overrides: Partial<UserNotification>): UserNotification => ({
  id: 1,
  notificationText: 'Text',
  notificationType: 'ERROR',
  kind: 'PAYMENT_NOT_APPROVED',
  seen: false,
  dismissStatus: null,
  createdAt: '2026-05-01T00:00:00Z',
  ...overrides,
});

describe('payment notifications on the dashboard', () => {
  it("hides 'not approved' notifications that were already dismissed", () => {
    const dismissed = notification({ id: 1, seen: true, dismissStatus: 'DISMISSED' });
    const fresh = notification({ id: 2 });
    expect(visibleNotifications([dismissed, fresh]).map((n) => n.id)).toEqual([2]);
  });

  it("keeps 'unable to process' notifications until the payment is updated", () => {
    const unable = notification({ id: 3, kind: 'PAYMENT_UNABLE_TO_PROCESS', seen: true, dismissStatus: 'DISMISSED' });
    expect(visibleNotifications([unable]).map((n) => n.id)).toEqual([3]);
  });

  it('marks only the shown notifications not yet seen and dismissed', () => {
    const done = notification({ id: 4, seen: true, dismissStatus: 'DISMISSED' });
    const unseen = notification({ id: 5 });
    expect(notificationsToDismiss([done, unseen]).map((n) => n.id)).toEqual([5]);
  });
});
