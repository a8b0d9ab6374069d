import { SIGNUP_ID_OTHER_VENDOR_MESSAGE, SIGNUP_ID_UNKNOWN_MESSAGE } from '@app/shared/customers/signup-id';
import { readStoredConfiguration, type StoredConfiguration } from '@app/shared/clients/client-configuration';
import type { FinishSignupRequest } from '@app/shared/signup/signup-data';
import { AT_LEAST_ONE_OWNER_MESSAGE } from '@app/shared/owners/owner';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, businessRule, gone, notFound } from '../../platform/errors';
import { requestScreening } from '../screening/monitoring/request-screening';
import { completeSavedEvdItems } from '../checklists/evd-item';
import { groupOfAnotherVendor, heldByAnotherVendor, recordCodeMiss, throttledCodeCheck } from '../customers/signup-code-access';
import { vendorProofWaived } from '../waivers/vendor-waivers';

export const SIGNUP_CODE_USED_MESSAGE = 'Signup code has already been used, redirecting you to the dashboard';
export const SIGNUP_CODE_NOT_CONNECTED_MESSAGE = 'Enter this SignupID on your dashboard first, then finish your signup.';

async function codeWithClient(db: Db, code: string) {
  const row = await db
    .selectFrom('signup_codes as s')
    .innerJoin('covgs as g', 'g.id', 's.covg_id')
    .innerJoin('clients as c', 'c.id', 'g.client_id')
    .select([
      's.code',
      's.used',
      's.covg_id',
      'g.vendor_id as covg_vendor_id',
      'g.trashed',
      'c.id as client_id',
      'c.name as client_name',
      'c.configuration',
    ])
    .where(({ eb, fn }) => eb(fn('upper', ['s.code']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
  if (!row || row.trashed) throw notFound(SIGNUP_ID_UNKNOWN_MESSAGE);
  return { ...row, configuration: readStoredConfiguration(row.configuration) };
}

/**
 * Whether the vendor pays for VendorProof (VP_ENGAGE_CVC), which is what signup's payment buys, or this
 * client waives it or has yet to decide on the vendor's waiver request (PRODUCT-NOTES §4).
 */
async function hasActiveVendorProof(db: Db, vendorId: number, clientId: number): Promise<boolean> {
  if (await vendorProofWaived(db, vendorId, clientId)) return true;
  const subscription = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('subscription_type', '=', 'VP_ENGAGE_CVC')
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Boolean(subscription);
}

/**
 * What the signup wizard needs for a code (spec 001 §3 Signup data). A code used by someone else,
 * connected by another vendor, or of a group linked to another vendor, is 410; a vendor already enrolled with the client gets skipSignup (only
 * the final step shows). Under the code throttle: wrong codes count, 429 past the limit.
 */
export async function signupInfo(ctx: ServiceContext, code: string) {
  const vendorId = actingVendorId(requireActor(ctx));
  const { info, alreadyEnrolled } = await throttledCodeCheck(ctx, async () => {
    const found = await codeWithClient(ctx.db, code);
    const enrollment = await ctx.db
      .selectFrom('enrollments')
      .select('enrollment_complete')
      .where('vendor_id', '=', vendorId)
      .where('client_id', '=', found.client_id)
      .executeTakeFirst();
    const enrolled = Boolean(enrollment?.enrollment_complete);
    if (found.used && !(enrolled && found.covg_vendor_id === vendorId)) throw gone(SIGNUP_CODE_USED_MESSAGE);
    if (await heldByAnotherVendor(ctx.db, found.code, vendorId)) throw gone(SIGNUP_CODE_USED_MESSAGE);
    if (found.covg_vendor_id !== null && found.covg_vendor_id !== vendorId) throw gone(SIGNUP_ID_OTHER_VENDOR_MESSAGE);
    return { info: found, alreadyEnrolled: enrolled };
  });
  const cvcActive = await hasActiveVendorProof(ctx.db, vendorId, info.client_id);
  const waived = await vendorProofWaived(ctx.db, vendorId, info.client_id);
  return {
    client: {
      id: info.client_id,
      name: info.client_name,
      ownersIncludeManagingEmployees: info.configuration.ownersIncludeManagingEmployees,
    },
    vendor: { id: vendorId },
    paymentRequired: info.configuration.paymentRequired && !cvcActive,
    paymentWaived: info.configuration.paymentRequired && waived,
    skipSignup: alreadyEnrolled,
  };
}

export const SIGNUP_PAYMENT_MISSING_MESSAGE = 'Please pay for VendorProof before completing your signup';
export const SIGNUP_W9_MISSING_MESSAGE = 'Please submit a W9';

/**
 * What the client still needs before signup can finish (the wizard's steps enforce the same in the
 * browser; this keeps a direct call or a skipped step from enrolling without them): payment when the
 * client requires it, an owner when it requires one at signup, a W-9 when it requires the W-9.
 */
async function missingRequirement(db: Db, vendorId: number, clientId: number, configuration: StoredConfiguration): Promise<string | null> {
  if (configuration.paymentRequired && !(await hasActiveVendorProof(db, vendorId, clientId))) return SIGNUP_PAYMENT_MISSING_MESSAGE;
  if (configuration.requirementMap.OWNER_REQUIRED_AT_SIGNUP) {
    const owner = await db
      .selectFrom('owners')
      .select('id')
      .where('vendor_id', '=', vendorId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!owner) return AT_LEAST_ONE_OWNER_MESSAGE;
  }
  if (configuration.requiredVendorData.includes('W9')) {
    const w9 = await db.selectFrom('w9_forms').select('id').where('vendor_id', '=', vendorId).executeTakeFirst();
    if (!w9) return SIGNUP_W9_MISSING_MESSAGE;
  }
  return null;
}

/**
 * Finishes signup in one transaction: the disclosure forms the wizard showed are marked complete (by
 * the to-do rule, required answers checked again), the code is marked used, the enrolment completes,
 * the client's vendor group (COVG) is linked to this vendor (PTID), and monitoring of the company and
 * its owners is requested (jobs sent in the same transaction, so they exist only once it commits).
 * Only the vendor that connected the code may finish with it (422 for a code it never connected): a
 * code used by someone else, connected by another vendor or of a group linked to another vendor is 410. Any refusal (a form's answers, a form that
 * is not this vendor's to-do of this client, 410, 422) rolls back everything. Under the code throttle:
 * an unknown or refused code counts, 429 past the limit. Answers whether the vendor had already signed
 * up with this client.
 */
export async function finishSignup(
  ctx: ServiceContext,
  code: string,
  input: FinishSignupRequest,
): Promise<{ alreadySignedUp: boolean; clientName: string }> {
  const actor = requireActor(ctx);
  const vendorId = actingVendorId(actor);
  const info = await throttledCodeCheck(ctx, () => codeWithClient(ctx.db, code));
  const user = await ctx.db.selectFrom('users').select(['username', 'email']).where('id', '=', actor.userId).executeTakeFirstOrThrow();
  const finished = ctx.db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('signup_codes').select('used').where('code', '=', info.code).forUpdate().executeTakeFirstOrThrow();
    const enrollment = await trx
      .selectFrom('enrollments')
      .select(['id', 'enrollment_complete', 'signup_code'])
      .where('vendor_id', '=', vendorId)
      .where('client_id', '=', info.client_id)
      .executeTakeFirst();
    const alreadySignedUp = Boolean(enrollment?.enrollment_complete);
    if (locked.used && !alreadySignedUp) throw gone(SIGNUP_CODE_USED_MESSAGE);
    if (await heldByAnotherVendor(trx, info.code, vendorId)) throw gone(SIGNUP_CODE_USED_MESSAGE);
    if (await groupOfAnotherVendor(trx, info.covg_id, vendorId)) throw gone(SIGNUP_ID_OTHER_VENDOR_MESSAGE);
    await completeSavedEvdItems(trx, ctx, { vendorId, clientId: info.client_id, itemIds: input.shownFormItemIds });
    if (alreadySignedUp) return { alreadySignedUp: true, clientName: info.client_name };
    // Only the vendor that connected the code (its enrolment started with it) finishes with it.
    if (!enrollment || enrollment.signup_code !== info.code) throw businessRule(SIGNUP_CODE_NOT_CONNECTED_MESSAGE);
    const missing = await missingRequirement(trx, vendorId, info.client_id, info.configuration);
    if (missing) throw businessRule(missing);
    await trx
      .updateTable('signup_codes')
      .set({ used: true, used_username: user.username, used_user_email: user.email, used_time: new Date() })
      .where('code', '=', info.code)
      .execute();
    await trx
      .updateTable('enrollments')
      .set({ enrollment_complete: true, enrollment_complete_date: new Date().toISOString().slice(0, 10), covg_id: info.covg_id })
      .where('id', '=', enrollment.id)
      .execute();
    await trx.updateTable('covgs').set({ vendor_id: vendorId, updated_at: new Date() }).where('id', '=', info.covg_id).execute();
    // The group's records stand for the vendor from now on (their PTID); regrouping carries it with them.
    await trx.updateTable('covs').set({ vendor_id: vendorId }).where('covg_id', '=', info.covg_id).where('vendor_id', 'is', null).execute();
    await requestScreening(ctx, { type: 'VENDOR', id: vendorId }, { trx });
    const owners = await trx.selectFrom('owners').select('id').where('vendor_id', '=', vendorId).where('deleted_at', 'is', null).execute();
    for (const owner of owners) await requestScreening(ctx, { type: 'OWNER', id: owner.id }, { trx });
    await recordAudit(trx, ctx, {
      action: 'signup.completed',
      entityType: 'enrollment',
      entityId: info.client_id,
      details: { code: info.code },
    });
    return { alreadySignedUp: false, clientName: info.client_name };
  });
  try {
    return await finished;
  } catch (error) {
    // A refused code (410) counts towards the code throttle; it is counted outside the rolled-back transaction.
    if (error instanceof AppError && error.status === 410) await recordCodeMiss(ctx);
    throw error;
  }
}

/** The client configuration the wizard and account forms read (spec 001 §3), for a connected vendor. */
export async function clientConfiguration(ctx: ServiceContext, clientId: number) {
  const actor = requireActor(ctx);
  if (actor.role !== 'PT Admin User') {
    const vendorId = actingVendorId(actor);
    const connected = await ctx.db
      .selectFrom('enrollments')
      .select('id')
      .where('vendor_id', '=', vendorId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!connected) throw notFound('Client not found.');
  }
  const client = await ctx.db.selectFrom('clients').select(['id', 'name', 'configuration']).where('id', '=', clientId).executeTakeFirst();
  if (!client) throw notFound('Client not found.');
  return { clientId: client.id, clientName: client.name, ...readStoredConfiguration(client.configuration) };
}
