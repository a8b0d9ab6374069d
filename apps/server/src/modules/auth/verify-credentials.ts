import { ACCOUNT_LOCKED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@app/shared/auth/login';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { clearFailures, ipKey, ipLimits, isLocked, recordFailure, userKey, userLimits } from './login-throttle';

export interface VerifiedUser {
  id: number;
  username: string;
  passwordChangedAt: Date;
}

const TOO_MANY_FROM_ADDRESS = 'Too many failed login attempts from your network. Please wait a minute and try again.';

/**
 * Checks a username and password under the throttle. Unknown users, wrong passwords and disabled
 * accounts fail identically (same message, same timing, same counting) so nothing reveals whether a
 * username exists. Throws AppError 401 or 429 with the login message.
 */
export async function verifyCredentials(ctx: ServiceContext, username: string, password: string): Promise<VerifiedUser> {
  const { db, config } = ctx;
  const keys = { user: userKey(username), ip: ipKey(ctx.ip) };
  if (await isLocked(db, keys.ip)) throw new AppError(429, 'RATE_LIMITED', TOO_MANY_FROM_ADDRESS);
  if (await isLocked(db, keys.user)) throw new AppError(429, 'RATE_LIMITED', ACCOUNT_LOCKED_MESSAGE);

  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'password_changed_at', 'disabled'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
  const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));

  if (!user || !passwordMatches || user.disabled) {
    await recordFailure(db, keys.user, userLimits(config));
    await recordFailure(db, keys.ip, ipLimits(config));
    if (await isLocked(db, keys.user)) throw new AppError(429, 'RATE_LIMITED', ACCOUNT_LOCKED_MESSAGE);
    throw new AppError(401, 'UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
  }
  await clearFailures(db, keys.user);
  return { id: user.id, username: user.username, passwordChangedAt: user.password_changed_at };
}

export function isPasswordExpired(ctx: ServiceContext, passwordChangedAt: Date): boolean {
  return Date.now() - passwordChangedAt.getTime() > ctx.config.PASSWORD_MAX_AGE_DAYS * 86_400_000;
}
