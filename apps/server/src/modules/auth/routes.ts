import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { CreateAccountRequest } from '@app/shared/auth/create-account';
import {
  FORGOT_PASSWORD_SENT_MESSAGE,
  ForgotPasswordRequest,
  PasswordResetByTokenRequest,
  PasswordResetRequest,
} from '@app/shared/auth/login';
import { CsrfTokenResponse, LoginRequest, LoginResponse } from '@app/shared/auth/login-request';
import { CurrentUserResponse } from '@app/shared/users/current-user';
import { publicAccess } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import { clearSessionCookies, setSessionCookies } from '../../platform/http/session-cookies';
import { serviceContext, type App } from '../../platform/http/types';
import { changeExpiredPassword } from './change-expired-password';
import { createAccount } from './create-account';
import { requestPasswordReset } from './forgot-password';
import { login } from './login';
import { logout } from './logout';
import { resetPasswordByToken } from './reset-password-by-token';

const tags = ['auth'];
const LOGOUT_PAGE = '/v2/#/logout';
/** Login-style answers keep the LoginResponse shape even on 401/429, so the form can show messages[0]. */
const loginAnswers = { 200: LoginResponse, 400: ErrorEnvelope, 401: LoginResponse, 403: ErrorEnvelope, 429: LoginResponse };

export async function authRoutes(app: App): Promise<void> {
  app.get('/services/auth/csrf', {
    config: { access: publicAccess },
    schema: { tags, summary: 'The CSRF token (also set as the XSRF-TOKEN cookie)', response: { 200: CsrfTokenResponse } },
    handler: async (request) => ({ token: request.csrfToken }),
  });

  app.post('/services/auth/login', {
    config: { access: publicAccess },
    schema: { tags, summary: 'Log in with username and password', body: LoginRequest, response: loginAnswers },
    handler: async (request, reply) => {
      try {
        const { response, session } = await login(serviceContext(request), {
          ...request.body,
          userAgent: request.headers['user-agent'] ?? null,
        });
        if (session) setSessionCookies(request, reply, session);
        return response;
      } catch (error) {
        return answerLoginFailure(error, reply);
      }
    },
  });

  app.post('/services/auth/password-reset', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: 'Set a new password with the current one (expired-password flow); signs in',
      body: PasswordResetRequest,
      response: loginAnswers,
    },
    handler: async (request, reply) => {
      try {
        const { response, session } = await changeExpiredPassword(serviceContext(request), {
          ...request.body,
          userAgent: request.headers['user-agent'] ?? null,
        });
        setSessionCookies(request, reply, session);
        return response;
      } catch (error) {
        return answerLoginFailure(error, reply);
      }
    },
  });

  app.post('/services/auth/forgot-password', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: 'E-mail a password-reset link (same answer whether or not the user exists)',
      body: ForgotPasswordRequest,
      response: { 200: z.object({ message: z.string() }) },
    },
    handler: async (request) => {
      await requestPasswordReset(serviceContext(request), request.body.username);
      return { message: FORGOT_PASSWORD_SENT_MESSAGE };
    },
  });

  app.post('/services/auth/password-reset/token', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: 'Set a new password from a reset link; signs in',
      body: PasswordResetByTokenRequest,
      response: { 200: LoginResponse, 400: ErrorEnvelope, 403: ErrorEnvelope },
    },
    handler: async (request, reply) => {
      const { response, session } = await resetPasswordByToken(serviceContext(request), {
        ...request.body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookies(request, reply, session);
      return response;
    },
  });

  app.post('/services/auth/create-account', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: 'Create a vendor user account; signs in',
      body: CreateAccountRequest,
      response: { 201: CurrentUserResponse, 400: ErrorEnvelope, 409: ErrorEnvelope },
    },
    handler: async (request, reply) => {
      const { user, session } = await createAccount(serviceContext(request), {
        ...request.body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookies(request, reply, session);
      return reply.status(201).send(user);
    },
  });

  app.post('/services/auth/logout', {
    config: { access: publicAccess },
    schema: { tags, summary: 'End the session (a write: the CSRF header is required)', response: { 204: z.null(), 403: ErrorEnvelope } },
    handler: async (request, reply) => {
      await logout(serviceContext(request));
      clearSessionCookies(request, reply);
      return reply.status(204).send(null);
    },
  });

  // The spec's logout address (spec 000 §2, §7). A GET must not end the session (any page could make the
  // browser fetch it), so it only opens the web app's log-out page, whose button POSTs the logout.
  app.get('/csarf/logoutPage', {
    config: { access: publicAccess },
    schema: { tags, summary: "Forward to the web app's log-out page (does not end the session)" },
    handler: async (_request, reply) => reply.redirect(LOGOUT_PAGE),
  });
}

/** Credential failures answer in the login shape; anything else goes to the error handler. */
function answerLoginFailure(error: unknown, reply: { status(code: number): unknown }) {
  if (error instanceof AppError && (error.status === 401 || error.status === 429)) {
    reply.status(error.status);
    return { status: 'other' as const, messages: [error.message] };
  }
  throw error;
}
