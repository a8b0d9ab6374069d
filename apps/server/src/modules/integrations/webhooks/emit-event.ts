import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CLIENT_WEBHOOK_EVENTS, VENDOR_WEBHOOK_EVENTS, type WebhookEventType } from '@app/shared/integrations/webhooks';
import type { Db, DbTransaction } from '../../../platform/db/database';

/** Something that happened, about one vendor; `clientId` when it concerns that one client only. */
export interface WebhookEvent {
  type: WebhookEventType;
  /** Null only for a client's event about a vendor group not yet enrolled (an onboarding step). */
  vendorId: number | null;
  clientId?: number;
  /** The least a receiver needs (ids, statuses, names of steps), never an SSN, TIN or birth date. */
  data: Record<string, unknown>;
}

const isClientEvent = (type: string) => (CLIENT_WEBHOOK_EVENTS as readonly string[]).includes(type);
const isVendorEvent = (type: string) => (VENDOR_WEBHOOK_EVENTS as readonly string[]).includes(type);

/**
 * The outbox (decision 300): records an event and one PENDING delivery per live webhook subscribed to it,
 * in the caller's transaction, so the event exists exactly when the change it reports commits. The
 * vendor's own webhooks get vendor events; client webhooks get client events about vendors enrolled with
 * them (or about `clientId` alone). Nothing is written when no webhook listens. The dispatcher job
 * (dispatch-webhooks-job.ts) queues the deliveries.
 */
export async function emitEvent(db: Db | DbTransaction, event: WebhookEvent): Promise<void> {
  const toVendor = isVendorEvent(event.type);
  const toClients = isClientEvent(event.type);
  const webhooks = await db
    .selectFrom('webhooks as w')
    .select('w.id')
    .where('w.disabled_at', 'is', null)
    .where(sql<boolean>`${event.type} = ANY(w.events)`)
    .where((eb) =>
      eb.or([
        eb.and([eb.val(toVendor && event.vendorId !== null), eb('w.vendor_id', '=', event.vendorId ?? 0)]),
        eb.and([
          eb.val(toClients),
          event.clientId !== undefined
            ? eb('w.client_id', '=', event.clientId)
            : eb(
                'w.client_id',
                'in',
                eb
                  .selectFrom('enrollments')
                  .select('client_id')
                  .where('vendor_id', '=', event.vendorId ?? 0),
              ),
        ]),
      ]),
    )
    .execute();
  if (!webhooks.length) return;
  const id = randomUUID();
  const createdAt = new Date();
  const body = { id, type: event.type, createdAt: createdAt.toISOString(), data: { vendorId: event.vendorId, ...event.data } };
  await db
    .insertInto('webhook_events')
    .values({ id, type: event.type, body: JSON.stringify(body), created_at: createdAt })
    .execute();
  await db
    .insertInto('webhook_deliveries')
    .values(webhooks.map((webhook) => ({ webhook_id: webhook.id, event_id: id })))
    .execute();
}
