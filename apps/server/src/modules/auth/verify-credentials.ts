import { CURRENT_PASSWORD_WRONG } from '@app/shared/account/account-users';
import { ACCOUNT_LOCKED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@app/shared/auth/login-request';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import type { Actor, ServiceContext } from '../../platform/context';
import { AppError, validationFailed } from '../../platform/errors';
import { refusePasswordLoginForSsoOnlyDomain, refusePasswordLoginForSsoOnlyUser } from '../single-sign-on/password-login-policy';
import { clearFailures, ipKey, ipLimits, isLocked, recordFailure, userAtAddressKey, userLimits } from './login-throttle';

export interface VerifiedUser {
  id: number;
  username: string;
  passwordChangedAt: Date;
}

const TOO_MANY_FROM_ADDRESS = 'Too many failed login attempts from your network. Please wait a minute and try again.';

/**
 * Checks a username and password under the throttle. Unknown users, wrong passwords and disabled
 * accounts fail identically (same message, same timing, same counting) so nothing reveals whether a
 * username exists. The lock-out counts per address and username (see login-throttle). Throws AppError
 * 401 or 429 with the login message, or 403 when the user's organisation signs in only with single sign-on.
 */
export async function verifyCredentials(ctx: ServiceContext, username: string, password: string): Promise<VerifiedUser> {
  const { db, config } = ctx;
  const keys = { pair: userAtAddressKey(username, ctx.ip), ip: ipKey(ctx.ip) };
  if (await isLocked(db, keys.ip)) throw new AppError(429, 'RATE_LIMITED', TOO_MANY_FROM_ADDRESS);
  if (await isLocked(db, keys.pair)) throw new AppError(429, 'RATE_LIMITED', ACCOUNT_LOCKED_MESSAGE);
  await refusePasswordLoginForSsoOnlyDomain(db, username);

  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'password_changed_at', 'disabled'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
  const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));

  if (!user || !passwordMatches || user.disabled) {
    await recordFailure(db, keys.pair, userLimits(config));
    await recordFailure(db, keys.ip, ipLimits(config));
    if (await isLocked(db, keys.pair)) throw new AppError(429, 'RATE_LIMITED', ACCOUNT_LOCKED_MESSAGE);
    throw new AppError(401, 'UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
  }
  await clearFailures(db, keys.pair);
  await refusePasswordLoginForSsoOnlyUser(db, user.id);
  return { id: user.id, username: user.username, passwordChangedAt: user.password_changed_at };
}

/**
 * Checks a signed-in user's current password before they change it, under the same throttle as login so
 * a stolen session cannot guess it freely. A wrong one is a 400 field error on `currentPassword` (not a
 * 401: the session itself is fine); a locked address or pair answers 429.
 */
export async function assertCurrentPassword(ctx: ServiceContext, actor: Actor, password: string): Promise<void> {
  try {
    await verifyCredentials(ctx, actor.username, password);
  } catch (error) {
    if (error instanceof AppError && error.status === 401) {
      throw validationFailed(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
    }
    throw error;
  }
}

export function isPasswordExpired(ctx: ServiceContext, passwordChangedAt: Date): boolean {
  return Date.now() - passwordChangedAt.getTime() > ctx.config.PASSWORD_MAX_AGE_DAYS * 86_400_000;
}
