/** Query keys of the Marketplace profile and its categories. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  profile: () => [...marketplaceKeys.all, 'profile'] as const,
  categories: () => [...marketplaceKeys.all, 'categories'] as const,
};
