import { USERNAME_TAKEN_MESSAGE } from '@app/shared/auth/create-account';
import type { Db } from '../db/database';
import { conflict } from '../errors';

const usernameTaken = () => conflict(USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });

/** Login names are unique regardless of case: refuses one already in use with 409 and the field error. */
export async function assertUsernameFree(db: Db, username: string): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  if (taken) throw usernameTaken();
}

/**
 * For the `.catch` of the transaction that inserts a user: two requests racing for one login name both
 * pass assertUsernameFree, and the unique index decides; the loser gets the same 409 as a taken name.
 */
export function rethrowUsernameRace(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw usernameTaken();
  throw error;
}
