import { SSO_ONLY_MESSAGE } from '@app/shared/auth/single-sign-on';
import type { Db } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';
import { ssoConfigOfDomain } from './sso-config-queries';
import { emailDomain } from './sso-login';

const ssoOnly = () => forbidden(SSO_ONLY_MESSAGE);

/**
 * Before a password is even checked: a typed e-mail whose domain's organisation signs in only through its
 * provider is refused with the pointer to single sign-on (this says no more than the login page's look-up).
 */
export async function refusePasswordLoginForSsoOnlyDomain(db: Db, username: string): Promise<void> {
  const domain = emailDomain(username);
  if (!domain) return;
  const row = await ssoConfigOfDomain(db, domain);
  if (row?.passwordLoginDisabled) throw ssoOnly();
}

/**
 * After the password matched (or a reset link was used): a client user whose organisation switched
 * password login off is refused, whatever the username looks like.
 */
export async function refusePasswordLoginForSsoOnlyUser(db: Db, userId: number): Promise<void> {
  const row = await db
    .selectFrom('users')
    .innerJoin('client_sso_configs', 'client_sso_configs.client_id', 'users.client_id')
    .select('client_sso_configs.password_login_disabled')
    .where('users.id', '=', userId)
    .where('users.role', '=', 'Client User')
    .executeTakeFirst();
  if (row?.password_login_disabled) throw ssoOnly();
}
