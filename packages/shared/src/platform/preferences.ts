import { z } from 'zod';

export const PreferenceKeyQuery = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, { message: 'Invalid preference key' }),
});

/** A preference value is a JSON document stored as text (e.g. attestation column visibility). */
export const PreferenceValue = z.object({ key: z.string(), value: z.string().max(20_000).nullable() });
export type PreferenceValue = z.infer<typeof PreferenceValue>;

export const PutPreferenceRequest = z.object({ value: z.string().max(20_000) });
