/** Query keys of the proof-of-monitoring area; saving an attestation invalidates `attestation(…)`. */
export const pomKeys = {
  all: ['proof-of-monitoring'] as const,
  vendorInfo: () => [...pomKeys.all, 'vendor-info'] as const,
  attestation: (customerId: number, checklistItemId: number) => [...pomKeys.all, 'attestation', customerId, checklistItemId] as const,
};
