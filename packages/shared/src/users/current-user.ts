// zod/mini: the current user loads before the first page, the login page's included (issue 20, decision 224).
import { z } from 'zod/mini';

/** Real roles (spec 002 §6). Anything else shows as Unknown Role. */
export const Role = z.enum(['PT Admin User', 'Vendor User', 'Client User', 'client-login']);
export type Role = z.infer<typeof Role>;
export const ADMIN_ROLE: Role = 'PT Admin User';
export const VENDOR_ROLE: Role = 'Vendor User';
export const CLIENT_ROLE: Role = 'Client User';
/** How any other role is shown (spec 002 §6): the user is sent to the login location. */
export const UNKNOWN_ROLE = 'Unknown Role';

/**
 * A user's role as the screens read it: one of the real roles, or Unknown Role for anything else (a
 * role this version does not know, e.g. from a newer server or a legacy account) instead of a parse
 * failure that would look like being signed out.
 */
export const ShownRole = z.pipe(
  z.transform((value: unknown) => (Role.safeParse(value).success ? value : UNKNOWN_ROLE)),
  z.union([Role, z.literal(UNKNOWN_ROLE)]),
);
export type ShownRole = z.infer<typeof ShownRole>;

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

/** The current user as the server sends it (GET /account/users/current). */
export const CurrentUserResponse = z.object({
  userId: z.int(),
  username: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  role: Role,
  /** Acting client (own client, or the admin's selected client). */
  clientId: z.nullable(z.int()),
  clientName: z.nullable(z.string()),
  /** Acting vendor (own vendor, or the admin's selected vendor). */
  vendorId: z.nullable(z.int()),
  vendorName: z.nullable(z.string()),
  /** Only set for admins: which side they act as. */
  assumedRole: z.nullable(AssumedRole),
  hasMonitoringAccess: z.boolean(),
  hasUsersAccess: z.boolean(),
  hasImportsAccess: z.boolean(),
  hasPaymentWaiverAccess: z.boolean(),
  hasVendorProofEngage: z.boolean(),
  hasAttestations: z.boolean(),
  hasOnboarding: z.boolean(),
});
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;

/** The current user as the screens read it: any role the server may send, unknown ones as Unknown Role. */
export const CurrentUser = z.extend(CurrentUserResponse, { role: ShownRole });
export type CurrentUser = z.infer<typeof CurrentUser>;

/** The role whose screens the user sees: an admin's assumed role, else the real role. */
export function effectiveRole(user: Pick<CurrentUser, 'role' | 'assumedRole'>): ShownRole {
  if (user.role !== ADMIN_ROLE) return user.role;
  return user.assumedRole === 'client-user' ? CLIENT_ROLE : VENDOR_ROLE;
}
