import { z } from 'zod';
import { text } from '../validation/text';

export const PreferenceKeyQuery = z.object({
  key: text()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, { message: 'Invalid preference key' }),
});

/** A preference value is a JSON document stored as text (e.g. attestation column visibility). */
export const PreferenceValue = z.object({ key: z.string(), value: z.string().max(20_000).nullable() });
export type PreferenceValue = z.infer<typeof PreferenceValue>;

export const PutPreferenceRequest = z.object({ value: text({ multiline: true }).max(20_000) });
