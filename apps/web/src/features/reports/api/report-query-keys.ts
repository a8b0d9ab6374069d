/** Query keys of the reports area; every scheduled-report change invalidates `scheduled()`. */
export const reportKeys = {
  all: ['reports'] as const,
  compliance: (vendorId?: number) => [...reportKeys.all, 'compliance', vendorId ?? 'own'] as const,
  scheduled: () => [...reportKeys.all, 'scheduled'] as const,
};
