import { PASSWORD_EXPIRED_MESSAGE, type LoginRequest, type LoginResponse } from '@app/shared/auth/login-request';
import { recordAudit } from '../../platform/audit/audit-log';
import { createSession, type NewSession } from '../../platform/auth/sessions';
import type { ServiceContext } from '../../platform/context';
import { isPasswordExpired, verifyCredentials } from './verify-credentials';

/**
 * Logs a user in. An expired password answers `expired` without a session: the user must set a new
 * one first (see change-expired-password).
 */
export async function login(
  ctx: ServiceContext,
  input: LoginRequest & { userAgent: string | null },
): Promise<{ response: LoginResponse; session?: NewSession }> {
  const user = await verifyCredentials(ctx, input.username, input.password);
  if (isPasswordExpired(ctx, user.passwordChangedAt)) {
    return { response: { status: 'expired', messages: [PASSWORD_EXPIRED_MESSAGE] } };
  }
  const session = await createSession(ctx.db, ctx.config, user.id, { ip: ctx.ip, userAgent: input.userAgent });
  await recordAudit(
    ctx.db,
    { ...ctx, userId: user.id, username: user.username },
    {
      action: 'auth.login',
      entityType: 'user',
      entityId: user.id,
    },
  );
  return { response: { status: 'authenticated', messages: [] }, session };
}
