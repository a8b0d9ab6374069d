import {
  CLIENT_WEBHOOK_EVENTS,
  VENDOR_WEBHOOK_EVENTS,
  WEBHOOK_TEXTS,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookRequest,
} from '@app/shared/integrations/webhooks';
import { recordAudit } from '../../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../../platform/context';
import type { DbTransaction } from '../../../platform/db/database';
import { notFound, validationFailed } from '../../../platform/errors';
import { integrationTenant, tenantColumns, type IntegrationTenant } from '../integration-tenant';
import { baselineClientCompliance } from './compliance-changes';
import { deliverWebhookJob } from './deliver-webhook-job';
import { checkWebhookUrl, webhooksMustBePublic } from './url-policy';
import { newWebhookSecret, WEBHOOK_SECRET_CONTEXT } from './webhook-secret';

/** How many deliveries the list shows (newest first). */
const DELIVERY_PAGE = 100;

/** The URL (checked against the production rules) and events (those of the tenant's kind), or 400. */
async function checkedRequest(ctx: ServiceContext, tenant: IntegrationTenant, input: WebhookRequest) {
  const allowed: readonly string[] = tenant.clientId !== null ? CLIENT_WEBHOOK_EVENTS : VENDOR_WEBHOOK_EVENTS;
  const refused = input.events.find((event) => !allowed.includes(event));
  if (refused) throw validationFailed(WEBHOOK_TEXTS.eventNotAllowed(refused), { events: WEBHOOK_TEXTS.eventNotAllowed(refused) });
  const url = await checkWebhookUrl(input.url, webhooksMustBePublic(ctx.config));
  return { url, events: [...new Set(input.events)] };
}

function toWebhook(row: {
  id: number;
  url: string;
  events: string[];
  created_at: Date;
  disabled_at: Date | null;
  disabled_reason: string | null;
  last_success_at: Date | null;
}): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    createdAt: row.created_at.toISOString(),
    disabledAt: row.disabled_at?.toISOString() ?? null,
    disabledReason: row.disabled_reason,
    lastSuccessAt: row.last_success_at?.toISOString() ?? null,
  };
}

const WEBHOOK_COLUMNS = ['id', 'url', 'events', 'created_at', 'disabled_at', 'disabled_reason', 'last_success_at'] as const;

/** A compliance-change subscriber starts from the statuses as they are now, so only real changes are told. */
async function baselineIfNeeded(trx: DbTransaction, tenant: IntegrationTenant, events: string[]) {
  if (tenant.clientId !== null && events.includes('vendor.compliance_changed')) await baselineClientCompliance(trx, tenant.clientId);
}

export async function createWebhook(ctx: ServiceContext, input: WebhookRequest): Promise<CreatedWebhook> {
  const actor = requireActor(ctx);
  const tenant = integrationTenant(actor);
  const { url, events } = await checkedRequest(ctx, tenant, input);
  const secret = newWebhookSecret();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhooks')
      .values({
        vendor_id: tenant.vendorId,
        client_id: tenant.clientId,
        url,
        events,
        secret_encrypted: ctx.encryption.encrypt(secret, WEBHOOK_SECRET_CONTEXT),
        created_by: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await baselineIfNeeded(trx, tenant, events);
    await recordAudit(trx, ctx, { action: 'webhook.created', entityType: 'webhook', entityId: row.id, details: { url, events } });
    return { id: row.id, url, events, secret };
  });
}

export async function listWebhooks(ctx: ServiceContext): Promise<Webhook[]> {
  const { column, id } = tenantColumns(integrationTenant(requireActor(ctx)));
  const rows = await ctx.db.selectFrom('webhooks').select(WEBHOOK_COLUMNS).where(column, '=', id).orderBy('id').execute();
  return rows.map(toWebhook);
}

export async function getWebhook(ctx: ServiceContext, webhookId: number): Promise<Webhook> {
  const { column, id } = tenantColumns(integrationTenant(requireActor(ctx)));
  const row = await ctx.db
    .selectFrom('webhooks')
    .select(WEBHOOK_COLUMNS)
    .where('id', '=', webhookId)
    .where(column, '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Webhook not found.');
  return toWebhook(row);
}

/** Changes URL and events; saving a disabled webhook switches it back on. The secret stays. */
export async function updateWebhook(ctx: ServiceContext, webhookId: number, input: WebhookRequest): Promise<Webhook> {
  const tenant = integrationTenant(requireActor(ctx));
  const { column, id } = tenantColumns(tenant);
  // Another tenant's webhook is 404 whatever the body says.
  await getWebhook(ctx, webhookId);
  const { url, events } = await checkedRequest(ctx, tenant, input);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhooks')
      .set({ url, events, updated_at: new Date(), disabled_at: null, disabled_reason: null })
      .where('id', '=', webhookId)
      .where(column, '=', id)
      .returning(WEBHOOK_COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound('Webhook not found.');
    await baselineIfNeeded(trx, tenant, events);
    await recordAudit(trx, ctx, { action: 'webhook.updated', entityType: 'webhook', entityId: webhookId, details: { url, events } });
    return toWebhook(row);
  });
}

/** Deletes a webhook with its delivery history; nothing more is sent to it. */
export async function deleteWebhook(ctx: ServiceContext, webhookId: number): Promise<void> {
  const { column, id } = tenantColumns(integrationTenant(requireActor(ctx)));
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('webhooks').where('id', '=', webhookId).where(column, '=', id).returning('url').executeTakeFirst();
    if (!row) throw notFound('Webhook not found.');
    await recordAudit(trx, ctx, { action: 'webhook.deleted', entityType: 'webhook', entityId: webhookId, details: { url: row.url } });
  });
}

export async function listDeliveries(ctx: ServiceContext, webhookId: number): Promise<WebhookDelivery[]> {
  await getWebhook(ctx, webhookId);
  const rows = await ctx.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.event_id',
      'e.type',
      'd.status',
      'd.attempts',
      'd.response_code',
      'd.last_error',
      'd.created_at',
      'd.last_attempt_at',
      'd.next_attempt_at',
    ])
    .where('d.webhook_id', '=', webhookId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .limit(DELIVERY_PAGE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    eventType: row.type,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    nextAttemptAt: row.status === 'PENDING' ? row.next_attempt_at.toISOString() : null,
  }));
}

/**
 * Sends a delivery's event again as a new delivery (its own X-VendorProof-Delivery id, fresh 24-hour
 * retry window), queued at once. Answers the new delivery.
 */
export async function redeliver(ctx: ServiceContext, webhookId: number, deliveryId: string): Promise<WebhookDelivery> {
  await getWebhook(ctx, webhookId);
  const newId = await ctx.db.transaction().execute(async (trx) => {
    const original = await trx
      .selectFrom('webhook_deliveries')
      .select('event_id')
      .where('id', '=', deliveryId)
      .where('webhook_id', '=', webhookId)
      .executeTakeFirst();
    if (!original) throw notFound('Delivery not found.');
    const created = await trx
      .insertInto('webhook_deliveries')
      .values({ webhook_id: webhookId, event_id: original.event_id, queued_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.jobs.send(deliverWebhookJob, { deliveryId: created.id }, { trx });
    await recordAudit(trx, ctx, {
      action: 'webhook.redelivered',
      entityType: 'webhook',
      entityId: webhookId,
      details: { deliveryId, newDeliveryId: created.id },
    });
    return created.id;
  });
  const delivery = (await listDeliveries(ctx, webhookId)).find((row) => row.id === newId);
  if (!delivery) throw notFound('Delivery not found.');
  return delivery;
}
