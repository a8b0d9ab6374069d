import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor, AppDeps, ServiceContext } from '../context';

/** The Fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    actor: Actor | null;
    csrfToken: string;
    /** True when the CSRF cookie was created by this request and must be set on the answer. */
    csrfCookieIsNew: boolean;
    /** Set when the handler wrote new session cookies (login, logout, password change). */
    sessionCookiesWritten: boolean;
    /** Set once the session cookie was looked up; a request refused before that (CSRF) keeps its cookies. */
    sessionLookedUp: boolean;
  }
}

/** The service context of one request: deps plus the actor resolved from the session cookie. */
export function serviceContext(request: FastifyRequest): ServiceContext {
  return {
    ...request.server.deps,
    actor: request.actor,
    requestId: request.id,
    ip: request.ip ?? null,
    origin: `${request.protocol}://${request.host}`,
  };
}

/** Cookies get Secure whenever the request came over HTTPS (directly or via a trusted proxy). */
export function cookieBase(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/**
 * The JSON API and the old logout address: the only paths that look up a session or set cookies. The web
 * app's static files (and the redirects to it) are the same for everyone, so they are served without a
 * database round trip and without cookies (issue 20: no cookie on static responses, cacheable by any CDN).
 */
export function isApiPath(url: string): boolean {
  return url.startsWith('/services') || url.startsWith('/csarf');
}
