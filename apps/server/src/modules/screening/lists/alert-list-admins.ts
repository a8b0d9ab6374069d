import { ADMIN_ROLE } from '@app/shared/users/current-user';
import type { AppDeps } from '../../../platform/context';

/**
 * Tells every active admin with an address that a list source needs attention (a failed download, a
 * refused or suspiciously small file): the snapshot in force stays, so nothing else would show it.
 */
export async function alertListAdmins(deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>, input: { sourceName: string; problem: string }) {
  const admins = await deps.db
    .selectFrom('users')
    .select('email')
    .where('role', '=', ADMIN_ROLE)
    .where('disabled', '=', false)
    .where('email', 'is not', null)
    .execute();
  for (const admin of admins) {
    await deps.mailer.send({
      to: admin.email!,
      subject: `Exclusion list not updated: ${input.sourceName}`,
      text:
        `${input.sourceName} was not updated.\n\n${input.problem}\n\n` +
        `The last good snapshot stays in force. See Admin > Exclusion Lists: ${deps.config.publicUrl}/v2/\n`,
    });
  }
}
