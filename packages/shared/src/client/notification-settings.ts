import { z } from 'zod';

export const WEEKLY_DIGEST_REQUIRED = 'Choose whether to receive the weekly digest';

/**
 * GET and PUT /account/notification-settings (issue 30): the signed-in client user's own e-mail settings.
 * The weekly digest is on until the user turns it off (decision 323).
 */
export const NotificationSettings = z.object({ weeklyDigest: z.boolean({ error: WEEKLY_DIGEST_REQUIRED }) });
export type NotificationSettings = z.infer<typeof NotificationSettings>;
