/** Query keys of the public vendor set-up form, per client tag. */
export const vendorSetupKeys = {
  all: ['vendor-setup'] as const,
  client: (tag: string) => [...vendorSetupKeys.all, tag, 'client'] as const,
  facilities: (tag: string) => [...vendorSetupKeys.all, tag, 'facilities'] as const,
  categories: (tag: string) => [...vendorSetupKeys.all, tag, 'vendor-categories'] as const,
};
