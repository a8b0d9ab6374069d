import { VENDOR_CATEGORIES } from '@app/shared/vendor-setup/vendor-setup';
import type { ServiceContext } from '../../platform/context';
import type { DbTransaction } from '../../platform/db/database';

/** The vendor categories a client offers (ids are positions in the shared list). */
export function vendorCategoryOptions() {
  return VENDOR_CATEGORIES.map((name, index) => ({ id: index + 1, name }));
}

/** A fresh 8-character signup code without look-alike characters. */
function newSignupCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface VendorInvite {
  /** The facility (client or sub-client) the vendor group belongs to. */
  facility: { id: number; name: string };
  businessName: string;
  email: string;
  phone: string | null;
  category: string;
  /** Who asked: the set-up form's person, or the client user who started onboarding. */
  inviterName: string;
  requestedBy: Record<string, string> | null;
}

/** The invitation e-mail: who invites whom, the code and where to create an account and connect it. */
export async function sendVendorInvite(
  ctx: ServiceContext,
  trx: DbTransaction,
  input: { to: string; facilityName: string; businessName: string; inviterName: string; code: string },
) {
  await ctx.mailer.send(
    {
      to: input.to,
      subject: `${input.facilityName} invites ${input.businessName} to enroll as a vendor`,
      text: [
        `Hello,`,
        '',
        `${input.inviterName} at ${input.facilityName} asked us to invite ${input.businessName} to enroll as one of its vendors on VendorProof.`,
        `Create an account at ${ctx.config.publicUrl}/v2/#/vendor/create-account and connect this SignupID: ${input.code}`,
        '',
        'If you already have an account, log in and choose Connect New SignupID on your dashboard.',
      ].join('\n'),
    },
    { trx },
  );
}

/**
 * A new vendor group (COVG) of a facility with a fresh signup code, and the invitation e-mailed to the
 * vendor, in the caller's transaction: the one path for the public set-up form and for a client
 * starting onboarding (issue 15).
 */
export async function createInvitedVendorGroup(ctx: ServiceContext, trx: DbTransaction, input: VendorInvite) {
  const code = newSignupCode();
  const covg = await trx
    .insertInto('covgs')
    .values({
      client_id: input.facility.id,
      preferred_name: input.businessName,
      category: input.category,
      created_by_onboarding: true,
      contact_email: input.email,
      contact_phone: input.phone,
      requested_by: input.requestedBy === null ? null : JSON.stringify(input.requestedBy),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('signup_codes').values({ code, covg_id: covg.id }).execute();
  await sendVendorInvite(ctx, trx, {
    to: input.email,
    facilityName: input.facility.name,
    businessName: input.businessName,
    inviterName: input.inviterName,
    code,
  });
  return { covgId: covg.id, code };
}
