import type { z } from 'zod';
import {
  LAST_USERS_ACCESS_MESSAGE,
  PRODUCT_PERMISSIONS,
  productNotOwnedMessage,
  type AddClientUserRequest,
  type ClientUser,
  type ClientUserList,
  type UpdateClientUserRequest,
} from '@app/shared/account/client-users';
import type { UserPermission } from '@app/shared/users/current-user';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingClientId } from '../../platform/auth/access';
import { hashPassword } from '../../platform/auth/passwords';
import { assertUsernameFree, rethrowUsernameRace } from '../../platform/auth/usernames';
import { deleteUserSessions } from '../../platform/auth/sessions';
import { requireActor, type ServiceContext } from '../../platform/context';
import { newToken } from '../../platform/crypto/tokens';
import type { DbTransaction } from '../../platform/db/database';
import { businessRule, notFound, validationFailed } from '../../platform/errors';
import { issuePasswordLink } from '../auth/password-link';

/** How long a new user's set-password link works. */
const INVITATION_LINK_HOURS = 72;

type UserRow = {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  permissions: string[];
};

function activeUsersOf(db: ServiceContext['db'], clientId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email', 'permissions'])
    .where('client_id', '=', clientId)
    .where('role', '=', 'Client User')
    .where('disabled', '=', false);
}

const toClientUser = (row: UserRow, actorId: number): ClientUser => ({
  id: row.id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  permissions: row.permissions as UserPermission[],
  isCurrentUser: row.id === actorId,
});

async function clientProducts(ctx: ServiceContext, clientId: number): Promise<string[]> {
  const client = await ctx.db.selectFrom('clients').select('products').where('id', '=', clientId).executeTakeFirstOrThrow();
  return client.products;
}

/** Attestations and Onboarding can be granted only within the client's products (decision 97). */
async function assertGrantable(ctx: ServiceContext, clientId: number, permissions: UserPermission[]): Promise<void> {
  const products = await clientProducts(ctx, clientId);
  const missing = PRODUCT_PERMISSIONS.find((permission) => permissions.includes(permission) && !products.includes(permission));
  if (missing) throw validationFailed(productNotOwnedMessage(missing), { permissions: productNotOwnedMessage(missing) });
}

/** Refuses a change that would leave the client without an active user holding UsersAccess. */
async function assertUsersAccessRemains(trx: DbTransaction, clientId: number, losingUserId: number): Promise<void> {
  const holders = await trx
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', clientId)
    .where('role', '=', 'Client User')
    .where('disabled', '=', false)
    .where((eb) => eb(eb.val('UsersAccess'), '=', eb.fn.any('permissions')))
    .forUpdate()
    .execute();
  if (!holders.some((holder) => holder.id !== losingUserId)) throw businessRule(LAST_USERS_ACCESS_MESSAGE);
}

/** The acting client's active users with their permission flags, and the client's products. */
export async function listClientUsers(ctx: ServiceContext): Promise<ClientUserList> {
  const actor = requireActor(ctx);
  const clientId = actingClientId(actor);
  const [rows, products] = await Promise.all([
    activeUsersOf(ctx.db, clientId).orderBy('username').execute(),
    clientProducts(ctx, clientId),
  ]);
  return { users: rows.map((row) => toClientUser(row, actor.userId)), products };
}

/**
 * Adds a user to the acting client. The user gets no password: an e-mailed single-use link (the
 * reset-password page the vendor side uses) lets them choose one, sent in the same transaction.
 */
export async function addClientUser(ctx: ServiceContext, input: z.output<typeof AddClientUserRequest>): Promise<ClientUser> {
  const actor = requireActor(ctx);
  const clientId = actingClientId(actor);
  await assertGrantable(ctx, clientId, input.permissions);
  await assertUsernameFree(ctx.db, input.username);
  // A password nobody knows: the account is usable only once the link has been followed.
  const passwordHash = await hashPassword(newToken());
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
          role: 'Client User',
          client_id: clientId,
          permissions: input.permissions,
          password_hash: passwordHash,
        })
        .returning(['id', 'username', 'first_name', 'last_name', 'email', 'permissions'])
        .executeTakeFirstOrThrow();
      await issuePasswordLink(trx, ctx, {
        userId: created.id,
        email: input.email,
        hours: INVITATION_LINK_HOURS,
        subject: 'Your VendorProof account',
        text: (link) =>
          [
            `Hello ${input.firstName},`,
            '',
            `${actor.clientName ?? 'Your organization'} added you to VendorProof with the login name "${input.username}".`,
            `To choose your password, open this link within ${INVITATION_LINK_HOURS} hours:`,
            link,
          ].join('\n'),
      });
      await recordAudit(trx, ctx, {
        action: 'client-user.added',
        entityType: 'user',
        entityId: created.id,
        details: { permissions: input.permissions },
      });
      return created;
    })
    .catch(rethrowUsernameRace);
  return toClientUser(row, actor.userId);
}

/** Edits a user of the acting client: names, e-mail, permission flags (UsersAccess stays with someone). */
export async function updateClientUser(
  ctx: ServiceContext,
  userId: number,
  input: z.output<typeof UpdateClientUserRequest>,
): Promise<ClientUser> {
  const actor = requireActor(ctx);
  const clientId = actingClientId(actor);
  await assertGrantable(ctx, clientId, input.permissions);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const user = await activeUsersOf(trx, clientId).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) throw notFound('User not found.');
    if (user.permissions.includes('UsersAccess') && !input.permissions.includes('UsersAccess')) {
      await assertUsersAccessRemains(trx, clientId, userId);
    }
    const updated = await trx
      .updateTable('users')
      .set({ first_name: input.firstName, last_name: input.lastName, email: input.email, permissions: input.permissions })
      .where('id', '=', userId)
      .returning(['id', 'username', 'first_name', 'last_name', 'email', 'permissions'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, {
      action: 'client-user.updated',
      entityType: 'user',
      entityId: userId,
      details: { permissions: input.permissions },
    });
    return updated;
  });
  return toClientUser(row, actor.userId);
}

/** Deactivates a user of the acting client (sessions ended); not the last one with UsersAccess. */
export async function deactivateClientUser(ctx: ServiceContext, userId: number): Promise<{ name: string }> {
  const clientId = actingClientId(requireActor(ctx));
  return ctx.db.transaction().execute(async (trx) => {
    const user = await activeUsersOf(trx, clientId).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) throw notFound('User not found.');
    if (user.permissions.includes('UsersAccess')) await assertUsersAccessRemains(trx, clientId, userId);
    await trx.updateTable('users').set({ disabled: true }).where('id', '=', userId).execute();
    await deleteUserSessions(trx, userId);
    await recordAudit(trx, ctx, { action: 'client-user.deactivated', entityType: 'user', entityId: userId });
    return { name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username };
  });
}
