import type { z } from 'zod';
import {
  SSO_ISSUER_HTTPS,
  SSO_SECRET_REQUIRED,
  ssoDomainTaken,
  type SsoConfig,
  type SsoConfigUpdate,
} from '@app/shared/admin/single-sign-on-config';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { conflict, notFound, validationFailed } from '../../platform/errors';
import { deleteSsoConfig, domainsOfOtherClients, ssoConfigOfClient, upsertSsoConfig } from './sso-config-queries';
import { CLIENT_SECRET_CONTEXT } from './sso-provider';
import { clientNameOrNotFound } from '../client/client-name';

/** A client's single sign-on settings (admins); never the secret, only whether one is stored. */
export async function getSsoConfig(ctx: ServiceContext, clientId: number): Promise<SsoConfig> {
  const name = await clientNameOrNotFound(ctx.db, clientId);
  const row = await ssoConfigOfClient(ctx.db, clientId);
  return {
    clientName: name,
    configured: row !== undefined,
    issuer: row?.issuer ?? null,
    oidcClientId: row?.oidcClientId ?? null,
    hasClientSecret: row !== undefined,
    emailDomains: row?.emailDomains ?? [],
    passwordLoginDisabled: row?.passwordLoginDisabled ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Saves a client's provider, secret and domains. The secret is sealed with the field encryption; left
 * out, the stored one stays. A domain is one organisation's only (409 naming it). In production the
 * issuer must be https (tokens and the secret travel to it). Audited without the secret.
 */
export async function saveSsoConfig(ctx: ServiceContext, clientId: number, input: z.output<typeof SsoConfigUpdate>): Promise<SsoConfig> {
  const actor = requireActor(ctx);
  await clientNameOrNotFound(ctx.db, clientId);
  if (ctx.config.NODE_ENV === 'production' && !input.issuer.startsWith('https://')) {
    throw validationFailed(SSO_ISSUER_HTTPS, { issuer: SSO_ISSUER_HTTPS });
  }
  const newSecret = input.clientSecret?.trim() ? input.clientSecret.trim() : null;
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await ssoConfigOfClient(trx, clientId);
    if (!newSecret && !existing) throw validationFailed(SSO_SECRET_REQUIRED, { clientSecret: SSO_SECRET_REQUIRED });
    const taken = await domainsOfOtherClients(trx, clientId, input.emailDomains);
    if (taken.length) throw conflict(ssoDomainTaken(taken.join(', ')), { emailDomains: ssoDomainTaken(taken.join(', ')) });
    const secret = newSecret ? ctx.encryption.encrypt(newSecret, CLIENT_SECRET_CONTEXT) : existing!.clientSecretEncrypted;
    await upsertSsoConfig(
      trx,
      clientId,
      {
        issuer: input.issuer,
        oidc_client_id: input.oidcClientId,
        client_secret_encrypted: secret,
        password_login_disabled: input.passwordLoginDisabled,
        updated_by: actor.userId,
      },
      input.emailDomains,
    );
    await recordAudit(trx, ctx, {
      action: 'client-sso-config.saved',
      entityType: 'client',
      entityId: clientId,
      details: {
        issuer: input.issuer,
        oidcClientId: input.oidcClientId,
        emailDomains: input.emailDomains,
        passwordLoginDisabled: input.passwordLoginDisabled,
        secretChanged: newSecret !== null,
      },
    });
  });
  return getSsoConfig(ctx, clientId);
}

/** Removes a client's single sign-on: its users log in with passwords again. 404 when none was set. */
export async function removeSsoConfig(ctx: ServiceContext, clientId: number): Promise<void> {
  await clientNameOrNotFound(ctx.db, clientId);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteSsoConfig(trx, clientId))) throw notFound('This client has no single sign-on.');
    await recordAudit(trx, ctx, { action: 'client-sso-config.removed', entityType: 'client', entityId: clientId });
  });
}
