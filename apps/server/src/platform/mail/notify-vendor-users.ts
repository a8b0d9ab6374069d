import type { ServiceContext } from '../context';
import type { DbTransaction } from '../db/database';

/**
 * Tells a vendor something that needs its attention: a dashboard notification and an e-mail to each of
 * its active users with an address, in the caller's transaction (the outbox sends once it commits).
 */
export async function notifyVendorUsers(
  ctx: ServiceContext,
  trx: DbTransaction,
  input: {
    vendorId: number;
    severity: 'SUCCESS' | 'ERROR';
    /** The dashboard notification, also the e-mail's message. */
    text: string;
    subject: string;
    /** Appended to the e-mail only, e.g. a reviewer's note. */
    mailExtra?: string;
    /** The e-mail's closing line, ending with where to look, e.g. "Sign in to VendorProof to see …:". */
    signInTo: string;
  },
): Promise<void> {
  await trx
    .insertInto('user_notifications')
    .values({ vendor_id: input.vendorId, kind: 'GENERAL', notification_type: input.severity, notification_text: input.text })
    .execute();
  const users = await trx
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('vendor_id', '=', input.vendorId)
    .where('role', '=', 'Vendor User')
    .where('disabled', '=', false)
    .where('email', 'is not', null)
    .execute();
  await mailUsers(ctx, trx, users, {
    subject: input.subject,
    text: `${input.text}${input.mailExtra ?? ''}`,
    signInTo: input.signInTo,
    path: '/v2/',
  });
}

/**
 * E-mails each of some users one message ("Hello {first name}," … the closing line and the app's
 * address), in the caller's transaction: the vendor notices above and the client's waiver requests.
 */
export async function mailUsers(
  ctx: ServiceContext,
  trx: DbTransaction,
  users: readonly { email: string | null; first_name: string | null }[],
  message: { subject: string; text: string; signInTo: string; path: string },
): Promise<void> {
  for (const user of users) {
    if (!user.email) continue;
    await ctx.mailer.send(
      {
        to: user.email,
        subject: message.subject,
        text: `Hello ${user.first_name ?? ''},\n\n${message.text}\n\n${message.signInTo} ${ctx.config.publicUrl}${message.path}\n`,
      },
      { trx },
    );
  }
}
