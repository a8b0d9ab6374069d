import { PRODUCT_PERMISSIONS } from '@app/shared/account/client-users';
import { UserPermission } from '@app/shared/users/current-user';

/** The flags a client's users can be given: the user permissions, and the products the client has. */
export function grantablePermissions(products: readonly string[]): UserPermission[] {
  return UserPermission.options.filter(
    (permission) => !(PRODUCT_PERMISSIONS as readonly string[]).includes(permission) || products.includes(permission),
  );
}

/** True when removing `userId` (or its UsersAccess) would leave nobody able to manage users. */
export function isLastUsersAccessHolder(users: readonly { id: number; permissions: readonly string[] }[], userId: number): boolean {
  const holders = users.filter((user) => user.permissions.includes('UsersAccess'));
  return holders.length === 1 && holders[0]!.id === userId;
}
