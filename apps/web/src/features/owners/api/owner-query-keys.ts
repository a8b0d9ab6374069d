/** Query keys of the owners area; every owner change invalidates `lists`. */
export const ownerKeys = {
  all: ['owners'] as const,
  lists: () => [...ownerKeys.all, 'list'] as const,
  detail: (ownerId: number) => [...ownerKeys.all, 'detail', ownerId] as const,
  /** The owner rules: the strictest of all customers (account page) or one client's (signup). */
  requirements: (clientId?: number) => [...ownerKeys.all, 'requirements', clientId ?? 'all'] as const,
};
