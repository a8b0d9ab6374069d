import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { bearerToken } from '../auth/api-token-auth';
import { newToken } from '../crypto/tokens';
import { AppError } from '../errors';
import { cookieBase, isApiPath } from './types';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit CSRF protection: a readable XSRF-TOKEN cookie is issued when missing, and every
 * state-changing request (login included) must echo it in the X-XSRF-TOKEN header. A cross-site page
 * can make the browser send the cookie but cannot read it to set the header.
 */
export const csrfPlugin = fp(async (app) => {
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('csrfCookieIsNew', false);

  app.addHook('onRequest', async (request) => {
    // An API token comes in a header a cross-site page cannot make the browser send, and such a request
    // ignores cookies altogether (auth-hooks.ts): there is nothing to forge, and no cookie to issue.
    if (bearerToken(request.headers.authorization) !== null) return;
    const cookieToken = request.cookies[CSRF_COOKIE];
    if (UNSAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (!cookieToken || typeof header !== 'string' || !sameToken(cookieToken, header)) {
        throw new AppError(403, 'CSRF_REJECTED', 'Missing or invalid CSRF token. Reload the page and try again.');
      }
    }
    if (cookieToken) {
      request.csrfToken = cookieToken;
    } else {
      request.csrfToken = newToken();
      request.csrfCookieIsNew = true;
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.csrfCookieIsNew && isApiPath(request.url)) {
      reply.setCookie(CSRF_COOKIE, request.csrfToken, { ...cookieBase(request), httpOnly: false });
    }
  });
});

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
