/** Query keys of the client's users; every add, edit or deactivation invalidates `list()`. */
export const clientUserKeys = {
  all: ['client-users'] as const,
  list: () => [...clientUserKeys.all, 'list'] as const,
};
