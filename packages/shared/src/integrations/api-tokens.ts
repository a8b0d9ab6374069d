import { z } from 'zod';
import { text } from '../validation/text';

/** What a token may do: `read` (the default) refuses every write with 403; `write` must be asked for. */
export const ApiTokenScope = z.enum(['read', 'write']);
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

/** Every API token starts with this, so a leaked one is easy to recognise (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'vp_';

export const CreateApiTokenRequest = z.object({
  name: text({ error: 'Enter a name for the token' }).trim().min(1, 'Enter a name for the token').max(100),
  scope: ApiTokenScope.default('read'),
});
export type CreateApiTokenRequest = z.input<typeof CreateApiTokenRequest>;

/** A token as listed: never the token itself. */
export const ApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: ApiTokenScope,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** The answer to creating a token: the only time the token is shown. */
export const CreatedApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
  scope: ApiTokenScope,
  createdAt: z.string(),
});
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

export const ApiTokenIdParams = z.object({ id: z.coerce.number().int().positive() });
