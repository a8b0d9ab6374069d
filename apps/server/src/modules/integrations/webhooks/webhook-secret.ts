import { randomBytes } from 'node:crypto';

/** The encryption context of stored webhook secrets. */
export const WEBHOOK_SECRET_CONTEXT = 'webhook-secret';

/** A signing secret: `whsec_` and 32 random bytes, URL-safe. Shown once; stored encrypted. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
