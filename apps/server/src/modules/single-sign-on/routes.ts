import { z } from 'zod';
import { SsoDiscoveryResponse, type SsoFailureReason } from '@app/shared/auth/single-sign-on';
import { text } from '@app/shared/validation/text';
import { publicAccess } from '../../platform/auth/access';
import { setSessionCookies } from '../../platform/http/session-cookies';
import { cookieBase, serviceContext, type App } from '../../platform/http/types';
import { ATTEMPT_MAX_AGE_SECONDS, SsoRefusal, finishSsoLogin, isSsoEmail, startSsoLogin } from './sso-login';

const tags = ['auth'];
const ATTEMPT_COOKIE = 'sso-attempt';
const SIGNED_IN_PAGE = '/v2/#/client/dashboard';
const loginPageWith = (reason: SsoFailureReason) => `/v2/#/client/login?sso=${reason}`;
const EmailQuery = z.object({ email: text().max(320) });

/** Single sign-on for client users through their organisation's OpenID Connect provider (issue 35). */
export async function ssoLoginRoutes(app: App): Promise<void> {
  app.get('/services/auth/sso/discovery', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: "Whether the e-mail's domain signs in with its organization (answers nothing else about users or clients)",
      querystring: EmailQuery,
      response: { 200: SsoDiscoveryResponse },
    },
    handler: async (request) => ({ singleSignOn: await isSsoEmail(serviceContext(request), request.query.email) }),
  });

  app.get('/services/auth/sso/start', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: "Begin single sign-on: redirects to the e-mail domain's provider (authorization code with PKCE, state and nonce)",
      description: 'Failures redirect to the client login page with ?sso=<reason>.',
      querystring: EmailQuery,
    },
    handler: async (request, reply) => {
      try {
        const { authorizationUrl, sealedAttempt } = await startSsoLogin(serviceContext(request), request.query.email);
        // Lax, so the browser sends it back on the provider's top-level redirect to the callback.
        reply.setCookie(ATTEMPT_COOKIE, sealedAttempt, {
          ...cookieBase(request),
          path: '/services/auth/sso',
          httpOnly: true,
          maxAge: ATTEMPT_MAX_AGE_SECONDS,
        });
        return reply.redirect(authorizationUrl);
      } catch (error) {
        return redirectRefusal(request, reply, error);
      }
    },
  });

  app.get('/services/auth/sso/callback', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: "The providers' redirect URI: signs the matched client user in and opens their dashboard",
      description: 'Refusals (unknown user, refused by the provider, invalid answer) redirect to the client login page with ?sso=<reason>.',
    },
    handler: async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      reply.clearCookie(ATTEMPT_COOKIE, { ...cookieBase(request), path: '/services/auth/sso' });
      try {
        const session = await finishSsoLogin(serviceContext(request), {
          query,
          sealedAttempt: request.cookies[ATTEMPT_COOKIE],
          userAgent: request.headers['user-agent'] ?? null,
        });
        setSessionCookies(request, reply, session);
        return reply.redirect(SIGNED_IN_PAGE);
      } catch (error) {
        return redirectRefusal(request, reply, error);
      }
    },
  });
}

function redirectRefusal(request: Parameters<typeof serviceContext>[0], reply: { redirect(url: string): unknown }, error: unknown) {
  if (!(error instanceof SsoRefusal)) throw error;
  request.log.warn({ reason: error.reason, err: error.detail }, 'single sign-on refused');
  return reply.redirect(loginPageWith(error.reason));
}
