import type { PasswordResetRequest } from '@app/shared/auth/login';
import type { LoginResponse } from '@app/shared/auth/login-request';
import { recordAudit } from '../../platform/audit/audit-log';
import { createSession, type NewSession } from '../../platform/auth/sessions';
import type { ServiceContext } from '../../platform/context';
import { validationFailed } from '../../platform/errors';
import { setPassword } from './set-password';
import { verifyCredentials } from './verify-credentials';

export const SAME_PASSWORD_MESSAGE = 'The new password must be different from the current one';

/**
 * POST /auth/password-reset: sets a new password knowing the old one (the expired-password flow,
 * also usable any time), then signs the user in.
 */
export async function changeExpiredPassword(
  ctx: ServiceContext,
  input: PasswordResetRequest & { userAgent: string | null },
): Promise<{ response: LoginResponse; session: NewSession }> {
  const user = await verifyCredentials(ctx, input.username, input.oldPassword);
  if (input.newPassword === input.oldPassword) {
    throw validationFailed(SAME_PASSWORD_MESSAGE, { newPassword: SAME_PASSWORD_MESSAGE });
  }
  await setPassword(ctx.db, user.id, input.newPassword);
  await recordAudit(
    ctx.db,
    { ...ctx, userId: user.id, username: user.username },
    {
      action: 'auth.password-changed',
      entityType: 'user',
      entityId: user.id,
    },
  );
  const session = await createSession(ctx.db, ctx.config, user.id, { ip: ctx.ip, userAgent: input.userAgent });
  return { response: { status: 'authenticated', messages: [] }, session };
}
