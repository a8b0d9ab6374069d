import { sql } from 'kysely';
import type { AppConfig } from '../config';
import type { Actor } from '../context';
import { hashToken } from '../crypto/tokens';
import type { Db } from '../db/database';
import { forbidden, rateLimited, unauthenticated } from '../errors';
import { selectIdentity } from './identity';

const BEARER = /^Bearer(?:\s+|$)/i;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The token of an `Authorization: Bearer …` header (empty when the header names none, which no token
 * matches); null when the request has no bearer header and so relies on its session cookie.
 */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization || !BEARER.test(authorization)) return null;
  return authorization.replace(BEARER, '').trim();
}

/**
 * Resolves an API token to the actor of the user who made it, acting for the token's tenant. Counts the
 * request in the token's one-minute window and stamps its last use in the same statement (so every API
 * node shares the count); 401 for an unknown or revoked token, 429 past API_TOKEN_MAX_PER_MINUTE.
 */
export async function resolveApiToken(db: Db, config: AppConfig, token: string): Promise<Actor> {
  const tokenHash = hashToken(token);
  const counted = await sql<{ id: number; scope: 'read' | 'write'; rate_window_count: number }>`
    UPDATE api_tokens SET
      last_used_at = now(),
      rate_window_count = CASE WHEN rate_window_started_at <= now() - interval '1 minute' THEN 1 ELSE rate_window_count + 1 END,
      rate_window_started_at = CASE WHEN rate_window_started_at <= now() - interval '1 minute' THEN now() ELSE rate_window_started_at END
    WHERE token_hash = ${tokenHash} AND revoked_at IS NULL
    RETURNING id, scope, rate_window_count`.execute(db);
  const row = counted.rows[0];
  if (!row) throw unauthenticated('This API token is not valid. It may have been revoked.');
  if (row.rate_window_count > config.API_TOKEN_MAX_PER_MINUTE) {
    throw rateLimited(
      `This API token made more than ${config.API_TOKEN_MAX_PER_MINUTE} requests in a minute. Wait a minute and try again.`,
    );
  }
  const identity = await selectIdentity(db, { apiTokenId: row.id });
  if (!identity) throw unauthenticated('This API token is not valid. Its user no longer has access.');
  const { lastSeenAt: _lastSeen, expiresAt: _expires, ...rest } = identity;
  return { ...rest, sessionTokenHash: tokenHash, sessionExpiresAt: new Date(), apiToken: { id: row.id, scope: row.scope } };
}

/** A read token may call any route the user could, but no write (any method other than GET/HEAD/OPTIONS). */
export function checkTokenScope(actor: Actor, method: string): void {
  if (actor.apiToken?.scope === 'read' && WRITE_METHODS.has(method)) {
    throw forbidden('This API token can only read. Create a token with the write scope to make changes.');
  }
}
