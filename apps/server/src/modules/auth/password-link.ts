import type { DbTransaction } from '../../platform/db/database';
import type { ServiceContext } from '../../platform/context';
import { hashToken, newToken } from '../../platform/crypto/tokens';
import { endUnusedResetLinks } from './set-password';

/**
 * Issues a single-use link to the web's set-password page (`/reset-password?token=`) and mails it, inside
 * the caller's transaction: the user's older unused links stop working (the user's row lock orders
 * concurrent requests, so exactly the newest link is left). Used by forgot-password and by a new
 * client user's invitation.
 */
export async function issuePasswordLink(
  trx: DbTransaction,
  ctx: ServiceContext,
  input: { userId: number; email: string; hours: number; subject: string; text: (link: string) => string },
): Promise<void> {
  const token = newToken();
  const link = `${ctx.config.publicUrl}/v2/#/reset-password?token=${encodeURIComponent(token)}`;
  await trx.selectFrom('users').select('id').where('id', '=', input.userId).forNoKeyUpdate().execute();
  await endUnusedResetLinks(trx, input.userId);
  await trx
    .insertInto('password_reset_tokens')
    .values({ token_hash: hashToken(token), user_id: input.userId, expires_at: new Date(Date.now() + input.hours * 3_600_000) })
    .execute();
  await ctx.mailer.send({ to: input.email, subject: input.subject, text: input.text(link) }, { trx });
}
