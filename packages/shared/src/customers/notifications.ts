import { z } from 'zod';

/** A user notification (spec 000 §3), with the payment kind the dashboard acts on. */
export const UserNotification = z.object({
  id: z.number().int(),
  notificationText: z.string(),
  notificationType: z.enum(['INFO', 'WARNING', 'SUCCESS', 'ERROR']),
  kind: z.enum(['GENERAL', 'PAYMENT_NOT_APPROVED', 'PAYMENT_UNABLE_TO_PROCESS']),
  seen: z.boolean(),
  dismissStatus: z.enum(['DISMISSED']).nullable(),
  createdAt: z.string(),
});
export type UserNotification = z.infer<typeof UserNotification>;
export const UserNotificationList = z.array(UserNotification);

export const UpdateNotificationRequest = z.object({
  seen: z.boolean(),
  dismissStatus: z.enum(['DISMISSED']).nullable(),
});
