import type { z } from 'zod';
import type {
  ApproveWaiverRequest,
  ClientWaiverPage,
  ClientWaiverQuery,
  PaymentWaiver,
  RejectWaiverRequest,
} from '@app/shared/payments/waivers';
import { subscriptionLabel } from '@app/shared/payments/subscriptions';
import { recordAudit } from '../../platform/audit/audit-log';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import { requireActor, type ServiceContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { notifyWaiverDecided } from './waiver-notifications';
import { actorName, addWaiverEvent, toWaivers, waiversQuery } from './waiver-queries';
import { anyOf } from '../../platform/db/any-of';

/** An ILIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const WAIVER_NOT_FOUND_MESSAGE = 'Waiver request not found.';
const WAIVER_ALREADY_DECIDED_MESSAGE = 'This waiver request has already been decided.';

/** The acting client's (and its facilities') waiver requests: by status (pending first by default), vendor name, newest first, paged. */
export async function listClientWaivers(ctx: ServiceContext, query: z.output<typeof ClientWaiverQuery>): Promise<ClientWaiverPage> {
  const scope = await readableClientScope(ctx);
  let base = waiversQuery(ctx.db).where('w.client_id', '=', anyOf(scope.clientIds));
  if (query.status !== 'ALL') base = base.where('w.status', '=', query.status);
  if (query.vendorName) {
    const pattern = containsPattern(query.vendorName);
    base = base.where((eb) => eb.or([eb('v.business_name', 'ilike', pattern), eb('v.dba_name', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    base
      .orderBy('w.requested_at', 'desc')
      .orderBy('w.id', 'desc')
      .offset(query.page * query.size)
      .limit(query.size)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { content: await toWaivers(ctx.db, rows), total: Number(count.total) };
}

/**
 * The client decides a pending request: approved, the vendor need not pay (its subscription
 * WAIVER_APPROVED, which the compliance rule counts as paid); rejected, with the reason the vendor is
 * told, the vendor must pay (WAIVER_NOT_APPROVED: Not Compliant - Waiver Rejected until it does). A
 * request of another client is 404, a decided one 409. History, audit and the vendor's notification and
 * e-mails are written in the same transaction. A subscription the vendor paid meanwhile stays ACTIVE.
 */
export async function decideWaiver(
  ctx: ServiceContext,
  waiverId: number,
  decision:
    { approved: true; input: z.output<typeof ApproveWaiverRequest> } | { approved: false; input: z.output<typeof RejectWaiverRequest> },
): Promise<PaymentWaiver> {
  const scope = await readableClientScope(ctx);
  const actor = requireActor(ctx);
  const name = actorName(actor);
  const note = decision.approved ? (decision.input.note ?? null) : decision.input.reason;
  await ctx.db.transaction().execute(async (trx) => {
    const waiver = await trx
      .selectFrom('payment_waivers as w')
      .innerJoin('clients as c', 'c.id', 'w.client_id')
      .select(['w.id', 'w.status', 'w.vendor_id', 'w.subscription_id', 'w.subscription_type', 'c.name as client_name'])
      .where('w.id', '=', waiverId)
      .where('w.client_id', '=', anyOf(scope.clientIds))
      .forUpdate('w')
      .executeTakeFirst();
    if (!waiver) throw notFound(WAIVER_NOT_FOUND_MESSAGE);
    if (waiver.status !== 'PENDING') throw conflict(WAIVER_ALREADY_DECIDED_MESSAGE);
    const status = decision.approved ? 'APPROVED' : 'REJECTED';
    await trx
      .updateTable('payment_waivers')
      .set({ status, decided_by: actor.userId, decided_by_name: name, decided_at: new Date(), decision_reason: note })
      .where('id', '=', waiver.id)
      .execute();
    await trx
      .updateTable('subscriptions')
      .set({ status: decision.approved ? 'WAIVER_APPROVED' : 'WAIVER_NOT_APPROVED' })
      .where('id', '=', waiver.subscription_id)
      .where('status', '=', 'WAIVER_PENDING')
      .execute();
    await addWaiverEvent(trx, { waiverId: waiver.id, action: status, actorName: name, note });
    await recordAudit(trx, ctx, {
      action: decision.approved ? 'payment-waiver.approved' : 'payment-waiver.rejected',
      entityType: 'payment-waiver',
      entityId: waiver.id,
      details: { vendorId: waiver.vendor_id, subscriptionType: waiver.subscription_type },
    });
    await notifyWaiverDecided(ctx, trx, {
      vendorId: waiver.vendor_id,
      clientName: waiver.client_name,
      label: subscriptionLabel(waiver.subscription_type, waiver.client_name),
      approved: decision.approved,
      note,
    });
  });
  const [waiver] = await toWaivers(ctx.db, await waiversQuery(ctx.db).where('w.id', '=', waiverId).execute());
  return waiver!;
}
