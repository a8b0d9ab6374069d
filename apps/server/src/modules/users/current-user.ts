import { sql } from 'kysely';
import type { AssumedRole, CurrentUser, Role } from '@app/shared/users/current-user';
import { userPermissionFlags } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { unauthenticated } from '../../platform/errors';

interface CurrentUserRow {
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
}

/**
 * The current user as the web client needs it: identity, acting tenant (own, or the admin's selected
 * vendor/client) and every has{Permission} flag. One query; it is on the hot path of every page load.
 */
export async function loadCurrentUser(db: Db, userId: number): Promise<CurrentUser> {
  const { rows } = await sql<CurrentUserRow>`
    WITH u AS (
      SELECT id, username, first_name, last_name, email, role, assumed_role, permissions,
             CASE WHEN role = 'PT Admin User' THEN selected_vendor_id ELSE vendor_id END AS acting_vendor_id,
             CASE WHEN role = 'PT Admin User' THEN selected_client_id ELSE client_id END AS acting_client_id
        FROM users WHERE id = ${userId} AND NOT disabled)
    SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.role, u.assumed_role, u.permissions,
           v.id AS vendor_id, COALESCE(v.business_name, v.ptid) AS vendor_name,
           c.id AS client_id, c.name AS client_name, c.products AS client_products,
           EXISTS (SELECT 1 FROM subscriptions s
                    WHERE s.vendor_id = u.acting_vendor_id AND s.subscription_type = 'VP_EMPLOYEE_MONITORING'
                      AND s.status = 'ACTIVE') AS has_monitoring
      FROM u
      LEFT JOIN vendors v ON v.id = u.acting_vendor_id
      LEFT JOIN clients c ON c.id = u.acting_client_id`.execute(db);
  const row = rows[0];
  if (!row) throw unauthenticated();
  const isAdmin = row.role === 'PT Admin User';
  const flags = userPermissionFlags({
    role: row.role,
    permissions: row.permissions,
    clientProducts: row.client_products ?? [],
  });
  return {
    userId: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    clientId: row.client_id,
    clientName: row.client_name,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    assumedRole: isAdmin ? (row.assumed_role ?? 'vendor-user') : null,
    hasMonitoringAccess: row.has_monitoring,
    ...flags,
  };
}
