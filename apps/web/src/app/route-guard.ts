import { ADMIN_ROLE, type CurrentUser, type PermissionFlag } from '@app/shared/users/current-user';
import { homePath } from '../lib/role-home';
import type { RouteMeta } from './routes';

const permissionDeniedMessage = (path: string) => `You don't have permission to access path: ${path}`;

/** Whether the user may open the route (spec 002 §6): admin passes every role check; flags must match. */
export function canAccess(route: RouteMeta, user: CurrentUser | null): boolean {
  if (route.public) return true;
  if (!user) return false;
  const roles = route.roles ?? [];
  const roleAllowed = user.role === ADMIN_ROLE || roles.length === 0 || roles.includes(user.role);
  if (!roleAllowed) return false;
  return Object.entries(route.permissions ?? {}).every(([flag, required]) => user[flag as PermissionFlag] === required);
}

export type GuardDecision =
  { action: 'proceed' } | { action: 'redirect'; to: string; message?: string } | { action: 'cancel'; message: string };

/**
 * The route guard (spec 002 §2) as a pure decision. Public routes proceed. On a failed role/permission
 * check an anonymous user goes to the vendor login; otherwise the navigation is cancelled when a
 * previous route exists, or sent to the user's default page when none does. Both failures carry the
 * permission-denied message.
 */
export function decideNavigation(input: {
  route: RouteMeta;
  path: string;
  user: CurrentUser | null;
  hasPreviousRoute: boolean;
}): GuardDecision {
  const { route, path, user, hasPreviousRoute } = input;
  if (canAccess(route, user)) return { action: 'proceed' };
  const message = permissionDeniedMessage(path);
  if (!user || !hasPreviousRoute) return { action: 'redirect', to: homePath(user), message };
  return { action: 'cancel', message };
}
