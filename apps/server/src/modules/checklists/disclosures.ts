import { applyAnswers } from '@app/shared/disclosures/form-answers';
import { validateAnswers } from '@app/shared/disclosures/validate-answers';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { businessRule, notFound, validationFailed } from '../../platform/errors';
import { answersOf, parseDefinition } from './evd-item';
import type { SaveChecklistItemRequest } from '@app/shared/checklists/checklist-item';
import { emitAttestationSubmitted } from '../integrations/webhooks/hook-points';

/**
 * The client's disclosure forms shown as tabs of a customer (type EVD_HISTORICAL): the latest version
 * of each form the acting vendor has been asked for or has submitted.
 */
export async function historicalConfigurations(ctx: ServiceContext, input: { clientId: number }) {
  const vendorId = actingVendorId(requireActor(ctx));
  const rows = await ctx.db
    .selectFrom('evd_configurations as f')
    .select(['f.id', 'f.evd_id', 'f.evd_name'])
    .where('f.client_id', '=', input.clientId)
    .where('f.active', '=', true)
    .where(({ or, exists, selectFrom }) =>
      or([
        exists(
          selectFrom('checklist_items as i')
            .select('i.id')
            .whereRef('i.evd_configuration_id', '=', 'f.id')
            .where('i.vendor_id', '=', vendorId),
        ),
        exists(
          selectFrom('evd_submissions as s')
            .select('s.id')
            .whereRef('s.evd_configuration_id', '=', 'f.id')
            .where('s.vendor_id', '=', vendorId),
        ),
      ]),
    )
    .orderBy('f.evd_name')
    .execute();
  return rows.map((row) => ({ id: row.id, evdId: row.evd_id, evdName: row.evd_name }));
}

/** Submissions of one disclosure form (all its versions) by the acting vendor, newest first, with open revision requests. */
export async function disclosureHistory(ctx: ServiceContext, input: { evdId: number }) {
  const vendorId = actingVendorId(requireActor(ctx));
  const { evdId } = input;
  const submissions = await ctx.db
    .selectFrom('evd_submissions as s')
    .innerJoin('evd_configurations as f', 'f.id', 's.evd_configuration_id')
    .select(['s.id', 's.submitted_at', 's.username', 's.evd_configuration_id', 'f.evd_name'])
    .where('s.vendor_id', '=', vendorId)
    .where('f.evd_id', '=', evdId)
    .orderBy('s.submitted_at', 'desc')
    .execute();
  const notes = await ctx.db
    .selectFrom('revision_request_notes as n')
    .innerJoin('checklist_items as i', 'i.id', 'n.checklist_item_id')
    .innerJoin('evd_configurations as f', 'f.id', 'i.evd_configuration_id')
    .select('n.note')
    .where('n.vendor_id', '=', vendorId)
    .where('n.completed', '=', false)
    .where('f.evd_id', '=', evdId)
    .orderBy('n.id')
    .execute();
  return {
    disclosures: submissions.map((s) => ({
      submissionDate: s.submitted_at.toISOString(),
      username: s.username,
      metaData: { submissionId: s.id, configurationId: s.evd_configuration_id, evdName: s.evd_name },
    })),
    revisionsRequested: notes.map((n) => n.note),
  };
}

