import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import {
  CreatedWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryParams,
  WebhookIdParams,
  WebhookRequest,
} from '@app/shared/integrations/webhooks';
import { z } from 'zod';
import { serviceContext, type App } from '../../platform/http/types';
import { integrationsAccess } from './integrations-access';
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, redeliver, updateWebhook } from './webhooks/webhooks';

const tags = ['integrations'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };
const access = { access: integrationsAccess };

/** Signed webhooks of the acting vendor or client (issue 35, decisions 299-303). */
export async function webhookRoutes(app: App): Promise<void> {
  app.post('/services/webhooks', {
    config: access,
    schema: {
      tags,
      summary: 'Create a webhook; its signing secret is in this answer only',
      body: WebhookRequest,
      response: { 201: CreatedWebhook, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createWebhook(serviceContext(request), request.body)),
  });

  app.get('/services/webhooks', {
    config: access,
    schema: { tags, summary: "The account's webhooks", response: { 200: z.array(Webhook), ...errors } },
    handler: async (request) => listWebhooks(serviceContext(request)),
  });

  app.get('/services/webhooks/:id', {
    config: access,
    schema: { tags, summary: 'A webhook', params: WebhookIdParams, response: { 200: Webhook, ...errors } },
    handler: async (request) => getWebhook(serviceContext(request), request.params.id),
  });

  app.put('/services/webhooks/:id', {
    config: access,
    schema: {
      tags,
      summary: "Change a webhook's URL and events (switches a disabled one back on)",
      params: WebhookIdParams,
      body: WebhookRequest,
      response: { 200: Webhook, ...errors },
    },
    handler: async (request) => updateWebhook(serviceContext(request), request.params.id, request.body),
  });

  app.delete('/services/webhooks/:id', {
    config: access,
    schema: { tags, summary: 'Delete a webhook and its delivery history', params: WebhookIdParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteWebhook(serviceContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/services/webhooks/:id/deliveries', {
    config: access,
    schema: {
      tags,
      summary: "A webhook's latest 100 deliveries: status, attempts, the receiver's response code",
      params: WebhookIdParams,
      response: { 200: z.array(WebhookDelivery), ...errors },
    },
    handler: async (request) => listDeliveries(serviceContext(request), request.params.id),
  });

  app.post('/services/webhooks/:id/deliveries/:deliveryId/redeliver', {
    config: access,
    schema: {
      tags,
      summary: "Send a delivery's event again, as a new delivery queued at once",
      params: WebhookDeliveryParams,
      response: { 201: WebhookDelivery, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await redeliver(serviceContext(request), request.params.id, request.params.deliveryId)),
  });
}
