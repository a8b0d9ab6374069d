import { CAPTCHA_FAILED, type VendorSetupRequest } from '@app/shared/vendor-setup/vendor-setup';
import { recordAudit } from '../../platform/audit/audit-log';
import { consumeCaptcha, newCaptchaChallenge } from '../../platform/captcha/captcha';
import type { ServiceContext } from '../../platform/context';
import { AppError, notFound, validationFailed } from '../../platform/errors';
import { isLocked, recordFailure } from '../auth/login-throttle';
import { createInvitedVendorGroup, vendorCategoryOptions } from './invite-vendor';

const SUBMISSIONS_PER_HOUR = 10;

/** Public: a client by its tag (404 for an unknown one). */
export async function clientByTag(ctx: ServiceContext, input: { tag: string }) {
  const client = await ctx.db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('tag', '=', input.tag.trim().toLowerCase())
    .executeTakeFirst();
  if (!client) throw notFound('Client not found.');
  return client;
}

/** Public: facilities of a client by its tag: the client itself and its sub-clients. */
export async function facilitiesOf(ctx: ServiceContext, input: { tag: string }) {
  const client = await clientByTag(ctx, input);
  const subs = await ctx.db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('parent_client_id', '=', client.id)
    .orderBy('name')
    .execute();
  return [client, ...subs].map((row) => ({ id: row.id, name: row.name }));
}

/** Public: the vendor categories of the set-up form of a client (404 for an unknown tag). */
export async function vendorCategoriesOf(ctx: ServiceContext, input: { tag: string }) {
  await clientByTag(ctx, input);
  return vendorCategoryOptions();
}

/** Public: a captcha challenge for the set-up form. */
export async function captchaChallenge(ctx: ServiceContext) {
  return newCaptchaChallenge(ctx.config);
}

/**
 * The public vendor set-up form: a person asks a client (by its tag) to onboard a vendor. After the
 * captcha (single use) and a per-address rate limit, a vendor group (COVG) is created for the chosen
 * facility with a signup code, and the vendor is e-mailed the invitation to sign up.
 */
export async function submitVendorSetup(ctx: ServiceContext, tag: string, input: VendorSetupRequest) {
  const rateKey = `vendor-setup:${ctx.ip ?? 'unknown'}`;
  if (await isLocked(ctx.db, rateKey))
    throw new AppError(429, 'RATE_LIMITED', 'Too many set-up requests from your network. Please try again later.');
  await recordFailure(ctx.db, rateKey, { max: SUBMISSIONS_PER_HOUR, windowMs: 3_600_000, lockMs: 3_600_000 });
  if (!(await consumeCaptcha(ctx.config, ctx.db, input.captchaToken)))
    throw validationFailed(CAPTCHA_FAILED, { captchaToken: CAPTCHA_FAILED });

  const facilities = await facilitiesOf(ctx, { tag });
  const facility = facilities.find((f) => f.id === input.covManagerId);
  if (!facility) throw validationFailed('Choose a facility from the list', { covManagerId: 'Choose a facility from the list' });
  const category = vendorCategoryOptions().find((c) => c.id === input.covVendorCategoryId);
  if (!category)
    throw validationFailed('Choose a vendor category from the list', { covVendorCategoryId: 'Choose a vendor category from the list' });

  const covgId = await ctx.db.transaction().execute(async (trx) => {
    const { covgId: id } = await createInvitedVendorGroup(ctx, trx, {
      facility,
      businessName: input.covBusinessName,
      email: input.covEmail,
      phone: input.covPhoneNumber,
      category: category.name,
      inviterName: `${input.userFirstName} ${input.userLastName}`,
      requestedBy: {
        firstName: input.userFirstName,
        lastName: input.userLastName,
        phone: input.userPhoneNumber,
        email: input.userEmail,
      },
    });
    await recordAudit(
      trx,
      { ...ctx, actor: null },
      { action: 'vendor-setup.requested', entityType: 'covg', entityId: id, details: { clientId: facility.id } },
    );
    return id;
  });
  return { covgId, clientName: facility.name };
}
