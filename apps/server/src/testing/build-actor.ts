import type { Actor } from '../platform/context';

/** An actor for unit tests of access rules: a vendor user of vendor 10 unless overridden. */
export const buildActor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 1,
  username: 'u',
  firstName: null,
  lastName: null,
  email: null,
  vendorName: null,
  clientName: null,
  hasMonitoringAccess: false,
  role: 'Vendor User',
  assumedRole: null,
  vendorId: 10,
  clientId: null,
  permissions: [],
  clientProducts: [],
  sessionTokenHash: Buffer.alloc(32),
  sessionExpiresAt: new Date(),
  ...overrides,
});
