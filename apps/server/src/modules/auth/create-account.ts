import type { z } from 'zod';
import type { CreateAccountRequest } from '@app/shared/auth/create-account';
import type { CurrentUserResponse } from '@app/shared/users/current-user';
import { recordAudit } from '../../platform/audit/audit-log';
import { hashPassword } from '../../platform/auth/passwords';
import { assertUsernameFree, rethrowUsernameRace } from '../../platform/auth/usernames';
import { createSession, type NewSession } from '../../platform/auth/sessions';
import type { ServiceContext } from '../../platform/context';
import { loadCurrentUser } from '../users/current-user';

type CreateAccountInput = z.output<typeof CreateAccountRequest>;

/**
 * Creates a vendor user with its own (still empty) vendor record, so every vendor user has a tenant
 * from the first request; the signup wizard fills the vendor in after a SignupID is connected. Answers
 * the new current user and its session.
 */
export async function createAccount(
  ctx: ServiceContext,
  input: CreateAccountInput & { userAgent: string | null },
): Promise<{ user: CurrentUserResponse; session: NewSession }> {
  const username = input.username.trim();
  await assertUsernameFree(ctx.db, username);

  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const vendor = await trx.insertInto('vendors').defaultValues().returning('id').executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({
          username,
          first_name: input.firstName.trim(),
          last_name: input.lastName.trim(),
          email: input.email.trim(),
          phone_number: input.phoneNumber?.trim() || null,
          role: 'Vendor User',
          vendor_id: vendor.id,
          password_hash: passwordHash,
          consent_to_contact: input.consentToContact,
          tos_accepted_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        { ...ctx, userId: user.id, username },
        {
          action: 'account.created',
          entityType: 'user',
          entityId: user.id,
          details: { vendorId: vendor.id },
        },
      );
      return user.id;
    })
    .catch(rethrowUsernameRace);
  const session = await createSession(ctx.db, ctx.config, userId, { ip: ctx.ip, userAgent: input.userAgent });
  return { user: await loadCurrentUser(ctx.db, userId), session };
}
