import type { z } from 'zod';
import type { RevisionRequest } from '@app/shared/client/reviews';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/context';
import { reviewerName, reviewTarget } from './review-target';
import { anyOf } from '../../../platform/db/any-of';

/**
 * The client sends a submission back: the revision note the vendor's screens already show (spec 001:
 * on the form's question, the W-9 tab or the company tab), the to-do goes to REVISION_NEEDED, the
 * decision joins the review history and the vendor gets a notification. One transaction.
 */
export async function requestRevision(ctx: ServiceContext, input: { covgId: number } & z.output<typeof RevisionRequest>) {
  return ctx.db.transaction().execute(async (trx) => {
    const target = await reviewTarget(ctx, trx, input);
    const note = await trx
      .insertInto('revision_request_notes')
      .values({
        vendor_id: target.vendorId,
        client_id: target.clientId,
        type: target.itemType,
        checklist_item_id: target.itemType === 'EVD' ? target.itemIds[0]! : null,
        data_point_id: target.itemType === 'EVD' ? (input.dataPointId ?? null) : null,
        vendor_data_key: target.itemType === 'AccountInfo' ? (input.vendorDataKey ?? null) : null,
        note: input.note,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (target.itemIds.length) {
      await trx
        .updateTable('checklist_items')
        .set({ status: 'REVISION_NEEDED', completed_at: null, updated_at: new Date() })
        .where('id', '=', anyOf(target.itemIds))
        .execute();
    }
    const review = await trx
      .insertInto('client_reviews')
      .values({
        vendor_id: target.vendorId,
        client_id: target.clientId,
        item_type: target.itemType,
        checklist_item_id: target.itemType === 'EVD' ? target.itemIds[0]! : null,
        decision: 'REVISION_REQUESTED',
        note: input.note,
        revision_note_id: note.id,
        reviewed_by: ctx.actor!.userId,
        reviewer_name: reviewerName(ctx),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_notifications')
      .values({
        vendor_id: target.vendorId,
        notification_type: 'WARNING',
        notification_text: `${target.clientName} asked you to revise your ${target.itemName}: ${input.note}`,
      })
      .execute();
    await recordAudit(trx, ctx, {
      action: 'client.revision-requested',
      entityType: target.itemType === 'EVD' ? 'checklist-item' : target.itemType,
      entityId: target.itemType === 'EVD' ? target.itemIds[0]! : target.vendorId,
      details: { covgId: input.covgId, vendorId: target.vendorId, noteId: note.id },
    });
    return { id: review.id, decision: 'REVISION_REQUESTED' as const };
  });
}
