import type { Actor } from '../context';
import type { Db, DbTransaction } from '../db/database';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/**
 * Records a state change (who, acting as whom, what, when). Pass the transaction of the change so the
 * entry and the change commit or fail together.
 */
export async function recordAudit(
  db: Db | DbTransaction,
  who: { actor: Actor | null; requestId?: string | null; ip?: string | null; userId?: number; username?: string },
  entry: AuditEntry,
): Promise<void> {
  const actor = who.actor;
  await db
    .insertInto('audit_log')
    .values({
      user_id: actor?.userId ?? who.userId ?? null,
      username: actor?.username ?? who.username ?? null,
      acting_role: actor ? (actor.assumedRole ?? actor.role) : null,
      acting_vendor_id: actor?.vendorId ?? null,
      acting_client_id: actor?.clientId ?? null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      details: JSON.stringify(entry.details ?? {}),
      request_id: who.requestId ?? null,
      ip: who.ip ?? null,
    })
    .execute();
}
