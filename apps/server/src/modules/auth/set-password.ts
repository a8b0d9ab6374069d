import { hashPassword } from '../../platform/auth/passwords';
import { deleteUserSessions } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/database';

/** Stores a new password hash, restarts its age and ends every existing session of the user. */
export async function setPassword(db: Db, userId: number, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: new Date() }).where('id', '=', userId).execute();
  await deleteUserSessions(db, userId);
}
