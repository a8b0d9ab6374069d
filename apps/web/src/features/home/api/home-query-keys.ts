/**
 * Query keys of the dashboard's own lists; the customers and notifications keys are shared
 * (api/query-keys). Every list refetches when its screen mounts (staleTime 0).
 */
export const homeKeys = {
  todos: ['checklist-items', 'open'] as const,
};
