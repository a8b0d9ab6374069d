import { text } from './text';
import { messages } from './messages';

/** Email pattern used across forms; deliberately simple (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** US phone: 10 digits with optional +1 / 1 country code and common separators. */
export const PHONE_PATTERN = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** ZIP: 5 digits or ZIP+4 (with or without dash). */
export const ZIP_PATTERN = /^\d{5}(-?\d{4})?$/;

/** A required string that is not all blank, with the spec's notBlank message. */
export const notBlank = (field?: string) =>
  text({ error: messages.required(field) }).refine((value) => value.trim().length > 0, { message: messages.notBlank(field) });

export const emailField = () =>
  text({ error: messages.required('Email') })
    .trim()
    .regex(EMAIL_PATTERN, { message: messages.email });

export const phoneField = () => text().trim().regex(PHONE_PATTERN, { message: messages.phone });

export const zipField = () => text().trim().regex(ZIP_PATTERN, { message: messages.zip });

/** `{field} must be {n} digits` with dashes ignored; empty allowed (optional fields). */
export const nDigitsField = (field: string, n: number) =>
  text()
    .transform((value) => value.replace(/-/g, ''))
    .refine((value) => value === '' || new RegExp(`^\\d{${n}}$`).test(value), {
      message: messages.nDigits(field, n),
    });
