import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { EMAIL_PATTERN } from '../validation/fields';
import { newPasswordField } from '../validation/password-policy';

export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const LAST_USER_MESSAGE = 'There is only one user in your account. You cannot delete this user unless another user is added.';

const required = (field: string) =>
  text({ error: messages.required(field) })
    .trim()
    .min(1, { message: messages.required(field) })
    .max(255, { message: messages.maxChars(255) });
const email = () => required('Email').refine((value) => EMAIL_PATTERN.test(value), { message: messages.email });

/** Add a user to the vendor's account (spec 001 §5 Users): every field, passwords matching. */
export const AddAccountUserRequest = z
  .object({
    username: required('Login Name').refine((value) => !/\s/.test(value), { message: 'Login Name cannot contain spaces' }),
    firstName: required('First Name'),
    lastName: required('Last Name'),
    email: email(),
    password: newPasswordField(),
    passwordConfirm: text({ error: messages.required('Confirm Password') }),
  })
  .refine((form) => form.password === form.passwordConfirm, { message: PASSWORDS_DONT_MATCH, path: ['passwordConfirm'] });

/** A wrong current password when one changes one's own password (field error on currentPassword). */
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct';

/**
 * Edit a user: the login name is fixed; a password only when one edits oneself (optional), and then
 * with the current one.
 */
export const UpdateAccountUserRequest = z
  .object({
    firstName: required('First Name'),
    lastName: required('Last Name'),
    email: email(),
    password: newPasswordField().optional(),
    passwordConfirm: text().optional(),
    currentPassword: text().max(1024).optional(),
  })
  .refine((form) => !form.password || form.password === form.passwordConfirm, { message: PASSWORDS_DONT_MATCH, path: ['passwordConfirm'] })
  .refine((form) => !form.password || Boolean(form.currentPassword), {
    message: messages.required('Current Password'),
    path: ['currentPassword'],
  });

export const AccountUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  isCurrentUser: z.boolean(),
});
export type AccountUser = z.infer<typeof AccountUser>;
