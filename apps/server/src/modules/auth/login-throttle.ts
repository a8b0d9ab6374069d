import { sql } from 'kysely';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';

/**
 * Failed-login counting in PostgreSQL, so every API node sees the same counts. Two keys are counted:
 * the pair of client address and username (the lock-out: LOGIN_MAX_FAILURES within the lock window,
 * whether or not the user exists), so failures from one address never lock the user out elsewhere nor
 * other users behind that address; and the client address alone, a burst cap
 * (LOGIN_MAX_PER_IP_PER_MINUTE failures per minute, far above what people mistyping produce).
 */
export const userAtAddressKey = (username: string, ip: string | null) =>
  `user-at-ip:${JSON.stringify([ip ?? 'unknown', username.trim().toLowerCase()])}`;
export const ipKey = (ip: string | null) => `ip:${ip ?? 'unknown'}`;

export async function isLocked(db: Db, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('key', '=', key)
    .where('locked_until', '>', new Date())
    .executeTakeFirst();
  return Boolean(row);
}

/** Counts one failure; locks the key once the threshold is reached inside its window. */
export async function recordFailure(db: Db, key: string, limits: { max: number; windowMs: number; lockMs: number }) {
  const windowStart = new Date(Date.now() - limits.windowMs);
  const lockUntil = new Date(Date.now() + limits.lockMs);
  await sql`
    INSERT INTO login_failures AS f (key, failures, window_started_at)
    VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN f.window_started_at < ${windowStart} THEN 1 ELSE f.failures + 1 END,
      window_started_at = CASE WHEN f.window_started_at < ${windowStart} THEN now() ELSE f.window_started_at END,
      locked_until = CASE
        WHEN f.window_started_at >= ${windowStart} AND f.failures + 1 >= ${limits.max} THEN ${lockUntil}::timestamptz
        ELSE f.locked_until END`.execute(db);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}

export function userLimits(config: AppConfig) {
  const lockMs = config.LOGIN_LOCK_MINUTES * 60_000;
  return { max: config.LOGIN_MAX_FAILURES, windowMs: lockMs, lockMs };
}

export function ipLimits(config: AppConfig) {
  return { max: config.LOGIN_MAX_PER_IP_PER_MINUTE, windowMs: 60_000, lockMs: 60_000 };
}
