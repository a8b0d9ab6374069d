import type { AppConfig } from '../config';
import type { Actor } from '../context';
import { hashToken, newToken } from '../crypto/tokens';
import type { Db } from '../db/database';
import { selectIdentity } from './identity';

export const SESSION_COOKIE = 'SESSION';
export const AUTH_EXPIRY_COOKIE = 'auth-expiry';
/** last_seen_at is refreshed at most this often, so a busy session does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  config: AppConfig,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<NewSession> {
  const token = newToken();
  const absoluteExpiry = new Date(Date.now() + config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: absoluteExpiry,
      last_seen_at: new Date(),
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { token, expiresAt: effectiveExpiry(config, new Date(), absoluteExpiry) };
}

/** The moment the session ends if unused: idle timeout from last use, capped by the absolute expiry. */
export function effectiveExpiry(config: AppConfig, lastSeenAt: Date, absoluteExpiry: Date): Date {
  const idleExpiry = lastSeenAt.getTime() + config.SESSION_IDLE_MINUTES * 60_000;
  return new Date(Math.min(idleExpiry, absoluteExpiry.getTime()));
}

/**
 * Resolves a session cookie to its actor in one query (this runs on every request), and slides the
 * idle timeout. Expired sessions resolve to null and are deleted.
 */
export async function resolveSession(db: Db, config: AppConfig, token: string): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  const identity = await selectIdentity(db, { tokenHash });
  if (!identity?.lastSeenAt || !identity.expiresAt) return null;
  const now = Date.now();
  if (effectiveExpiry(config, identity.lastSeenAt, identity.expiresAt).getTime() <= now) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  let lastSeen = identity.lastSeenAt;
  if (now - lastSeen.getTime() > TOUCH_INTERVAL_MS) {
    lastSeen = new Date(now);
    await db.updateTable('sessions').set({ last_seen_at: lastSeen }).where('token_hash', '=', tokenHash).execute();
  }
  const { lastSeenAt: _lastSeen, expiresAt, ...rest } = identity;
  return { ...rest, sessionTokenHash: tokenHash, sessionExpiresAt: effectiveExpiry(config, lastSeen, expiresAt) };
}

export async function deleteSession(db: Db, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** After a password change every other session of the user ends (`except` the one that made it, if given). */
export async function deleteUserSessions(db: Db, userId: number, options: { except?: Buffer } = {}): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (options.except) query = query.where('token_hash', '!=', options.except);
  await query.execute();
}