async function configurationOf(db: Db, clientId: number, configurationId: number) {
  const row = await db
    .selectFrom('evd_configurations as f')
    .innerJoin('clients as c', 'c.id', 'f.client_id')
    .select(['f.id', 'f.evd_name', 'f.view_name', 'f.definition', 'f.client_id', 'c.name as client_name'])
    .where('f.id', '=', configurationId)
    .where('f.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFound('Disclosure form not found.');
  return row;
}

async function assertEnrolled(db: Db, vendorId: number, clientId: number) {
  const enrollment = await db
    .selectFrom('enrollments')
    .select('enrollment_complete')
    .where('vendor_id', '=', vendorId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!enrollment) throw notFound('Customer not found.');
  return enrollment;
}

/** A new, empty disclosure form from a configuration of a customer of the acting vendor. */
export async function newDisclosureForm(ctx: ServiceContext, input: { clientId: number; configurationId: number }) {
  await assertEnrolled(ctx.db, actingVendorId(requireActor(ctx)), input.clientId);
  const config = await configurationOf(ctx.db, input.clientId, input.configurationId);
  return {
    submissionId: null,
    configurationId: config.id,
    evdName: config.evd_name,
    evdViewName: config.view_name,
    clientId: config.client_id,
    clientName: config.client_name,
    submissionDate: null,
    username: null,
    questionGroups: parseDefinition(config.definition).questionGroups,
  };
}

/** A submitted disclosure of the acting vendor, read-only, with its answers. */
export async function submittedDisclosure(ctx: ServiceContext, input: { submissionId: number }) {
  const vendorId = actingVendorId(requireActor(ctx));
  const row = await ctx.db
    .selectFrom('evd_submissions as s')
    .innerJoin('evd_configurations as f', 'f.id', 's.evd_configuration_id')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .select([
      's.id',
      's.submitted_at',
      's.username',
      's.answers',
      'f.id as configuration_id',
      'f.evd_name',
      'f.view_name',
      'f.definition',
      's.client_id',
      'c.name as client_name',
    ])
    .where('s.id', '=', input.submissionId)
    .where('s.vendor_id', '=', vendorId)
    .executeTakeFirst();
  if (!row) throw notFound('Disclosure not found.');
  return {
    submissionId: row.id,
    configurationId: row.configuration_id,
    evdName: row.evd_name,
    evdViewName: row.view_name,
    clientId: row.client_id,
    clientName: row.client_name,
    submissionDate: row.submitted_at.toISOString(),
    username: row.username,
    questionGroups: applyAnswers(parseDefinition(row.definition), row.answers).questionGroups,
  };
}

/**
 * Submits a new disclosure of the acting vendor (Add Disclosure): validated like a completed to-do, kept in the history, and
 * completing the vendor's open to-do for that form if there is one.
 */
export async function submitDisclosure(
  ctx: ServiceContext,
  input: { clientId: number; configurationId: number; request: SaveChecklistItemRequest },
) {
  const actor = requireActor(ctx);
  const vendorId = actingVendorId(actor);
  const enrollment = await assertEnrolled(ctx.db, vendorId, input.clientId);
  if (!enrollment.enrollment_complete) throw businessRule('Finish enrolling with this customer first.');
  const config = await configurationOf(ctx.db, input.clientId, input.configurationId);
  const result = validateAnswers(parseDefinition(config.definition), answersOf(input.request));
  if (Object.keys(result.fieldErrors).length) throw validationFailed('Some answers need attention', result.fieldErrors);
  const submissionId = await ctx.db.transaction().execute(async (trx) => {
    const openItem = await trx
      .selectFrom('checklist_items')
      .select('id')
      .where('vendor_id', '=', vendorId)
      .where('client_id', '=', input.clientId)
      .where('evd_configuration_id', '=', config.id)
      .where('status', '<>', 'COMPLETE')
      .executeTakeFirst();
    const submission = await trx
      .insertInto('evd_submissions')
      .values({
        vendor_id: vendorId,
        client_id: input.clientId,
        evd_configuration_id: config.id,
        checklist_item_id: openItem?.id ?? null,
        submitted_by: actor.userId,
        username: actor.username,
        answers: JSON.stringify(result.cleaned),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await emitAttestationSubmitted(trx, { vendorId, clientId: input.clientId, configurationId: config.id });
    if (openItem) {
      await trx
        .updateTable('checklist_items')
        .set({ status: 'COMPLETE', answers: JSON.stringify(result.cleaned), completed_at: new Date(), updated_at: new Date() })
        .where('id', '=', openItem.id)
        .execute();
      await trx.updateTable('revision_request_notes').set({ completed: true }).where('checklist_item_id', '=', openItem.id).execute();
    }
    await recordAudit(trx, ctx, {
      action: 'disclosure.submitted',
      entityType: 'evd-submission',
      entityId: submission.id,
      details: { configurationId: config.id },
    });
    return submission.id;
  });
  return { submissionId };
}
