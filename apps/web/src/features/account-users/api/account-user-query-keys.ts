/** Query keys of the account's users; every add, edit or delete invalidates `list()`. */
export const accountUserKeys = {
  all: ['account-users'] as const,
  list: () => [...accountUserKeys.all, 'list'] as const,
};
