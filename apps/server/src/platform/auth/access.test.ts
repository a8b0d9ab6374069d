import { describe, expect, it } from 'vitest';
import { buildActor } from '../../testing/build-actor';
import { actingVendorId, checkAccess, userPermissionFlags } from './access';

const actor = buildActor;

describe('checkAccess', () => {
  it('lets anyone through a public route', () => {
    expect(() => checkAccess(null, { public: true })).not.toThrow();
  });

  it('answers 401 without an actor', () => {
    expect(() => checkAccess(null, { roles: 'authenticated' })).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('answers 403 when the role is not allowed', () => {
    expect(() => checkAccess(actor({ role: 'Client User' }), { roles: ['Vendor User'] })).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('lets an admin pass every role and permission check', () => {
    expect(() => checkAccess(actor({ role: 'PT Admin User' }), { roles: ['Client User'], permissions: ['hasOnboarding'] })).not.toThrow();
  });

  it('requires every declared permission flag', () => {
    const client = actor({ role: 'Client User', clientProducts: ['VendorProofEngage'] });
    expect(() => checkAccess(client, { roles: ['Client User'], permissions: ['hasVendorProofEngage'] })).not.toThrow();
    expect(() => checkAccess(client, { roles: ['Client User'], permissions: ['hasVendorProofEngage', 'hasOnboarding'] })).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});

describe('userPermissionFlags', () => {
  it('combines user permissions and client products', () => {
    const permissions = ['ImportsAccess', 'Attestations', 'Onboarding'];
    expect(userPermissionFlags(actor({ role: 'Client User', permissions, clientProducts: ['Attestations'] }))).toEqual({
      hasUsersAccess: false,
      hasImportsAccess: true,
      hasPaymentWaiverAccess: false,
      hasVendorProofEngage: false,
      hasAttestations: true,
      hasOnboarding: false,
    });
  });

  it('grants Attestations only to a user with the flag whose client has the product', () => {
    expect(userPermissionFlags(actor({ role: 'Client User', clientProducts: ['Attestations'] })).hasAttestations).toBe(false);
    expect(userPermissionFlags(actor({ role: 'Client User', permissions: ['Attestations'] })).hasAttestations).toBe(false);
  });

  it("gives admins the user permissions and the selected client's products", () => {
    const flags = userPermissionFlags(actor({ role: 'PT Admin User', clientProducts: ['Onboarding'] }));
    expect(flags.hasUsersAccess && flags.hasImportsAccess && flags.hasPaymentWaiverAccess).toBe(true);
    expect(flags.hasOnboarding).toBe(true);
    expect(flags.hasAttestations).toBe(false);
  });
});

describe('actingVendorId', () => {
  it('answers 403 for an admin who has not picked a vendor', () => {
    expect(() => actingVendorId(actor({ role: 'PT Admin User', vendorId: null }))).toThrow(expect.objectContaining({ status: 403 }));
  });
});
