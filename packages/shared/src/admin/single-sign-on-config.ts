import { z } from 'zod';
import { text } from '../validation/text';

export const SSO_CONFIG_SAVED = 'Single sign-on settings saved.';
export const SSO_CONFIG_REMOVED = 'Single sign-on removed; the organization signs in with passwords.';
export const SSO_CONFIG_SAVE_FAILED = 'The single sign-on settings could not be saved. Please try again.';
export const SSO_CONFIG_LOAD_FAILED = 'The single sign-on settings could not be loaded.';
export const SSO_SECRET_REQUIRED = 'Client Secret is required';
export const SSO_ISSUER_HTTPS = 'Issuer must be an https:// address';
export const ssoDomainTaken = (domain: string) => `${domain} is already covered by another organization's single sign-on`;

/** A host name of at least two labels (example.org), lower-cased; no scheme, no @. */
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const SsoConfigParams = z.object({ clientId: z.coerce.number().int().positive() });

/** GET /services/admin/sso/{clientId}: a client's single sign-on settings; the secret is never sent back. */
export const SsoConfig = z.object({
  clientName: z.string(),
  configured: z.boolean(),
  issuer: z.string().nullable(),
  oidcClientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  emailDomains: z.array(z.string()),
  passwordLoginDisabled: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type SsoConfig = z.infer<typeof SsoConfig>;

/**
 * PUT body. The client secret may be left out (or empty) to keep the stored one; the first save needs it.
 * Domains are trimmed, lower-cased, deduplicated and sorted.
 */
export const SsoConfigUpdate = z.object({
  issuer: text()
    .trim()
    .max(500)
    .pipe(z.url({ protocol: /^https?$/, message: 'Issuer must be a URL' })),
  oidcClientId: text().trim().min(1, { message: 'Client ID is required' }).max(255),
  clientSecret: text().max(1000).optional(),
  emailDomains: z
    .array(text().trim().toLowerCase().max(253).regex(DOMAIN, { message: 'Enter domains like hospital.org (no @, no https://)' }))
    .min(1, { message: 'At least one e-mail domain is required' })
    .max(50)
    .transform((domains) => [...new Set(domains)].sort()),
  passwordLoginDisabled: z.boolean(),
});
export type SsoConfigUpdate = z.input<typeof SsoConfigUpdate>;
