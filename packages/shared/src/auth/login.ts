import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { newPasswordField } from '../validation/password-policy';

export const LoginRequest = z.object({
  username: text({ error: messages.required('Username') })
    .trim()
    .min(1, { message: messages.required('Username') })
    .max(255),
  password: text({ error: messages.required('Password') })
    .min(1, { message: messages.required('Password') })
    .max(1024),
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

/** Set a new password knowing the old one (expired-password flow, spec 001 §3 Password reset). */
export const PasswordResetRequest = z.object({
  username: text({ error: messages.required('Username') })
    .trim()
    .min(1, { message: messages.required('Username') })
    .max(255),
  oldPassword: text({ error: messages.required('Current password') })
    .min(1, { message: messages.required('Current password') })
    .max(1024),
  newPassword: newPasswordField(),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** Form shape used by the web (adds the confirmation the server does not need). */
export const PasswordResetForm = PasswordResetRequest.extend({
  confirmPassword: text(),
}).refine((form) => form.newPassword === form.confirmPassword, {
  message: messages.passwordsMustMatch,
  path: ['confirmPassword'],
});
export type PasswordResetForm = z.infer<typeof PasswordResetForm>;

/** Ask for a reset link by e-mail (Forgot Password). The answer never says whether the user exists. */
export const ForgotPasswordRequest = z.object({
  username: text({ error: messages.required('Username') })
    .trim()
    .min(1, { message: messages.required('Username') })
    .max(255),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;
export const FORGOT_PASSWORD_SENT_MESSAGE = 'If an account with that username exists, we have e-mailed a link to reset its password.';

/** Set a new password with the token from the reset e-mail. */
export const PasswordResetByTokenRequest = z.object({
  token: text().min(20).max(200),
  newPassword: newPasswordField(),
});
export type PasswordResetByTokenRequest = z.infer<typeof PasswordResetByTokenRequest>;
export const PasswordResetByTokenForm = PasswordResetByTokenRequest.extend({
  confirmPassword: text(),
}).refine((form) => form.newPassword === form.confirmPassword, {
  message: messages.passwordsMustMatch,
  path: ['confirmPassword'],
});
export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';

export const CsrfTokenResponse = z.object({ token: z.string() });
