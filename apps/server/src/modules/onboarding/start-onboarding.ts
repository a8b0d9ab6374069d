import { NO_TENANT_ACCESS_MESSAGE } from '@app/shared/users/current-user';
import { CHOOSE_CATEGORY, CHOOSE_FACILITY, FACILITY_REQUIRED, type TemplateStep } from '@app/shared/onboarding/onboarding';
import type { NewVendorRequest } from '@app/shared/onboarding/onboarding';
import { DEFAULT_TEMPLATE_STEPS, WORKFLOW_ITEM_TYPE_OF } from '@app/shared/onboarding/onboarding-rules';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit-log';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db, DbTransaction } from '../../platform/db/database';
import { forbidden, validationFailed } from '../../platform/errors';
import { createInvitedVendorGroup, vendorCategoryOptions } from '../vendor-setup/invite-vendor';
import { actorName } from './workflow';
import { anyOf } from '../../platform/db/any-of';

/** The steps of a client's template: its own rows, or the default template. */
async function templateOf(db: Db | DbTransaction, clientId: number): Promise<TemplateStep[]> {
  const own = await db
    .selectFrom('onboarding_template_steps')
    .select(['programmatic_name', 'name', 'position', 'step_action'])
    .where('client_id', '=', clientId)
    .orderBy('position')
    .execute();
  const steps = own.length
    ? own.map((row) => ({ programmaticName: row.programmatic_name, name: row.name, stepAction: row.step_action }))
    : DEFAULT_TEMPLATE_STEPS;
  return steps.map((step, index) => ({ ...step, position: index + 1, itemType: WORKFLOW_ITEM_TYPE_OF[step.programmaticName] }));
}

/** GET /onboarding/template-workflow/steps: the acting client's template. */
export async function templateSteps(ctx: ServiceContext) {
  const scope = await readableClientScope(ctx);
  return templateOf(ctx.db, scope.clientId);
}

/** GET /onboarding/open-item-options: the open-item filter's choices (the template's steps). */
export async function openItemOptions(ctx: ServiceContext) {
  const steps = await templateSteps(ctx);
  return steps.map((step) => ({ programmaticName: step.programmaticName, name: step.name }));
}

/**
 * POST /onboarding/workflows: the client starts onboarding a new vendor. The facility must be the client
 * or one of its sub-clients (required when it has any, spec 002 §5); the COVG, its signup code and the
 * invite e-mail come from the set-up form's own path (`createInvitedVendorGroup`); the workflow's items
 * are the client's template. One transaction: a failed e-mail leaves nothing behind.
 */
export async function startOnboarding(ctx: ServiceContext, input: z.output<typeof NewVendorRequest>) {
  const actor = requireActor(ctx);
  const scope = await readableClientScope(ctx);
  if (input.client !== scope.clientId) throw forbidden(NO_TENANT_ACCESS_MESSAGE);
  const facilities = await ctx.db.selectFrom('clients').select(['id', 'name']).where('id', '=', anyOf(scope.clientIds)).execute();
  const hasSubClients = scope.clientIds.length > 1;
  if (hasSubClients && !input.facility) throw validationFailed(FACILITY_REQUIRED, { facility: FACILITY_REQUIRED });
  const facility = facilities.find((row) => row.id === (input.facility ?? scope.clientId));
  if (!facility) throw validationFailed(CHOOSE_FACILITY, { facility: CHOOSE_FACILITY });
  const category = vendorCategoryOptions().find((option) => option.id === input.category);
  if (!category) throw validationFailed(CHOOSE_CATEGORY, { category: CHOOSE_CATEGORY });

  return ctx.db.transaction().execute(async (trx) => {
    const { covgId, code } = await createInvitedVendorGroup(ctx, trx, {
      facility,
      businessName: input.name,
      email: input.email,
      phone: input.phone || null,
      category: category.name,
      inviterName: actorName(ctx),
      requestedBy: null,
    });
    const workflow = await trx
      .insertInto('onboarding_workflows')
      .values({ covg_id: covgId, client_id: scope.clientId, created_by: actor.userId, created_by_name: actorName(ctx) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps = await templateOf(trx, scope.clientId);
    await trx
      .insertInto('onboarding_workflow_items')
      .values(
        steps.map((step) => ({
          workflow_id: workflow.id,
          programmatic_name: step.programmaticName,
          position: step.position,
          name: step.name,
          step_action: step.stepAction,
        })),
      )
      .execute();
    await recordAudit(trx, ctx, {
      action: 'onboarding.started',
      entityType: 'covg',
      entityId: covgId,
      details: { workflowId: workflow.id, facilityId: facility.id, createdByClient: input.createdByClient },
    });
    return { covgId, signupCode: code };
  });
}
