import { describe, expect, it } from 'vitest';
import { grantablePermissions, isLastUsersAccessHolder } from './client-user-permissions';

describe('grantablePermissions', () => {
  it('offers Attestations and Onboarding only when the client has that product', () => {
    expect(grantablePermissions(['VendorProofEngage'])).toEqual(['UsersAccess', 'ImportsAccess', 'PaymentWaiverAccess']);
    expect(grantablePermissions(['VendorProofEngage', 'Attestations'])).toEqual([
      'UsersAccess',
      'ImportsAccess',
      'PaymentWaiverAccess',
      'Attestations',
    ]);
  });
});

describe('isLastUsersAccessHolder', () => {
  const users = [
    { id: 1, permissions: ['UsersAccess'] },
    { id: 2, permissions: ['ImportsAccess'] },
  ];

  it('is true only for the one remaining holder of UsersAccess', () => {
    expect(isLastUsersAccessHolder(users, 1)).toBe(true);
    expect(isLastUsersAccessHolder(users, 2)).toBe(false);
    expect(isLastUsersAccessHolder([...users, { id: 3, permissions: ['UsersAccess'] }], 1)).toBe(false);
  });
});
