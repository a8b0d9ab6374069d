import { recordAudit } from '../../platform/audit/audit-log';
import { deleteSession } from '../../platform/auth/sessions';
import type { ServiceContext } from '../../platform/context';

/** Ends the actor's session, if there is one, and records it in the audit log. */
export async function logout(ctx: ServiceContext): Promise<void> {
  const actor = ctx.actor;
  if (!actor) return;
  await deleteSession(ctx.db, actor.sessionTokenHash);
  await recordAudit(ctx.db, ctx, { action: 'auth.logout', entityType: 'user', entityId: actor.userId });
}
