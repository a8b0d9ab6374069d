import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CreatedWebhook, Webhook, WebhookDelivery, type WebhookRequest } from '@app/shared/integrations/webhooks';
import { http } from '../../../api/http';
import { integrationKeys } from './integration-query-keys';

/** GET /webhooks: the account's webhooks. */
export function useWebhooks(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.webhooks(),
    queryFn: async () => z.array(Webhook).parse(await http.get('/webhooks')),
    enabled,
  });
}

/** POST /webhooks → the webhook with its signing secret, shown this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WebhookRequest) => CreatedWebhook.parse(await http.post('/webhooks', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() }),
  });
}

/** DELETE /webhooks/{id}. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`/webhooks/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() }),
  });
}

/** GET /webhooks/{id}/deliveries: the latest 100. */
export function useWebhookDeliveries(webhookId: number | null) {
  return useQuery({
    queryKey: integrationKeys.deliveries(webhookId ?? 0),
    queryFn: async () => z.array(WebhookDelivery).parse(await http.get(`/webhooks/${webhookId}/deliveries`)),
    enabled: webhookId !== null,
  });
}

/** POST /webhooks/{id}/deliveries/{deliveryId}/redeliver: the event again, as a new delivery. */
export function useRedeliver(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      WebhookDelivery.parse(await http.post(`/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(webhookId) }),
  });
}
