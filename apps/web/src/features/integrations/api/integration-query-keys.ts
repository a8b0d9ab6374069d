/** Query keys of API tokens and webhooks; every change invalidates its list. */
export const integrationKeys = {
  tokens: () => ['api-tokens'] as const,
  webhooks: () => ['webhooks'] as const,
  deliveries: (webhookId: number) => ['webhooks', webhookId, 'deliveries'] as const,
};
