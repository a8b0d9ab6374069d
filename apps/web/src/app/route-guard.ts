import { ADMIN_ROLE, type CurrentUser, type PermissionFlag } from '@app/shared/users/current-user';
import { homePath } from '../lib/role-home';
import { passesFlags } from './flag-gate';
import type { RouteMeta } from './routes';

const permissionDeniedMessage = (path: string) => `You don't have permission to access path: ${path}`;

/**
 * Whether the user may open the route (spec 002 §6): admin passes every role check; permission flags
 * must match; a flag-gated route is open only while its feature flag says so.
 */
export function canAccess(route: RouteMeta, user: CurrentUser | null, flags: Readonly<Record<string, boolean>>): boolean {
  if (route.public) return true;
  if (!user) return false;
  if (!passesFlags(route, flags)) return false;
  const roles = route.roles ?? [];
  const roleAllowed = user.role === ADMIN_ROLE || roles.length === 0 || roles.some((role) => role === user.role);
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
  flags: Readonly<Record<string, boolean>>;
  hasPreviousRoute: boolean;
}): GuardDecision {
  const { route, path, user, flags, hasPreviousRoute } = input;
  if (canAccess(route, user, flags)) return { action: 'proceed' };
  const message = permissionDeniedMessage(path);
  if (!user || !hasPreviousRoute) return { action: 'redirect', to: homePath(user), message };
  return { action: 'cancel', message };
}
