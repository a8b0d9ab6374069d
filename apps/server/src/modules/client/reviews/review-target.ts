import { readableCovg } from '../../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../../platform/context';
import type { DbTransaction } from '../../../platform/db/database';
import { businessRule, notFound } from '../../../platform/errors';
import { documentOf } from '../../checklists/todo-document';

export const NOT_ENROLLED_MESSAGE = 'This vendor has not started enrolling with you yet, so there is nothing to review.';
export const NOTHING_SUBMITTED_MESSAGE = 'The vendor has not submitted this yet.';

export interface ReviewTarget {
  vendorId: number;
  clientId: number;
  clientName: string;
  itemType: 'EVD' | 'W9' | 'AccountInfo';
  /** The to-dos the decision moves: the disclosure's own, or the client's W-9 to-dos. */
  itemIds: number[];
  itemName: string;
}

/**
 * What a client's review decision is about, checked against the client's own vendor group: the vendor
 * must have an enrolment with the client; a disclosure must be one of its EVD to-dos for this client
 * with a submission; a W-9 must have been submitted to this client. 404 for anything not the client's.
 */
export async function reviewTarget(
  ctx: ServiceContext,
  trx: DbTransaction,
  input: { covgId: number; type: 'EVD' | 'W9' | 'AccountInfo'; checklistItemId?: number },
): Promise<ReviewTarget> {
  const { covg } = await readableCovg(ctx, input.covgId);
  if (covg.vendor_id === null) throw businessRule(NOT_ENROLLED_MESSAGE);
  const vendorId = covg.vendor_id;
  const clientId = covg.client_id;
  const enrolment = await trx
    .selectFrom('enrollments as e')
    .innerJoin('clients as c', 'c.id', 'e.client_id')
    .select(['e.id', 'c.name'])
    .where('e.vendor_id', '=', vendorId)
    .where('e.client_id', '=', clientId)
    .executeTakeFirst();
  if (!enrolment) throw businessRule(NOT_ENROLLED_MESSAGE);
  const common = { vendorId, clientId, clientName: enrolment.name, itemType: input.type };

  if (input.type === 'EVD') {
    const item = await trx
      .selectFrom('checklist_items')
      .select(['id', 'name', 'type', 'answers'])
      .where('id', '=', input.checklistItemId!)
      .where('vendor_id', '=', vendorId)
      .where('client_id', '=', clientId)
      .where('type', 'in', ['EVD', 'OTHER'])
      .forUpdate()
      .executeTakeFirst();
    if (!item) throw notFound('Form not found.');
    // A disclosure is reviewed once submitted; a to-do completed by a document once one is handed in (decision 339).
    const submitted =
      item.type === 'OTHER'
        ? await documentOf(trx, item)
        : await trx.selectFrom('evd_submissions').select('id').where('checklist_item_id', '=', item.id).limit(1).executeTakeFirst();
    if (!submitted) throw businessRule(NOTHING_SUBMITTED_MESSAGE);
    return { ...common, itemIds: [item.id], itemName: item.name };
  }
  if (input.type === 'W9') {
    const submitted = await trx
      .selectFrom('w9_submissions as s')
      .innerJoin('w9_forms as w', 'w.id', 's.w9_id')
      .select('s.w9_id')
      .where('w.vendor_id', '=', vendorId)
      .where('s.client_id', '=', clientId)
      .limit(1)
      .executeTakeFirst();
    if (!submitted) throw businessRule(NOTHING_SUBMITTED_MESSAGE);
    const items = await trx
      .selectFrom('checklist_items')
      .select('id')
      .where('vendor_id', '=', vendorId)
      .where('client_id', '=', clientId)
      .where('type', '=', 'W9')
      .forUpdate()
      .execute();
    return { ...common, itemIds: items.map((i) => i.id), itemName: 'W-9' };
  }
  return { ...common, itemIds: [], itemName: 'company information' };
}

/** Who decided, as the review history shows it. */
export function reviewerName(ctx: ServiceContext): string {
  const actor = ctx.actor!;
  return [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.username;
}
