import type { ChecklistItemDetail, SaveChecklistItemRequest } from '@app/shared/checklists/checklist-item';
import { answersFromDefinition, applyAnswers } from '@app/shared/disclosures/form-answers';
import { FormDefinition } from '@app/shared/disclosures/question-model';
import { validateAnswers } from '@app/shared/disclosures/validate-answers';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { businessRule, notFound, validationFailed } from '../../platform/errors';
import { checklistQuery, toSummary, type ChecklistRow } from './checklist-queries';

/** The form definition stored with a configuration, parsed (a broken stored form is a server error). */
export function parseDefinition(stored: unknown): FormDefinition {
  return FormDefinition.parse(stored);
}

async function findItem(db: Db, vendorId: number, clientId: number, itemId: number): Promise<ChecklistRow> {
  const row = await checklistQuery(db, vendorId).where('i.id', '=', itemId).where('i.client_id', '=', clientId).executeTakeFirst();
  if (!row) throw notFound('To-do not found.');
  return row;
}

async function openRevisionNotes(db: Db, itemId: number) {
  return db.selectFrom('revision_request_notes').select(['note', 'data_point_id']).where('checklist_item_id', '=', itemId).where('completed', '=', false).orderBy('id').execute();
}

/** One to-do with its form: saved answers in the questions' values, revision notes on their questions. */
export async function getChecklistItem(db: Db, vendorId: number, clientId: number, itemId: number): Promise<ChecklistItemDetail> {
  const row = await findItem(db, vendorId, clientId, itemId);
  const notes = await openRevisionNotes(db, itemId);
  const definition = row.definition ? parseDefinition(row.definition) : { questionGroups: [] };
  const withAnswers = applyAnswers(definition, row.answers);
  return {
    ...toSummary(row),
    questionGroups: withAnswers.questionGroups.map((group) => ({
      ...group,
      questions: group.questions.map((question) => ({
        ...question,
        revisionNote: notes.filter((n) => n.data_point_id === question.dataPointId).map((n) => n.note).join(' ') || question.revisionNote,
      })),
    })),
    revisionsRequested: notes.map((n) => n.note),
  };
}

/** The answers of a save request: the answers map, or the values inside the whole item's questions. */
export function answersOf(request: SaveChecklistItemRequest): Record<string, unknown> {
  if (request.answers) return request.answers;
  return answersFromDefinition({ questionGroups: (request.questionGroups ?? []).map((group, index) => ({ id: index, questions: group.questions as never })) });
}

/**
 * Saves an EVD to-do (also during signup, before the enrolment is complete: the wizard's form steps).
 * The server re-evaluates the form: answers to hidden questions are dropped, and
 * with `markComplete` every visible required question must be answered and every answer valid
 * (field errors by dataPointId); a draft save checks formats only. Completing keeps a submission in
 * the history and closes the client's revision notes on the item.
 */
export async function saveEvdItem(
  ctx: ServiceContext,
  input: { vendorId: number; clientId: number; itemId: number; markComplete: boolean; request: SaveChecklistItemRequest },
): Promise<ChecklistItemDetail> {
  const actor = requireActor(ctx);
  const row = await findItem(ctx.db, input.vendorId, input.clientId, input.itemId);
  if (row.type !== 'EVD' || !row.definition || !row.evd_configuration_id) throw businessRule('This to-do is not a disclosure form.');
  const definition = parseDefinition(row.definition);
  const result = validateAnswers(definition, answersOf(input.request), { checkRequired: input.markComplete });
  if (Object.keys(result.fieldErrors).length) {
    throw validationFailed('Some answers need attention', result.fieldErrors);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const status = input.markComplete ? 'COMPLETE' : row.status === 'REVISION_NEEDED' ? 'REVISION_NEEDED' : 'INCOMPLETE';
    await trx
      .updateTable('checklist_items')
      .set({ answers: JSON.stringify(result.cleaned), status, updated_at: new Date(), completed_at: input.markComplete ? new Date() : null })
      .where('id', '=', input.itemId)
      .execute();
    if (input.markComplete) {
      await trx
        .insertInto('evd_submissions')
        .values({ vendor_id: input.vendorId, client_id: input.clientId, evd_configuration_id: row.evd_configuration_id!, checklist_item_id: input.itemId, submitted_by: actor.userId, username: actor.username, answers: JSON.stringify(result.cleaned) })
        .execute();
      await trx.updateTable('revision_request_notes').set({ completed: true }).where('checklist_item_id', '=', input.itemId).where('completed', '=', false).execute();
    }
    await recordAudit(trx, ctx, { action: input.markComplete ? 'checklist.completed' : 'checklist.saved', entityType: 'checklist-item', entityId: input.itemId });
  });
  return getChecklistItem(ctx.db, input.vendorId, input.clientId, input.itemId);
}
