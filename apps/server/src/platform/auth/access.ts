import { ADMIN_ROLE, type PermissionFlag, type Role } from '@app/shared/users/current-user';
import type { Actor } from '../context';
import { forbidden, unauthenticated } from '../errors';

/**
 * What a route requires, declared on the route itself (`config.access`). Routes without a declaration
 * are refused at start-up, so nothing is reachable by accident.
 */
export type Access =
  | { public: true }
  | {
      /** 'authenticated' = any signed-in user; otherwise the allowed roles (admins always pass). */
      roles: 'authenticated' | Role[];
      /** has{Permission} flags that must be true (client products and user permissions). */
      permissions?: Exclude<PermissionFlag, 'hasMonitoringAccess'>[];
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const publicAccess: Access = { public: true };
export const signedIn: Access = { roles: 'authenticated' };
export const adminOnly: Access = { roles: [ADMIN_ROLE] };
export const vendorOnly: Access = { roles: ['Vendor User'] };
export const clientOnly: Access = { roles: ['Client User'] };

/** Throws 401 without a session, 403 when the role or a permission flag is missing. */
export function checkAccess(actor: Actor | null, access: Access): void {
  if ('public' in access) return;
  if (!actor) throw unauthenticated();
  if (actor.role === ADMIN_ROLE) return;
  if (access.roles !== 'authenticated' && !access.roles.includes(actor.role)) throw forbidden();
  const flags = userPermissionFlags(actor);
  for (const permission of access.permissions ?? []) {
    if (!flags[permission]) throw forbidden();
  }
}

/** The has{Permission} flags that come from the user and its client (monitoring is computed apart). */
export function userPermissionFlags(
  actor: Pick<Actor, 'role' | 'permissions' | 'clientProducts'>,
): Record<Exclude<PermissionFlag, 'hasMonitoringAccess'>, boolean> {
  const isAdmin = actor.role === ADMIN_ROLE;
  const user = (name: string) => isAdmin || actor.permissions.includes(name);
  const product = (name: string) => actor.clientProducts.includes(name);
  return {
    hasUsersAccess: user('UsersAccess'),
    hasImportsAccess: user('ImportsAccess'),
    hasPaymentWaiverAccess: user('PaymentWaiverAccess'),
    hasVendorProofEngage: product('VendorProofEngage'),
    // The client's product bounds what a user may be granted (decision 97); admins need only the product.
    hasAttestations: product('Attestations') && user('Attestations'),
    hasOnboarding: product('Onboarding') && user('Onboarding'),
  };
}

/** The vendor the actor acts for; 403 when there is none (an admin who has not picked one). */
export function actingVendorId(actor: Actor): number {
  if (actor.vendorId === null) throw forbidden('Select a vendor to act as before doing this.');
  return actor.vendorId;
}

/** The client the actor acts for; 403 when there is none (an admin who has not picked one). */
export function actingClientId(actor: Actor): number {
  if (actor.clientId === null) throw forbidden('Select a client to act as before doing this.');
  return actor.clientId;
}
