import { hashPassword } from '../../platform/auth/passwords';
import { deleteUserSessions } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/database';

/**
 * Stores a new password hash, restarts its age, ends the user's unused reset links and every session
 * of the user except `keepSession` (the token hash of the session that made the change, if it stays).
 */
export async function setPassword(db: Db, userId: number, newPassword: string, options: { keepSession?: Buffer } = {}): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: new Date() }).where('id', '=', userId).execute();
  await endUnusedResetLinks(db, userId);
  await deleteUserSessions(db, userId, { except: options.keepSession });
}

/** Only the newest reset link of a user may work: issuing one or changing the password ends the others. */
export async function endUnusedResetLinks(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
