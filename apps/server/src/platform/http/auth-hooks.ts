import fp from 'fastify-plugin';
import { checkAccess } from '../auth/access';
import { AUTH_EXPIRY_COOKIE, resolveSession, SESSION_COOKIE } from '../auth/sessions';
import { cookieBase } from './types';

/**
 * Resolves the session cookie to `request.actor` on every request, enforces each route's declared
 * access before its handler, and sets the readable auth-expiry cookie (ms timestamp) the web client
 * checks after every response.
 */
export const authHooksPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionCookiesWritten', false);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    const guarded = url.startsWith('/services') || url.startsWith('/csarf');
    if (guarded && !route.config?.access && !url.startsWith('/services/docs')) {
      throw new Error(`Route ${route.method} ${url} declares no access rule (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.actor = await resolveSession(app.deps.db, app.deps.config, token);
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access) checkAccess(request.actor, access);
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.sessionCookiesWritten) return;
    const expiry = request.actor?.sessionExpiresAt.getTime() ?? 0;
    if (request.actor || request.cookies[AUTH_EXPIRY_COOKIE]) {
      reply.setCookie(AUTH_EXPIRY_COOKIE, String(expiry), { ...cookieBase(request), httpOnly: false });
    }
    if (!request.actor && request.cookies[SESSION_COOKIE]) {
      reply.clearCookie(SESSION_COOKIE, cookieBase(request));
    }
  });
});
