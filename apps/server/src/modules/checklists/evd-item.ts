import type { ChecklistItemDetail, SaveChecklistItemRequest } from '@app/shared/checklists/checklist-item';
import { answersFromDefinition, applyAnswers } from '@app/shared/disclosures/form-answers';
import { FormDefinition } from '@app/shared/disclosures/question-model';
import { validateAnswers } from '@app/shared/disclosures/validate-answers';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db, DbTransaction } from '../../platform/db/database';
import { AppError, businessRule, notFound, validationFailed } from '../../platform/errors';
import { checklistQuery, toSummary, type ChecklistRow } from './checklist-queries';
import { emitAttestationSubmitted } from '../integrations/webhooks/hook-points';
import { documentOf } from './todo-document';

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
  return db
    .selectFrom('revision_request_notes')
    .select(['note', 'data_point_id'])
    .where('checklist_item_id', '=', itemId)
    .where('completed', '=', false)
    .orderBy('id')
    .execute();
}

/** One to-do of the acting vendor with its form: saved answers in the questions' values, revision notes on their questions. */
export async function getChecklistItem(ctx: ServiceContext, input: { clientId: number; itemId: number }): Promise<ChecklistItemDetail> {
  const row = await findItem(ctx.db, actingVendorId(requireActor(ctx)), input.clientId, input.itemId);
  const notes = await openRevisionNotes(ctx.db, input.itemId);
  const definition = row.definition ? parseDefinition(row.definition) : { questionGroups: [] };
  const withAnswers = applyAnswers(definition, row.answers);
  const document = await documentOf(ctx.db, row);
  return {
    ...toSummary(row),
    questionGroups: withAnswers.questionGroups.map((group) => ({
      ...group,
      questions: group.questions.map((question) => ({
        ...question,
        revisionNote:
          notes
            .filter((n) => n.data_point_id === question.dataPointId)
            .map((n) => n.note)
            .join(' ') || question.revisionNote,
      })),
    })),
    revisionsRequested: notes.map((n) => n.note),
    document,
  };
}

/** The answers of a save request: the answers map, or the values inside the whole item's questions. */
export function answersOf(request: SaveChecklistItemRequest): Record<string, unknown> {
  if (request.answers) return request.answers;
  return answersFromDefinition({
    questionGroups: (request.questionGroups ?? []).map((group, index) => ({ id: index, questions: group.questions as never })),
  });
}

/**
 * Saves an EVD to-do of the acting vendor (also during signup, before the enrolment is complete: the wizard's form steps).
 * The server re-evaluates the form: answers to hidden questions are dropped, and
 * with `markComplete` every visible required question must be answered and every answer valid
 * (field errors by dataPointId); a draft save checks formats only. Completing keeps a submission in
 * the history and closes the client's revision notes on the item.
 */
export async function saveEvdItem(
  ctx: ServiceContext,
  input: { clientId: number; itemId: number; markComplete: boolean; request: SaveChecklistItemRequest },
): Promise<ChecklistItemDetail> {
  const vendorId = actingVendorId(requireActor(ctx));
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findItem(trx, vendorId, input.clientId, input.itemId);
    await writeEvdItem(trx, ctx, row, { vendorId, markComplete: input.markComplete, answers: answersOf(input.request) });
  });
  return getChecklistItem(ctx, input);
}

/**
 * Completes EVD to-dos of one vendor and client with the answers their drafts saved, inside the
 * caller's transaction and by the same rule as `saveEvdItem` with markComplete (signup's final step:
 * the forms its steps showed). Ones already complete stay as they are. An id that is not the vendor's
 * to-do of that client is 404, one that is no disclosure form 422; a form that fails the check is 400
 * naming the form, with its field errors under `forms.{itemId}.{dataPointId}`. Any of these leaves the
 * transaction to roll back.
 */
export async function completeSavedEvdItems(
  trx: DbTransaction,
  ctx: ServiceContext,
  input: { vendorId: number; clientId: number; itemIds: readonly number[] },
): Promise<void> {
  for (const itemId of new Set(input.itemIds)) {
    const row = await findItem(trx, input.vendorId, input.clientId, itemId);
    if (row.type === 'EVD' && row.status === 'COMPLETE') continue;
    try {
      await writeEvdItem(trx, ctx, row, { vendorId: input.vendorId, markComplete: true, answers: row.answers });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fieldErrors ?? {}).map(([field, message]) => [`forms.${itemId}.${field}`, message]),
      );
      throw validationFailed(`Some answers of "${row.view_name ?? row.name}" need attention`, fieldErrors);
    }
  }
}

/** The one rule of saving a found EVD to-do (draft or complete), written in the caller's transaction. */
async function writeEvdItem(
  trx: DbTransaction,
  ctx: ServiceContext,
  row: ChecklistRow,
  input: { vendorId: number; markComplete: boolean; answers: Record<string, unknown> },
): Promise<void> {
  const actor = requireActor(ctx);
  if (row.type !== 'EVD' || !row.definition || !row.evd_configuration_id) throw businessRule('This to-do is not a disclosure form.');
  const definition = parseDefinition(row.definition);
  const result = validateAnswers(definition, input.answers, { checkRequired: input.markComplete });
  if (Object.keys(result.fieldErrors).length) {
    throw validationFailed('Some answers need attention', result.fieldErrors);
  }
  const status = input.markComplete ? 'COMPLETE' : row.status === 'REVISION_NEEDED' ? 'REVISION_NEEDED' : 'INCOMPLETE';
  await trx
    .updateTable('checklist_items')
    .set({ answers: JSON.stringify(result.cleaned), status, updated_at: new Date(), completed_at: input.markComplete ? new Date() : null })
    .where('id', '=', row.id)
    .execute();
  if (input.markComplete) {
    await trx
      .insertInto('evd_submissions')
      .values({
        vendor_id: input.vendorId,
        client_id: row.client_id,
        evd_configuration_id: row.evd_configuration_id,
        checklist_item_id: row.id,
        submitted_by: actor.userId,
        username: actor.username,
        answers: JSON.stringify(result.cleaned),
      })
      .execute();
    await emitAttestationSubmitted(trx, { vendorId: input.vendorId, clientId: row.client_id, configurationId: row.evd_configuration_id });
    await trx
      .updateTable('revision_request_notes')
      .set({ completed: true })
      .where('checklist_item_id', '=', row.id)
      .where('completed', '=', false)
      .execute();
  }
  await recordAudit(trx, ctx, {
    action: input.markComplete ? 'checklist.completed' : 'checklist.saved',
    entityType: 'checklist-item',
    entityId: row.id,
  });
}
