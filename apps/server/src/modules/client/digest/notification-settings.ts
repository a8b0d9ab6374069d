import type { NotificationSettings } from '@app/shared/client/notification-settings';
import { CLIENT_ROLE } from '@app/shared/users/current-user';
import { recordAudit } from '../../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { forbidden } from '../../../platform/errors';

/** The signed-in client user; admins (even acting as a client) receive no digest, so they have no setting. */
function clientUserId(ctx: ServiceContext): number {
  const actor = requireActor(ctx);
  if (actor.role !== CLIENT_ROLE) throw forbidden('E-mail notifications are set by each client user for themselves.');
  return actor.userId;
}

export async function getNotificationSettings(ctx: ServiceContext): Promise<NotificationSettings> {
  const row = await ctx.db.selectFrom('users').select('weekly_digest').where('id', '=', clientUserId(ctx)).executeTakeFirstOrThrow();
  return { weeklyDigest: row.weekly_digest };
}

/** Turns the user's own weekly digest on or off (audited with the new value). */
export async function updateNotificationSettings(ctx: ServiceContext, input: NotificationSettings): Promise<NotificationSettings> {
  const userId = clientUserId(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ weekly_digest: input.weeklyDigest }).where('id', '=', userId).execute();
    await recordAudit(trx, ctx, {
      action: 'notification-settings.updated',
      entityType: 'user',
      entityId: userId,
      details: { weeklyDigest: input.weeklyDigest },
    });
  });
  return input;
}
