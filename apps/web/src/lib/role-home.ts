import { ADMIN_ROLE, CLIENT_ROLE, VENDOR_ROLE, effectiveRole, type CurrentUser } from '@app/shared/users/current-user';

const LOGIN_PATH = '/vendor/login';
const CLIENT_LOGIN_PATH = '/client/login';

/**
 * The default page of a user: vendors their dashboard, client users the client dashboard, admins the
 * home of the side they act as, the client-login role its login page, anyone else the vendor login.
 */
export function homePath(user: Pick<CurrentUser, 'role' | 'assumedRole'> | null): string {
  if (!user) return LOGIN_PATH;
  if (user.role === 'client-login') return CLIENT_LOGIN_PATH;
  switch (effectiveRole(user)) {
    case VENDOR_ROLE:
      return '/dashboard';
    case CLIENT_ROLE:
      return '/client/dashboard';
    default:
      return LOGIN_PATH;
  }
}

/**
 * Where a user arrives after signing in or at an unknown address: admins the hub (issue 33: a vendor Home
 * with no vendor picked was an empty first screen), everyone else their home.
 */
export function landingPath(user: Pick<CurrentUser, 'role' | 'assumedRole'> | null): string {
  return user?.role === ADMIN_ROLE ? '/admin' : homePath(user);
}
