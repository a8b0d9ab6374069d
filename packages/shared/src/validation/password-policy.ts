import { text } from './text';
import { messages } from './messages';

export const PASSWORD_MIN_LENGTH = 10;

/** Each rule of the password policy (spec 000 §5), in display order, with its message. */
export const passwordRules: ReadonlyArray<{ message: string; test: (password: string) => boolean }> = [
  { message: messages.minChars(PASSWORD_MIN_LENGTH), test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { message: messages.lowercase, test: (p) => /[a-z]/.test(p) },
  { message: messages.uppercase, test: (p) => /[A-Z]/.test(p) },
  { message: messages.number, test: (p) => /\d/.test(p) },
  { message: messages.special, test: (p) => /[^A-Za-z0-9]/.test(p) },
];

/** Messages of every rule the password breaks (empty when it complies). */
export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** A new password that satisfies the policy; each broken rule is its own issue. */
export const newPasswordField = () =>
  text({ error: messages.required('Password') })
    .max(255, { message: messages.maxChars(255) })
    .superRefine((password, ctx) => {
      for (const problem of passwordProblems(password)) ctx.addIssue({ code: 'custom', message: problem });
    });
