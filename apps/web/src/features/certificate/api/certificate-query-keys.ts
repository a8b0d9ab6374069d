/** Query keys of the certificate pages. */
export const certificateKeys = {
  customer: (customerId: number, vendorId: number | null) => ['certificate', customerId, vendorId] as const,
  verification: (code: string) => ['enrollment-verification', code.toUpperCase()] as const,
};
