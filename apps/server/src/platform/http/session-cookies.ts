import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NewSession } from '../auth/sessions';
import { AUTH_EXPIRY_COOKIE, SESSION_COOKIE } from '../auth/sessions';
import { cookieBase } from './types';

/** Puts a new session on the answer (login, password change, account creation). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: NewSession): void {
  const base = cookieBase(request);
  reply.setCookie(SESSION_COOKIE, session.token, { ...base, httpOnly: true });
  reply.setCookie(AUTH_EXPIRY_COOKIE, String(session.expiresAt.getTime()), { ...base, httpOnly: false });
  // The auth hook must not overwrite these with the request's own (absent or ended) session.
  request.sessionCookiesWritten = true;
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const base = cookieBase(request);
  reply.clearCookie(SESSION_COOKIE, base);
  reply.setCookie(AUTH_EXPIRY_COOKIE, '0', { ...base, httpOnly: false });
  request.sessionCookiesWritten = true;
}
