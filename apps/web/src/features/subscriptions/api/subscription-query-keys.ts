/** Query keys of the account's subscriptions; every auto-renew change reloads `list`. */
export const subscriptionKeys = {
  all: ['account-subscriptions'] as const,
  list: () => [...subscriptionKeys.all, 'list'] as const,
};
