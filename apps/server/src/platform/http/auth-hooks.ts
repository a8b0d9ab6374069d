import fp from 'fastify-plugin';
import { checkAccess } from '../auth/access';
import { bearerToken, checkTokenScope, resolveApiToken } from '../auth/api-token-auth';
import { recordAudit } from '../audit/audit-log';
import { AUTH_EXPIRY_COOKIE, resolveSession, SESSION_COOKIE } from '../auth/sessions';
import { SingleFlight } from '../concurrency/single-flight';
import type { Actor } from '../context';
import { cookieBase, isApiPath } from './types';

/**
 * Resolves the session cookie (or an API token, decision 298) to `request.actor` on every API request, enforces each route's declared
 * access as soon as the session is known (before the body is parsed and validated), and sets the
 * readable auth-expiry cookie (ms timestamp) the web client checks after every response.
 */
export const authHooksPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionCookiesWritten', false);
  app.decorateRequest('sessionLookedUp', false);
  // A page's simultaneous calls carry one session cookie: they share one look-up (decision 413).
  const sessionLookups = new SingleFlight<Actor | null>();

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (isApiPath(url) && !route.config?.access && !url.startsWith('/services/docs')) {
      throw new Error(`Route ${route.method} ${url} declares no access rule (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const apiToken = bearerToken(request.headers.authorization);
    if (apiToken !== null) {
      // An API token replaces the session: cookies are neither read nor written (sessionLookedUp stays false).
      request.actor = await resolveApiToken(app.deps.db, app.deps.config, apiToken);
      checkTokenScope(request.actor, request.method);
    } else {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const actor = await sessionLookups.run(token, () => resolveSession(app.deps.db, app.deps.config, token));
        request.actor = actor && { ...actor };
      }
      request.sessionLookedUp = true;
    }
    // Before the body is read and the request validated: an anonymous caller gets 401 and a wrong role
    // 403, never a 400 about a request it may not make.
    const access = request.routeOptions.config?.access;
    if (access) checkAccess(request.actor, access);
  });

  // Every use of an API token is audited, with the route and the answer's status.
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor;
    if (!actor?.apiToken) return;
    await recordAudit(
      app.deps.db,
      { actor, requestId: request.id, ip: request.ip ?? null },
      {
        action: 'api-token.used',
        entityType: 'api-token',
        entityId: actor.apiToken.id,
        details: { method: request.method, route: request.routeOptions.url ?? null, status: reply.statusCode },
      },
    ).catch((error: unknown) => request.log.error({ err: error }, 'could not audit an API token use'));
  });

  app.addHook('onSend', async (request, reply) => {
    // A request refused before its session was looked up (a write without the CSRF header) says nothing
    // about the session, so it must not clear the browser's cookies.
    if (request.sessionCookiesWritten || !request.sessionLookedUp) return;
    const expiry = request.actor?.sessionExpiresAt.getTime() ?? 0;
    if (request.actor || request.cookies[AUTH_EXPIRY_COOKIE]) {
      reply.setCookie(AUTH_EXPIRY_COOKIE, String(expiry), { ...cookieBase(request), httpOnly: false });
    }
    if (!request.actor && request.cookies[SESSION_COOKIE]) {
      reply.clearCookie(SESSION_COOKIE, cookieBase(request));
    }
  });
});
