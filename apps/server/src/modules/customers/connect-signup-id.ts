import { randomBytes } from 'node:crypto';
import {
  SIGNUP_ID_MAINTENANCE_MESSAGE,
  SIGNUP_ID_OTHER_VENDOR_MESSAGE,
  SIGNUP_ID_UNKNOWN_MESSAGE,
  SIGNUP_ID_USED_MESSAGE,
} from '@app/shared/customers/signup-id';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { isFeatureEnabled } from '../settings/feature-flags';
import { createClientChecklist } from './client-checklist';
import { groupOfAnotherVendor, heldByAnotherVendor, recordCodeMiss, throttledCodeCheck } from './signup-code-access';

async function findCode(db: Db, signupId: string) {
  return db
    .selectFrom('signup_codes as s')
    .innerJoin('covgs as g', 'g.id', 's.covg_id')
    .innerJoin('clients as c', 'c.id', 'g.client_id')
    .select(['s.code', 's.used', 's.covg_id', 'g.client_id', 'c.name as client_name', 'g.trashed'])
    .where(({ eb, fn }) => eb(fn('upper', ['s.code']), '=', signupId.trim().toUpperCase()))
    .executeTakeFirst();
}

/**
 * Client name by SignupID (the dialog's lookup), under the code throttle: an unknown code is 404, and a
 * code used or held by another vendor counts as a wrong guess too (its name is still shown; connecting
 * it is what is refused).
 */
export async function clientNameOfSignupId(ctx: ServiceContext, signupId: string): Promise<{ clientName: string }> {
  const vendorId = actingVendorId(requireActor(ctx));
  return throttledCodeCheck(ctx, async () => {
    const code = await findCode(ctx.db, signupId);
    if (!code || code.trashed) throw notFound(SIGNUP_ID_UNKNOWN_MESSAGE);
    if (code.used || (await heldByAnotherVendor(ctx.db, code.code, vendorId))) await recordCodeMiss(ctx);
    return { clientName: code.client_name };
  });
}

/** A fresh certificate verification code: 10 characters without look-alikes (0/O, 1/I/L). */
export function newVerificationCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * Connects the acting vendor to the client of a SignupID: `valid` starts (or keeps) an unfinished
 * enrolment that the signup wizard completes, and the code is this vendor's from then on; a used code,
 * one another vendor connected, or one whose group is linked to another vendor answers
 * `used-signup-code` with a message and changes nothing; an
 * unknown code 404; during MAINTENANCE_MODE connecting is refused (503). Wrong codes count towards the
 * code throttle (429).
 */
export async function connectSignupId(
  ctx: ServiceContext,
  signupId: string,
): Promise<{ status: 'valid' | 'used-signup-code'; message: string }> {
  const vendorId = actingVendorId(requireActor(ctx));
  if (await isFeatureEnabled(ctx.db, 'MAINTENANCE_MODE')) throw new AppError(503, 'MAINTENANCE', SIGNUP_ID_MAINTENANCE_MESSAGE);
  const code = await throttledCodeCheck(ctx, async () => {
    const found = await findCode(ctx.db, signupId);
    if (!found || found.trashed) throw notFound(SIGNUP_ID_UNKNOWN_MESSAGE);
    return found;
  });

  const refusal = await ctx.db.transaction().execute(async (trx) => {
    // The code's row is locked, so two vendors connecting (or one finishing) at once are served in turn.
    const locked = await trx.selectFrom('signup_codes').select('used').where('code', '=', code.code).forUpdate().executeTakeFirstOrThrow();
    if (locked.used || (await heldByAnotherVendor(trx, code.code, vendorId))) return SIGNUP_ID_USED_MESSAGE;
    if (await groupOfAnotherVendor(trx, code.covg_id, vendorId)) return SIGNUP_ID_OTHER_VENDOR_MESSAGE;
    const existing = await trx
      .selectFrom('enrollments')
      .select(['id', 'enrollment_complete'])
      .where('vendor_id', '=', vendorId)
      .where('client_id', '=', code.client_id)
      .executeTakeFirst();
    if (!existing) {
      const created = await trx
        .insertInto('enrollments')
        .values({
          vendor_id: vendorId,
          client_id: code.client_id,
          covg_id: code.covg_id,
          signup_code: code.code,
          verification_code: newVerificationCode(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, ctx, {
        action: 'enrollment.started',
        entityType: 'enrollment',
        entityId: created.id,
        details: { clientId: code.client_id, signupCode: code.code },
      });
    } else if (!existing.enrollment_complete) {
      await trx.updateTable('enrollments').set({ signup_code: code.code, covg_id: code.covg_id }).where('id', '=', existing.id).execute();
    }
    await createClientChecklist(trx, vendorId, code.client_id);
    return null;
  });
  if (refusal) {
    await recordCodeMiss(ctx);
    return { status: 'used-signup-code', message: refusal };
  }
  return { status: 'valid', message: '' };
}
