import { buildClient, buildUser } from '../db/seed/factories';
import { upsertSsoConfig } from '../modules/single-sign-on/sso-config-queries';
import { CLIENT_SECRET_CONTEXT } from '../modules/single-sign-on/sso-provider';
import type { OidcTestProvider } from './oidc-test-provider';
import type { TestApp } from './test-app';

/**
 * A client organization whose single sign-on uses the test provider, stored as the admin tab saves it
 * (for journeys and benches that set it up before they start; the integration tests use the admin route).
 */
export async function ssoOrganization(
  app: TestApp,
  provider: OidcTestProvider,
  options: { name?: string; domains: string[]; passwordLoginDisabled?: boolean },
) {
  const client = await buildClient(app.db, { name: options.name });
  const admin = await buildUser(app.db, { role: 'PT Admin User' });
  await app.db.transaction().execute((trx) =>
    upsertSsoConfig(
      trx,
      client.id,
      {
        issuer: provider.issuer,
        oidc_client_id: provider.clientId,
        client_secret_encrypted: app.runtime.deps.encryption.encrypt(provider.clientSecret, CLIENT_SECRET_CONTEXT),
        password_login_disabled: options.passwordLoginDisabled ?? false,
        updated_by: admin.id,
      },
      options.domains,
    ),
  );
  return client;
}
