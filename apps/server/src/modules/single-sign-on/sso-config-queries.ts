import { sql } from 'kysely';
import type { Db, DbTransaction } from '../../platform/db/database';
import { anyOf } from '../../platform/db/any-of';

type Reader = Db | DbTransaction;

export interface SsoConfigRow {
  clientId: number;
  issuer: string;
  oidcClientId: string;
  clientSecretEncrypted: string;
  passwordLoginDisabled: boolean;
  updatedAt: Date;
  emailDomains: string[];
}

function configQuery(db: Reader) {
  return db
    .selectFrom('client_sso_configs as c')
    .select((eb) => [
      'c.client_id as clientId',
      'c.issuer',
      'c.oidc_client_id as oidcClientId',
      'c.client_secret_encrypted as clientSecretEncrypted',
      'c.password_login_disabled as passwordLoginDisabled',
      'c.updated_at as updatedAt',
      sql<
        string[]
      >`array(${eb.selectFrom('client_sso_domains as d').select('d.domain').whereRef('d.client_id', '=', 'c.client_id').orderBy('d.domain')})`.as(
        'emailDomains',
      ),
    ]);
}

export async function ssoConfigOfClient(db: Reader, clientId: number): Promise<SsoConfigRow | undefined> {
  return configQuery(db).where('c.client_id', '=', clientId).executeTakeFirst();
}

/** The configuration covering an e-mail domain (lower case), if any. */
export async function ssoConfigOfDomain(db: Reader, domain: string): Promise<SsoConfigRow | undefined> {
  return configQuery(db)
    .where('c.client_id', '=', (eb) => eb.selectFrom('client_sso_domains').select('client_id').where('domain', '=', domain))
    .executeTakeFirst();
}

/** Domains among `domains` that another client's configuration already covers. */
export async function domainsOfOtherClients(trx: DbTransaction, clientId: number, domains: string[]): Promise<string[]> {
  const rows = await trx
    .selectFrom('client_sso_domains')
    .select('domain')
    .where('domain', '=', anyOf(domains))
    .where('client_id', '!=', clientId)
    .orderBy('domain')
    .execute();
  return rows.map((row) => row.domain);
}

export async function upsertSsoConfig(
  trx: DbTransaction,
  clientId: number,
  values: { issuer: string; oidc_client_id: string; client_secret_encrypted: string; password_login_disabled: boolean; updated_by: number },
  emailDomains: string[],
): Promise<void> {
  const row = { ...values, updated_at: new Date() };
  await trx
    .insertInto('client_sso_configs')
    .values({ client_id: clientId, ...row })
    .onConflict((oc) => oc.column('client_id').doUpdateSet(row))
    .execute();
  await trx.deleteFrom('client_sso_domains').where('client_id', '=', clientId).execute();
  await trx
    .insertInto('client_sso_domains')
    .values(emailDomains.map((domain) => ({ domain, client_id: clientId })))
    .execute();
}

/** Removes a client's configuration (its domains go with it); false when there was none. */
export async function deleteSsoConfig(trx: DbTransaction, clientId: number): Promise<boolean> {
  const result = await trx.deleteFrom('client_sso_configs').where('client_id', '=', clientId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
