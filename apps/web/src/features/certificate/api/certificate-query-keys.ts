/** Query keys of the certificate pages. */
export const certificateKeys = {
  verification: (code: string) => ['enrollment-verification', code.toUpperCase()] as const,
};
