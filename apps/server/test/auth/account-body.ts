/** A create-account request that passes every rule; `overrides` breaks one on purpose. */
export const newAccountBody = (username: string, overrides: Record<string, unknown> = {}) => ({
  username,
  firstName: 'Nina',
  lastName: 'Newman',
  email: 'nina@newvendor.test',
  confirmEmail: 'nina@newvendor.test',
  password: 'Strong!Pass2026',
  confirmPassword: 'Strong!Pass2026',
  phoneNumber: '(555) 123-4567',
  consentToContact: true,
  acceptTos: true,
  ...overrides,
});
