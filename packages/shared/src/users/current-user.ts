import { z } from 'zod';

/** Real roles (spec 002 §6). Anything else shows as Unknown Role. */
export const Role = z.enum(['PT Admin User', 'Vendor User', 'Client User', 'client-login']);
export type Role = z.infer<typeof Role>;
export const ADMIN_ROLE: Role = 'PT Admin User';
export const VENDOR_ROLE: Role = 'Vendor User';
export const CLIENT_ROLE: Role = 'Client User';

/** 403 text of a read outside the actor's tenant: another vendor, or a client's vendor it is not enrolled with (spec 000 §6). */
export const NO_TENANT_ACCESS_MESSAGE = 'User does not have access to the required information';

/** The role an admin acts as (spec 002 §4: toggles between vendor-user and client-user, default vendor). */
export const AssumedRole = z.enum(['vendor-user', 'client-user']);
export type AssumedRole = z.infer<typeof AssumedRole>;

/**
 * Per-user permission flags of client users. Attestations and Onboarding also need the client's product
 * of that name: the product is what the client bought, the flag which of its users may use it.
 */
export const UserPermission = z.enum(['UsersAccess', 'ImportsAccess', 'PaymentWaiverAccess', 'Attestations', 'Onboarding']);
export type UserPermission = z.infer<typeof UserPermission>;

/** Product permissions a client has bought. */
export const ClientProduct = z.enum(['VendorProofEngage', 'Attestations', 'Onboarding']);
export type ClientProduct = z.infer<typeof ClientProduct>;

/** Every has{Permission} flag on the current user. */
export const PERMISSION_FLAGS = [
  'hasMonitoringAccess',
  'hasUsersAccess',
  'hasImportsAccess',
  'hasPaymentWaiverAccess',
  'hasVendorProofEngage',
  'hasAttestations',
  'hasOnboarding',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export const CurrentUser = z.object({
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  role: Role,
  /** Acting client (own client, or the admin's selected client). */
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  /** Acting vendor (own vendor, or the admin's selected vendor). */
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  /** Only set for admins: which side they act as. */
  assumedRole: AssumedRole.nullable(),
  hasMonitoringAccess: z.boolean(),
  hasUsersAccess: z.boolean(),
  hasImportsAccess: z.boolean(),
  hasPaymentWaiverAccess: z.boolean(),
  hasVendorProofEngage: z.boolean(),
  hasAttestations: z.boolean(),
  hasOnboarding: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** The role whose screens the user sees: an admin's assumed role, else the real role. */
export function effectiveRole(user: Pick<CurrentUser, 'role' | 'assumedRole'>): Role {
  if (user.role !== ADMIN_ROLE) return user.role;
  return user.assumedRole === 'client-user' ? CLIENT_ROLE : VENDOR_ROLE;
}
