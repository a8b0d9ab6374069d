/**
 * Query keys of the dashboard. The customers list uses the same key as the My Customers page, so the
 * two share one cache entry; every list refetches when its screen mounts (staleTime 0).
 */
export const homeKeys = {
  customers: ['customers', 'list'] as const,
  todos: ['checklist-items', 'open'] as const,
  notifications: ['user-notifications'] as const,
};
