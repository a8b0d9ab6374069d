import type { z } from 'zod';
import type { AcceptRequest } from '@app/shared/client/reviews';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/context';
import { reviewerName, reviewTarget } from './review-target';
import { anyOf } from '../../../platform/db/any-of';

/**
 * The client accepts what the vendor submitted: open revision notes on it are closed, a to-do sent
 * back for revision is complete again (its submission stands), and the decision joins the history.
 */
export async function acceptItem(ctx: ServiceContext, input: { covgId: number } & z.output<typeof AcceptRequest>) {
  return ctx.db.transaction().execute(async (trx) => {
    const target = await reviewTarget(ctx, trx, input);
    let notes = trx
      .updateTable('revision_request_notes')
      .set({ completed: true })
      .where('vendor_id', '=', target.vendorId)
      .where('client_id', '=', target.clientId)
      .where('type', '=', target.itemType)
      .where('completed', '=', false);
    if (target.itemType === 'EVD') notes = notes.where('checklist_item_id', '=', target.itemIds[0]!);
    await notes.execute();
    if (target.itemIds.length) {
      await trx
        .updateTable('checklist_items')
        .set({ status: 'COMPLETE', completed_at: new Date(), updated_at: new Date() })
        .where('id', '=', anyOf(target.itemIds))
        .where('status', '<>', 'COMPLETE')
        .execute();
    }
    const review = await trx
      .insertInto('client_reviews')
      .values({
        vendor_id: target.vendorId,
        client_id: target.clientId,
        item_type: target.itemType,
        checklist_item_id: target.itemType === 'EVD' ? target.itemIds[0]! : null,
        decision: 'ACCEPTED',
        note: null,
        reviewed_by: ctx.actor!.userId,
        reviewer_name: reviewerName(ctx),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, {
      action: 'client.item-accepted',
      entityType: target.itemType === 'EVD' ? 'checklist-item' : target.itemType,
      entityId: target.itemType === 'EVD' ? target.itemIds[0]! : target.vendorId,
      details: { covgId: input.covgId, vendorId: target.vendorId },
    });
    return { id: review.id, decision: 'ACCEPTED' as const };
  });
}
