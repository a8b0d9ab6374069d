import { sql } from 'kysely';
import type { AppConfig } from '../config';
import type { Actor } from '../context';
import { hashToken, newToken } from '../crypto/tokens';
import type { Db } from '../db/database';
import type { AssumedRole, Role } from '@app/shared/users/current-user';

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

interface ActorRow {
  user_id: number;
  username: string;
  role: Role;
  assumed_role: AssumedRole | null;
  vendor_id: number | null;
  client_id: number | null;
  permissions: string[];
  client_products: string[] | null;
  last_seen_at: Date;
  expires_at: Date;
}

/**
 * Resolves a session cookie to its actor in one query (this runs on every request), and slides the
 * idle timeout. Expired sessions resolve to null and are deleted.
 */
export async function resolveSession(db: Db, config: AppConfig, token: string): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  const result = await sql<ActorRow>`
    SELECT u.id AS user_id, u.username, u.role, u.assumed_role, u.permissions,
           CASE WHEN u.role = 'PT Admin User' THEN u.selected_vendor_id ELSE u.vendor_id END AS vendor_id,
           CASE WHEN u.role = 'PT Admin User' THEN u.selected_client_id ELSE u.client_id END AS client_id,
           c.products AS client_products, s.last_seen_at, s.expires_at
      FROM sessions s
      JOIN users u ON u.id = s.user_id AND NOT u.disabled
      LEFT JOIN clients c ON c.id = CASE WHEN u.role = 'PT Admin User' THEN u.selected_client_id ELSE u.client_id END
     WHERE s.token_hash = ${tokenHash}`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  const now = Date.now();
  const expiry = effectiveExpiry(config, row.last_seen_at, row.expires_at);
  if (expiry.getTime() <= now) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  let lastSeen = row.last_seen_at;
  if (now - lastSeen.getTime() > TOUCH_INTERVAL_MS) {
    lastSeen = new Date(now);
    await db.updateTable('sessions').set({ last_seen_at: lastSeen }).where('token_hash', '=', tokenHash).execute();
  }
  return {
    userId: row.user_id,
    username: row.username,
    role: row.role,
    assumedRole: row.role === 'PT Admin User' ? (row.assumed_role ?? 'vendor-user') : null,
    vendorId: row.vendor_id,
    clientId: row.client_id,
    permissions: row.permissions,
    clientProducts: row.client_products ?? [],
    sessionTokenHash: tokenHash,
    sessionExpiresAt: effectiveExpiry(config, lastSeen, row.expires_at),
  };
}

export async function deleteSession(db: Db, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** After a password change every other session of the user ends. */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
