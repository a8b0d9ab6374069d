import type { CurrentUserResponse } from '@app/shared/users/current-user';
import { selectIdentity, toCurrentUser } from '../../platform/auth/identity';
import type { Db } from '../../platform/db/database';
import { unauthenticated } from '../../platform/errors';

/** The current user of a user id, read afresh (after a change of acting tenant, role or account). */
export async function loadCurrentUser(db: Db, userId: number): Promise<CurrentUserResponse> {
  const identity = await selectIdentity(db, { userId });
  if (!identity) throw unauthenticated();
  return toCurrentUser(identity);
}
