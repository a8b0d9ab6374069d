import { z } from 'zod/mini';
import { miniText } from '../validation/mini-text';
import { messages } from '../validation/messages';

// zod/mini, not classic zod: the login page loads this, and classic zod is too big for it (issue 20,
// decision 224). The server validates with the same schemas.

export const LoginRequest = z.object({
  username: miniText({ error: messages.required('Username') }).check(
    z.trim(),
    z.minLength(1, { message: messages.required('Username') }),
    z.maxLength(255),
  ),
  password: miniText({ error: messages.required('Password') }).check(
    z.minLength(1, { message: messages.required('Password') }),
    z.maxLength(1024),
  ),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginStatus = z.enum(['authenticated', 'expired', 'other']);
export type LoginStatus = z.infer<typeof LoginStatus>;

/** Login answer (spec 001 §3): status and messages; the first message is shown on failure. */
export const LoginResponse = z.object({
  status: LoginStatus,
  messages: z.array(z.string()),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The one failure text for a bad username or password: never says which of the two was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password.';
export const ACCOUNT_LOCKED_MESSAGE = 'Too many failed login attempts. Please wait 15 minutes and try again, or reset your password.';
export const PASSWORD_EXPIRED_MESSAGE = 'Your password has expired. Please set a new password.';
export const LOGIN_ERROR_MESSAGE = 'Encountered error logging in. Please try again.';

/** GET /services/auth/csrf: the CSRF token the web sends back in a header on writes. */
export const CsrfTokenResponse = z.object({ token: z.string() });
