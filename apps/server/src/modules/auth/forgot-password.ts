import { recordAudit } from '../../platform/audit/audit-log';
import type { ServiceContext } from '../../platform/context';
import { issuePasswordLink } from './password-link';

const RESET_LINK_HOURS = 1;

/**
 * Sends a password-reset link when the username exists and has an e-mail; the user's older unused links
 * stop working. Answers the same either way (the caller always shows FORGOT_PASSWORD_SENT_MESSAGE).
 */
export async function requestPasswordReset(ctx: ServiceContext, username: string): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .where('disabled', '=', false)
    .executeTakeFirst();
  if (!user?.email) return;

  await ctx.db.transaction().execute(async (trx) => {
    await issuePasswordLink(trx, ctx, {
      userId: user.id,
      email: user.email!,
      hours: RESET_LINK_HOURS,
      subject: 'Reset your VendorProof password',
      text: (link) =>
        [
          `Hello ${user.first_name ?? user.username},`,
          '',
          `Someone asked to reset the password of the VendorProof account "${user.username}".`,
          `To choose a new password, open this link within ${RESET_LINK_HOURS} hour:`,
          link,
          '',
          'If you did not ask for this, ignore this e-mail; your password stays as it is.',
        ].join('\n'),
    });
    await recordAudit(
      trx,
      { ...ctx, userId: user.id, username: user.username },
      {
        action: 'auth.password-reset-requested',
        entityType: 'user',
        entityId: user.id,
      },
    );
  });
}
