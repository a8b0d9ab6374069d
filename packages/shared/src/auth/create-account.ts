import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../validation/fields';
import { newPasswordField } from '../validation/password-policy';

const MAX = 255;
const requiredText = (field: string) =>
  text({ error: messages.required(field) })
    .max(MAX, { message: messages.maxChars(MAX) })
    .refine((value) => value.trim().length > 0, { message: messages.notBlank(field) });

/**
 * Create-account payload (spec 001 §3) with the rules of §5: username, names and e-mail not blank and
 * at most 255 characters, e-mails and passwords must match, Terms of Service accepted.
 */
export const CreateAccountRequest = z
  .object({
    username: requiredText('Username').refine((value) => !/\s/.test(value.trim()), {
      message: 'Username cannot contain spaces',
    }),
    firstName: requiredText('First Name'),
    lastName: requiredText('Last Name'),
    email: requiredText('Email').refine((value) => EMAIL_PATTERN.test(value.trim()), { message: messages.email }),
    confirmEmail: text({ error: messages.required('Confirm Email') }),
    password: newPasswordField(),
    confirmPassword: text({ error: messages.required('Confirm Password') }),
    phoneNumber: text()
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), { message: messages.phone })
      .optional(),
    consentToContact: z.boolean().default(false),
    acceptTos: z.boolean().refine((value) => value, { message: 'You must accept the Terms of Service' }),
  })
  .refine((form) => form.email.trim().toLowerCase() === form.confirmEmail.trim().toLowerCase(), {
    message: messages.valuesMatch,
    path: ['confirmEmail'],
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type CreateAccountRequest = z.input<typeof CreateAccountRequest>;

export const CREATE_ACCOUNT_FAILED_PREFIX = 'Failed to create user account because';
export const USERNAME_TAKEN_MESSAGE = 'that username is not available. Please choose another.';
