import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../testing/build-current-user';
import { menuItemsFor } from './menu';

const labels = (...args: Parameters<typeof menuItemsFor>) => menuItemsFor(...args).map((item) => item.label);
const client = buildCurrentUser({ role: 'Client User', vendorId: null, clientId: 7 });

describe('navigation menu', () => {
  it('shows the vendor menu in order with Reports while FDR_AUDIT_TAB is off', () => {
    expect(labels(buildCurrentUser(), {})).toEqual(['Home', 'My Customers', 'My Employees', 'Reports']);
  });

  it('swaps Reports for Audit when FDR_AUDIT_TAB is on', () => {
    expect(labels(buildCurrentUser(), { FDR_AUDIT_TAB: true })).toEqual(['Home', 'My Customers', 'My Employees', 'Audit']);
  });

  it('shows a client without permissions only the unrestricted items', () => {
    expect(labels(client, {})).toEqual(['Dashboard', 'Vendors', 'Reports']);
  });

  it('shows every client item when all permissions are held', () => {
    const full = {
      ...client,
      hasUsersAccess: true,
      hasImportsAccess: true,
      hasPaymentWaiverAccess: true,
      hasVendorProofEngage: true,
      hasAttestations: true,
      hasOnboarding: true,
    };
    expect(labels(full, {})).toEqual(['Dashboard', 'Vendors', 'Users', 'Import', 'Reports', 'Attestations', 'Onboarding', 'Waivers']);
  });

  it('needs VendorProofEngage together with Attestations', () => {
    expect(labels({ ...client, hasAttestations: true }, {})).not.toContain('Attestations');
  });

  it('hides Attestations from client 604', () => {
    const user = { ...client, clientId: 604, hasVendorProofEngage: true, hasAttestations: true };
    expect(labels(user, {})).not.toContain('Attestations');
  });

  it('gives admins the admin item first, then the menu of the assumed role', () => {
    const admin = buildCurrentUser({ role: 'PT Admin User', assumedRole: 'client-user', clientId: 7 });
    expect(labels(admin, {})).toEqual(['Admin', 'Dashboard', 'Vendors', 'Reports']);
    expect(labels({ ...admin, assumedRole: 'vendor-user' }, {})[1]).toBe('Home');
  });

  it('shows nothing to anonymous users', () => {
    expect(menuItemsFor(null, {})).toEqual([]);
  });
});
