import type { AssumedRole, CurrentUserResponse, Role } from '@app/shared/users/current-user';
import type { Db } from '../db/database';
import { preparedQuery } from '../db/prepared-query';
import { userPermissionFlags } from './access';

/** A user with the tenant they act for, as one row: what both the actor and the current user need. */
export interface Identity {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  /** Only admins have one (default vendor-user). */
  assumedRole: AssumedRole | null;
  permissions: string[];
  /** Acting vendor: own, or the admin's selection. */
  vendorId: number | null;
  /** Its legal name, else its DBA name; null while the vendor has neither (a PTID is not a name). */
  vendorName: string | null;
  /** Acting client: own, or the admin's selection. */
  clientId: number | null;
  clientName: string | null;
  clientProducts: string[];
  hasMonitoringAccess: boolean;
}

interface IdentityRow {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: Role;
  assumed_role: AssumedRole | null;
  permissions: string[];
  vendor_id: number | null;
  vendor_name: string | null;
  client_id: number | null;
  client_name: string | null;
  client_products: string[] | null;
  has_monitoring: boolean;
  last_seen_at: Date | null;
  expires_at: Date | null;
}

/** An admin acts for the vendor and client picked in the navbar; everyone else for their own. */
const PICKED_TENANT = {
  vendor: "CASE WHEN x.role = 'PT Admin User' THEN x.selected_vendor_id ELSE x.vendor_id END",
  client: "CASE WHEN x.role = 'PT Admin User' THEN x.selected_client_id ELSE x.client_id END",
};

/**
 * The identity query over a source of user rows (`x`): acting tenant (`tenant`, SQL over `x`), names,
 * products, monitoring.
 */
const identityQuery = (source: string, tenant = PICKED_TENANT) => `
  WITH u AS (
    SELECT x.*,
           ${tenant.vendor} AS acting_vendor_id,
           ${tenant.client} AS acting_client_id
      FROM (${source}) x
     WHERE NOT x.disabled)
  SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.role, u.assumed_role, u.permissions,
         u.last_seen_at, u.expires_at,
         v.id AS vendor_id, COALESCE(NULLIF(btrim(v.business_name), ''), NULLIF(btrim(v.dba_name), '')) AS vendor_name,
         c.id AS client_id, c.name AS client_name, c.products AS client_products,
         EXISTS (SELECT 1 FROM subscriptions s
                  WHERE s.vendor_id = u.acting_vendor_id AND s.subscription_type = 'VP_EMPLOYEE_MONITORING'
                    AND s.status = 'ACTIVE') AS has_monitoring
    FROM u
    LEFT JOIN vendors v ON v.id = u.acting_vendor_id
    LEFT JOIN clients c ON c.id = u.acting_client_id`;
const IDENTITY_BY_SESSION = identityQuery(
  'SELECT u.*, s.last_seen_at, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1',
);
/**
 * An API token acts for the one tenant it was made for (an admin's pick at the time), and only while its
 * user still belongs to that tenant: a user moved to another vendor or client loses its tokens.
 */
const IDENTITY_BY_API_TOKEN = identityQuery(
  `SELECT u.*, NULL::timestamptz AS last_seen_at, NULL::timestamptz AS expires_at,
          t.vendor_id AS token_vendor_id, t.client_id AS token_client_id
     FROM api_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.id = $1 AND t.revoked_at IS NULL
      AND (u.role = 'PT Admin User' OR t.vendor_id = u.vendor_id OR t.client_id = u.client_id)`,
  { vendor: 'x.token_vendor_id', client: 'x.token_client_id' },
);
const IDENTITY_BY_USER = identityQuery(
  'SELECT u.*, NULL::timestamptz AS last_seen_at, NULL::timestamptz AS expires_at FROM users u WHERE u.id = $1',
);

/**
 * Loads an identity by session token hash (with the session's times), by API token or by user id. One query: it
 * runs on every request, so it is kept to a single round trip.
 */
export async function selectIdentity(
  db: Db,
  by: { tokenHash: Buffer } | { userId: number } | { apiTokenId: number },
): Promise<(Identity & { lastSeenAt: Date | null; expiresAt: Date | null }) | null> {
  const rows =
    'tokenHash' in by
      ? await preparedQuery<IdentityRow>(db, 'identity-by-session', IDENTITY_BY_SESSION, [by.tokenHash])
      : 'apiTokenId' in by
        ? await preparedQuery<IdentityRow>(db, 'identity-by-api-token', IDENTITY_BY_API_TOKEN, [by.apiTokenId])
        : await preparedQuery<IdentityRow>(db, 'identity-by-user', IDENTITY_BY_USER, [by.userId]);
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    assumedRole: row.role === 'PT Admin User' ? (row.assumed_role ?? 'vendor-user') : null,
    permissions: row.permissions,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    clientId: row.client_id,
    clientName: row.client_name,
    clientProducts: row.client_products ?? [],
    hasMonitoringAccess: row.has_monitoring,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
}

/** The current-user answer (spec 002 §3) of an identity. */
export function toCurrentUser(identity: Identity): CurrentUserResponse {
  return {
    userId: identity.userId,
    username: identity.username,
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    role: identity.role,
    clientId: identity.clientId,
    clientName: identity.clientName,
    vendorId: identity.vendorId,
    vendorName: identity.vendorName,
    assumedRole: identity.assumedRole,
    hasMonitoringAccess: identity.hasMonitoringAccess,
    ...userPermissionFlags(identity),
  };
}
