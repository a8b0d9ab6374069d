import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { newPasswordField } from '../validation/password-policy';

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
