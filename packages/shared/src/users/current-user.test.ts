import { describe, expect, it } from 'vitest';
import { CurrentUser, effectiveRole } from './current-user';

const signedIn = {
  userId: 1,
  username: 'someone',
  firstName: null,
  lastName: null,
  email: null,
  clientId: null,
  clientName: null,
  vendorId: null,
  vendorName: null,
  assumedRole: null,
  hasMonitoringAccess: false,
  hasUsersAccess: false,
  hasImportsAccess: false,
  hasPaymentWaiverAccess: false,
  hasVendorProofEngage: false,
  hasAttestations: false,
  hasOnboarding: false,
};

describe('current user role (spec 002 §6)', () => {
  it('reads a role this version does not know as Unknown Role instead of failing to parse', () => {
    const user = CurrentUser.parse({ ...signedIn, role: 'Legacy Auditor' });
    expect(user.role).toBe('Unknown Role');
    expect(effectiveRole(user)).toBe('Unknown Role');
  });

  it('keeps every real role as it is', () => {
    for (const role of ['PT Admin User', 'Vendor User', 'Client User', 'client-login']) {
      expect(CurrentUser.parse({ ...signedIn, role }).role).toBe(role);
    }
  });
});
