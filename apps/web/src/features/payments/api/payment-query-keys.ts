/** Query keys of the payments area: history pages, subscription prices and the monitoring price tiers. */
export const paymentKeys = {
  all: ['payments'] as const,
  history: () => [...paymentKeys.all, 'history'] as const,
  subscriptionTypes: ['subscriptions', 'types'] as const,
  priceTiers: ['monitor-pricing', 'price-tiers'] as const,
};
