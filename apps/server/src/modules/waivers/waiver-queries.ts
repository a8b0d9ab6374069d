import { sql } from 'kysely';
import { WAIVER_REASON_LABEL, type PaymentWaiver, type WaiverReason } from '@app/shared/payments/waivers';
import { subscriptionLabel } from '@app/shared/payments/subscriptions';
import type { Db, DbTransaction } from '../../platform/db/database';
import { anyOf } from '../../platform/db/any-of';

/** The payment waivers with their vendor and client names; callers add the tenant condition. */
export function waiversQuery(db: Db | DbTransaction) {
  return db
    .selectFrom('payment_waivers as w')
    .innerJoin('vendors as v', 'v.id', 'w.vendor_id')
    .innerJoin('clients as c', 'c.id', 'w.client_id')
    .select([
      'w.id',
      'w.vendor_id',
      'w.client_id',
      'w.subscription_type',
      'w.status',
      'w.reason',
      'w.reason_details',
      'w.requested_by_name',
      'w.requested_at',
      'w.decided_by_name',
      'w.decided_at',
      'w.decision_reason',
      'c.name as client_name',
      sql<string>`coalesce(v.business_name, v.dba_name, v.ptid)`.as('vendor_name'),
    ]);
}

type WaiverRow = Awaited<ReturnType<ReturnType<typeof waiversQuery>['execute']>>[number];

/** Rows to the API shape, each with its history (oldest first), read in one query. */
export async function toWaivers(db: Db | DbTransaction, rows: WaiverRow[]): Promise<PaymentWaiver[]> {
  const events = rows.length
    ? await db
        .selectFrom('payment_waiver_events')
        .select(['waiver_id', 'action', 'actor_name', 'note', 'created_at'])
        .where('waiver_id', '=', anyOf(rows.map((row) => row.id)))
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    clientId: row.client_id,
    clientName: row.client_name,
    subscriptionType: row.subscription_type,
    label: subscriptionLabel(row.subscription_type, row.client_name),
    status: row.status,
    reason: row.reason as WaiverReason,
    reasonText: WAIVER_REASON_LABEL[row.reason as WaiverReason] ?? row.reason,
    reasonDetails: row.reason_details,
    requestedByName: row.requested_by_name,
    requestedAt: row.requested_at.toISOString(),
    decidedByName: row.decided_by_name,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
    history: events
      .filter((event) => event.waiver_id === row.id)
      .map((event) => ({ action: event.action, actorName: event.actor_name, note: event.note, at: event.created_at.toISOString() })),
  }));
}

/** Adds a line to a waiver's history. */
export async function addWaiverEvent(
  trx: DbTransaction,
  event: { waiverId: number; action: 'REQUESTED' | 'APPROVED' | 'REJECTED' | 'PAID'; actorName: string; note?: string | null },
): Promise<void> {
  await trx
    .insertInto('payment_waiver_events')
    .values({ waiver_id: event.waiverId, action: event.action, actor_name: event.actorName, note: event.note ?? null })
    .execute();
}

/** The name a history line shows for the acting user. */
export function actorName(actor: { firstName?: string | null; lastName?: string | null; username: string }): string {
  return [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.username;
}
