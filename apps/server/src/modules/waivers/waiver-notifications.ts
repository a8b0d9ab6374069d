import { vendorDisplayName } from '@app/shared/company/vendor-name';
import type { ServiceContext } from '../../platform/context';
import type { DbTransaction } from '../../platform/db/database';
import { mailUsers, notifyVendorUsers } from '../../platform/mail/notify-vendor-users';

/**
 * Tells the client's users who decide waivers (PaymentWaiverAccess) that a vendor asked for one: an
 * e-mail to each with an address, in the request's transaction (the outbox sends it once it commits).
 */
export async function notifyWaiverRequested(
  ctx: ServiceContext,
  trx: DbTransaction,
  input: { clientId: number; vendorId: number; label: string; reasonText: string },
): Promise<void> {
  const vendor = await trx
    .selectFrom('vendors')
    .select(['business_name', 'dba_name', 'ptid'])
    .where('id', '=', input.vendorId)
    .executeTakeFirstOrThrow();
  const vendorName = vendorDisplayName({ businessName: vendor.business_name, dbaName: vendor.dba_name }, vendor.ptid);
  const users = await trx
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('client_id', '=', input.clientId)
    .where('role', '=', 'Client User')
    .where('disabled', '=', false)
    .where('email', 'is not', null)
    .where((eb) => eb(eb.val('PaymentWaiverAccess'), '=', eb.fn.any('permissions')))
    .execute();
  await mailUsers(ctx, trx, users, {
    subject: `VendorProof: ${vendorName} asks you to waive a payment`,
    text: `${vendorName} asks you to waive its payment for ${input.label}.\n\nReason: ${input.reasonText}`,
    signInTo: 'Approve or reject the request under Waivers:',
    path: '/v2/#/client-waivers',
  });
}

/**
 * Tells the vendor the client's decision: a dashboard notification and an e-mail to each of its users
 * with an address, in the decision's transaction. A rejection says the vendor must pay.
 */
export async function notifyWaiverDecided(
  ctx: ServiceContext,
  trx: DbTransaction,
  input: { vendorId: number; clientName: string; label: string; approved: boolean; note: string | null },
): Promise<void> {
  const sentence = input.approved
    ? `${input.clientName} approved your payment waiver request for ${input.label}. You do not need to pay for it.`
    : `${input.clientName} did not approve your payment waiver request for ${input.label}. Please pay for it to remain compliant.`;
  const withNote = input.note ? `${sentence} ${input.approved ? 'Note' : 'Reason'}: ${input.note}` : sentence;
  await notifyVendorUsers(ctx, trx, {
    vendorId: input.vendorId,
    severity: input.approved ? 'SUCCESS' : 'ERROR',
    text: withNote,
    subject: `VendorProof: payment waiver ${input.approved ? 'approved' : 'not approved'}`,
    signInTo: 'Sign in to VendorProof to see your subscriptions:',
  });
}
