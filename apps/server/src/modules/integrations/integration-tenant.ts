import { ADMIN_ROLE } from '@app/shared/users/current-user';
import { actingClientId, actingVendorId, userPermissionFlags } from '../../platform/auth/access';
import type { Actor } from '../../platform/context';
import { forbidden } from '../../platform/errors';

/** Whose API tokens and webhooks: one vendor's or one client's (exactly one of the two is set). */
export type IntegrationTenant = { vendorId: number; clientId: null } | { vendorId: null; clientId: number };

/**
 * The tenant an actor manages integrations for: a vendor user its vendor; a client user with Users
 * access its client; an admin the tenant of the role it assumes (a client user's: the picked client,
 * else the picked vendor).
 */
export function integrationTenant(actor: Actor): IntegrationTenant {
  const actsAsClient = actor.role === ADMIN_ROLE ? actor.assumedRole === 'client-user' : actor.role === 'Client User';
  if (!actsAsClient) return { vendorId: actingVendorId(actor), clientId: null };
  if (!userPermissionFlags(actor).hasUsersAccess) throw forbidden('Managing API access needs the Users permission.');
  return { vendorId: null, clientId: actingClientId(actor) };
}

/** Kysely `where` values selecting a tenant's rows of a table with vendor_id and client_id columns. */
export function tenantColumns(tenant: IntegrationTenant) {
  return tenant.vendorId !== null
    ? ({ column: 'vendor_id', id: tenant.vendorId } as const)
    : ({ column: 'client_id', id: tenant.clientId } as const);
}
