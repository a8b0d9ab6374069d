import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { EMAIL_PATTERN } from '../validation/fields';
import { isUsStateCode } from '../platform/us-states';

export const MARKETPLACE_CATEGORIES = [
  'Medical Supplies',
  'Durable Medical Equipment',
  'Staffing',
  'Pharmacy',
  'Laboratory Services',
  'Transportation',
  'Home Health',
  'IT and Software',
  'Facilities and Maintenance',
  'Professional Services',
] as const;

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text(options)
    .trim()
    .max(max, { message: messages.maxChars(max) })
    .nullish()
    .transform((v) => v || null);

/** The Marketplace profile (spec 001 §3). US/Canada phones ###-###-####, international + and up to 15 digits. */
export const MarketplaceProfileInput = z
  .object({
    name: text()
      .trim()
      .min(1, { message: messages.required('Name') })
      .max(200),
    logoFileId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    summary: optionalText(300),
    description: optionalText(5000, { multiline: true }),
    states: z.array(text().refine((code) => isUsStateCode(code), { message: 'Choose states from the list' })).default([]),
    categories: z.array(z.object({ id: z.number().int(), name: text() })).default([]),
    contactFirstName: optionalText(100),
    contactMiddleName: optionalText(100),
    contactLastName: optionalText(100),
    contactSuffix: optionalText(20),
    contactEmail: optionalText(255).refine((v) => v === null || EMAIL_PATTERN.test(v), { message: messages.email }),
    contactPhoneUS: z.boolean().default(true),
    contactPhone: optionalText(20),
    contactPhoneExt: optionalText(10),
    website: optionalText(300).refine((v) => v === null || /^https?:\/\/\S+\.\S+/.test(v), {
      message: 'Enter a web address starting with http:// or https://',
    }),
    visible: z.boolean().default(true),
  })
  .refine((p) => !p.contactPhone || (p.contactPhoneUS ? /^\d{3}-\d{3}-\d{4}$/.test(p.contactPhone) : /^\+\d{1,15}$/.test(p.contactPhone)), {
    message: 'Enter the phone as ###-###-#### (US/Canada) or + and up to 15 digits (international)',
    path: ['contactPhone'],
  });

export const MarketplaceProfile = z.object({
  name: z.string(),
  logoFileId: z.number().int().nullable(),
  logoUrl: z.string().nullable(),
  logoName: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  states: z.array(z.string()),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  contactFirstName: z.string().nullable(),
  contactMiddleName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  contactSuffix: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhoneUS: z.boolean(),
  contactPhone: z.string().nullable(),
  contactPhoneExt: z.string().nullable(),
  website: z.string().nullable(),
  visible: z.boolean(),
  showEditButton: z.boolean(),
});
export type MarketplaceProfile = z.infer<typeof MarketplaceProfile>;
