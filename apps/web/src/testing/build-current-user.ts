import type { CurrentUser } from '@app/shared/users/current-user';

/** A signed-in user for tests: a vendor user without extra permissions unless overridden. */
export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    userId: 1,
    username: 'test-user',
    firstName: 'Test',
    lastName: 'User',
    email: 'test@example.com',
    role: 'Vendor User',
    clientId: null,
    clientName: null,
    vendorId: 10,
    vendorName: 'Test Vendor',
    assumedRole: null,
    hasMonitoringAccess: false,
    hasUsersAccess: false,
    hasImportsAccess: false,
    hasPaymentWaiverAccess: false,
    hasVendorProofEngage: false,
    hasAttestations: false,
    hasOnboarding: false,
    ...overrides,
  };
}
