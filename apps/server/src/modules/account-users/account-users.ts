import type { z } from 'zod';
import {
  LAST_USER_MESSAGE,
  type AccountUser,
  type AddAccountUserRequest,
  type UpdateAccountUserRequest,
} from '@app/shared/account/account-users';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { hashPassword } from '../../platform/auth/passwords';
import { assertUsernameFree, rethrowUsernameRace } from '../../platform/auth/usernames';
import { deleteUserSessions } from '../../platform/auth/sessions';
import { requireActor, type ServiceContext } from '../../platform/context';
import { businessRule, forbidden, notFound } from '../../platform/errors';
import { setPassword } from '../auth/set-password';
import { assertCurrentPassword } from '../auth/verify-credentials';

function usersOf(ctx: ServiceContext, vendorId: number) {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email'])
    .where('vendor_id', '=', vendorId)
    .where('role', '=', 'Vendor User')
    .where('disabled', '=', false);
}

export async function listAccountUsers(ctx: ServiceContext): Promise<AccountUser[]> {
  const actor = requireActor(ctx);
  const rows = await usersOf(ctx, actingVendorId(actor)).orderBy('username').execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    isCurrentUser: row.id === actor.userId,
  }));
}

/** Adds a vendor user to the acting vendor's account. */
export async function addAccountUser(ctx: ServiceContext, input: z.output<typeof AddAccountUserRequest>): Promise<AccountUser> {
  const vendorId = actingVendorId(requireActor(ctx));
  await assertUsernameFree(ctx.db, input.username);
  const passwordHash = await hashPassword(input.password);
  const row = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({
          username: input.username,
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          role: 'Vendor User',
          vendor_id: vendorId,
          password_hash: passwordHash,
        })
        .returning(['id', 'username', 'first_name', 'last_name', 'email'])
        .executeTakeFirstOrThrow();
      await recordAudit(trx, ctx, { action: 'account-user.added', entityType: 'user', entityId: created.id });
      return created;
    })
    .catch(rethrowUsernameRace);
  return { id: row.id, username: row.username, firstName: row.first_name, lastName: row.last_name, email: row.email, isCurrentUser: false };
}

/**
 * Edits a user of the account. Only one's own password can be changed here, and only with the current
 * one; the user's other sessions then end, the one making the change stays.
 */
export async function updateAccountUser(
  ctx: ServiceContext,
  userId: number,
  input: z.output<typeof UpdateAccountUserRequest>,
): Promise<AccountUser> {
  const actor = requireActor(ctx);
  const vendorId = actingVendorId(actor);
  const user = await usersOf(ctx, vendorId).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('User not found.');
  const newPassword = input.password;
  if (newPassword) {
    if (userId !== actor.userId) throw forbidden('You can only change your own password.');
    await assertCurrentPassword(ctx, actor, input.currentPassword ?? '');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ first_name: input.firstName, last_name: input.lastName, email: input.email })
      .where('id', '=', userId)
      .execute();
    if (newPassword) await setPassword(trx, userId, newPassword, { keepSession: actor.sessionTokenHash });
    await recordAudit(trx, ctx, {
      action: 'account-user.updated',
      entityType: 'user',
      entityId: userId,
      details: { passwordChanged: Boolean(newPassword) },
    });
  });
  return {
    id: userId,
    username: user.username,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    isCurrentUser: userId === actor.userId,
  };
}

/** Removes a user (disabled, sessions ended); the last user of an account cannot be removed. */
export async function deleteAccountUser(ctx: ServiceContext, userId: number): Promise<{ name: string }> {
  const vendorId = actingVendorId(requireActor(ctx));
  return ctx.db.transaction().execute(async (trx) => {
    const users = await trx
      .selectFrom('users')
      .select(['id', 'username', 'first_name', 'last_name'])
      .where('vendor_id', '=', vendorId)
      .where('role', '=', 'Vendor User')
      .where('disabled', '=', false)
      .forUpdate()
      .execute();
    const user = users.find((u) => u.id === userId);
    if (!user) throw notFound('User not found.');
    if (users.length === 1) throw businessRule(LAST_USER_MESSAGE);
    await trx.updateTable('users').set({ disabled: true }).where('id', '=', userId).execute();
    await deleteUserSessions(trx, userId);
    await recordAudit(trx, ctx, { action: 'account-user.deleted', entityType: 'user', entityId: userId });
    return { name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username };
  });
}
