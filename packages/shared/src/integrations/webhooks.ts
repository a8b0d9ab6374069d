import { z } from 'zod';
import { text } from '../validation/text';

/** Events a client's webhook may subscribe to (its vendors, their owners and employees). */
export const CLIENT_WEBHOOK_EVENTS = [
  'alert.opened',
  'alert.confirmed',
  'alert.cleared',
  'vendor.compliance_changed',
  'onboarding.step_completed',
  'attestation.submitted',
] as const;
/** Events a vendor's webhook may subscribe to (its own alerts and payments). */
export const VENDOR_WEBHOOK_EVENTS = ['alert.opened', 'alert.confirmed', 'alert.cleared', 'payment.succeeded', 'payment.failed'] as const;

export const WebhookEventType = z.enum([...new Set([...CLIENT_WEBHOOK_EVENTS, ...VENDOR_WEBHOOK_EVENTS])] as [string, ...string[]]);
export type WebhookEventType = (typeof CLIENT_WEBHOOK_EVENTS)[number] | (typeof VENDOR_WEBHOOK_EVENTS)[number];

export const WEBHOOK_TEXTS = {
  urlRequired: 'Enter the URL to deliver to',
  urlInvalid: 'Enter a full URL, such as https://example.com/hooks',
  urlNotHttps: 'Webhook URLs must use https',
  urlNotPublic: 'Webhook URLs must point at a public internet address',
  urlUnresolvable: 'The host name of this URL cannot be resolved',
  eventsRequired: 'Choose at least one event',
  eventNotAllowed: (event: string) => `${event} is not an event of this account`,
} as const;

export const WebhookRequest = z.object({
  url: text({ error: WEBHOOK_TEXTS.urlRequired }).trim().min(1, WEBHOOK_TEXTS.urlRequired).max(2000),
  events: z.array(WebhookEventType).min(1, WEBHOOK_TEXTS.eventsRequired).max(20),
});
export type WebhookRequest = z.infer<typeof WebhookRequest>;

export const Webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  createdAt: z.string(),
  /** Set when repeated failures switched it off; saving it again switches it back on. */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

/** The answer to creating a webhook: the only time its signing secret is shown. */
export const CreatedWebhook = z.object({ id: z.number().int(), url: z.string(), events: z.array(z.string()), secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WebhookDeliveryStatus = z.enum(['PENDING', 'DELIVERED', 'FAILED']);

export const WebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookIdParams = z.object({ id: z.coerce.number().int().positive() });
export const WebhookDeliveryParams = z.object({ id: z.coerce.number().int().positive(), deliveryId: z.uuid() });
