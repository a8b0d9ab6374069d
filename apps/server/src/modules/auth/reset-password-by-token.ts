import { RESET_LINK_INVALID_MESSAGE } from '@app/shared/auth/login';
import { type LoginResponse } from '@app/shared/auth/login-request';
import { recordAudit } from '../../platform/audit/audit-log';
import { createSession, type NewSession } from '../../platform/auth/sessions';
import type { ServiceContext } from '../../platform/context';
import { hashToken } from '../../platform/crypto/tokens';
import { validationFailed } from '../../platform/errors';
import { refusePasswordLoginForSsoOnlyUser } from '../single-sign-on/password-login-policy';
import { setPassword } from './set-password';

/**
 * Sets a new password from an e-mailed reset link (single use, time-limited), then signs in. Setting the
 * password ends the user's other unused links and sessions.
 */
export async function resetPasswordByToken(
  ctx: ServiceContext,
  input: { token: string; newPassword: string; userAgent: string | null },
): Promise<{ response: LoginResponse; session: NewSession }> {
  const claimed = await ctx.db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(input.token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) throw validationFailed(RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });
  // A link cannot open a session its organisation's single sign-on would refuse (the link is spent).
  await refusePasswordLoginForSsoOnlyUser(ctx.db, claimed.user_id);

  await setPassword(ctx.db, claimed.user_id, input.newPassword);
  await recordAudit(
    ctx.db,
    { ...ctx, userId: claimed.user_id },
    {
      action: 'auth.password-reset',
      entityType: 'user',
      entityId: claimed.user_id,
    },
  );
  const session = await createSession(ctx.db, ctx.config, claimed.user_id, { ip: ctx.ip, userAgent: input.userAgent });
  return { response: { status: 'authenticated', messages: [] }, session };
}
