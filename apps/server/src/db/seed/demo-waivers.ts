import type { Db } from '../../platform/db/database';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * Riverside's payment waiver requests (issue 15), on its vendors' VendorProof Engage subscriptions:
 * Keystone Lab Supply's waits for a decision, Beacon Wound Care's was approved and Redwood Dialysis
 * Supply's was rejected (its subscription is WAIVER_NOT_APPROVED: Not Compliant - Waiver Rejected).
 * Each has its history; the decisions are demo-client's.
 */
export async function seedDemoWaivers(db: Db, input: { riversideClientId: number }): Promise<void> {
  const decider = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('username', '=', 'demo-client')
    .executeTakeFirst();
  const deciderName = decider ? `${decider.first_name} ${decider.last_name}` : 'Riverside Health System';
  const requests = [
    {
      vendor: 'Keystone Lab Supply',
      requestedBy: 'Kim Keller',
      reason: 'NON_PROFIT',
      details: null,
      requestedAt: hoursAgo(20),
      decision: null,
    },
    {
      vendor: 'Beacon Wound Care',
      requestedBy: 'Bo Bennett',
      reason: 'OCCASIONAL_VENDOR',
      details: null,
      requestedAt: hoursAgo(24 * 40),
      decision: { status: 'APPROVED', note: 'Approved: fewer than two orders a year.', at: hoursAgo(24 * 38) },
    },
    {
      vendor: 'Redwood Dialysis Supply',
      requestedBy: 'Rae Redding',
      reason: 'OTHER',
      details: 'Our contract with Riverside already includes compliance monitoring.',
      requestedAt: hoursAgo(24 * 60),
      decision: { status: 'REJECTED', note: 'Your contract does not cover VendorProof Engage; please pay for it.', at: hoursAgo(24 * 58) },
    },
  ] as const;
  for (const request of requests) {
    const subscription = await db
      .selectFrom('subscriptions as s')
      .innerJoin('vendors as v', 'v.id', 's.vendor_id')
      .select(['s.id', 's.vendor_id'])
      .where('v.business_name', '=', request.vendor)
      .where('s.client_id', '=', input.riversideClientId)
      .where('s.subscription_type', '=', 'VP_ENGAGE')
      .executeTakeFirst();
    if (!subscription) continue;
    const status = request.decision?.status ?? 'PENDING';
    await db
      .updateTable('subscriptions')
      .set({
        status: status === 'PENDING' ? 'WAIVER_PENDING' : status === 'APPROVED' ? 'WAIVER_APPROVED' : 'WAIVER_NOT_APPROVED',
        auto_renew: false,
      })
      .where('id', '=', subscription.id)
      .execute();
    const waiver = await db
      .insertInto('payment_waivers')
      .values({
        vendor_id: subscription.vendor_id,
        client_id: input.riversideClientId,
        subscription_type: 'VP_ENGAGE',
        subscription_id: subscription.id,
        status,
        reason: request.reason,
        reason_details: request.details,
        requested_by_name: request.requestedBy,
        requested_at: request.requestedAt,
        decided_by: request.decision ? (decider?.id ?? null) : null,
        decided_by_name: request.decision ? deciderName : null,
        decided_at: request.decision?.at ?? null,
        decision_reason: request.decision?.note ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payment_waiver_events')
      .values({
        waiver_id: waiver.id,
        action: 'REQUESTED',
        actor_name: request.requestedBy,
        note: request.details,
        created_at: request.requestedAt,
      })
      .execute();
    if (request.decision) {
      await db
        .insertInto('payment_waiver_events')
        .values({
          waiver_id: waiver.id,
          action: request.decision.status,
          actor_name: deciderName,
          note: request.decision.note,
          created_at: request.decision.at,
        })
        .execute();
    }
  }
}
