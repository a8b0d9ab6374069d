import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiToken, type CreatedApiToken, type CreateApiTokenRequest } from '@app/shared/integrations/api-tokens';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { hashToken } from '../../platform/crypto/tokens';
import { notFound } from '../../platform/errors';
import { integrationTenant, tenantColumns } from './integration-tenant';

/** `vp_` and 32 random bytes, URL-safe: shown once, kept only as its SHA-256. */
function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export async function createApiToken(ctx: ServiceContext, input: Required<CreateApiTokenRequest>): Promise<CreatedApiToken> {
  const actor = requireActor(ctx);
  const tenant = integrationTenant(actor);
  const token = newApiToken();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('api_tokens')
      .values({
        token_hash: hashToken(token),
        name: input.name,
        scope: input.scope,
        user_id: actor.userId,
        vendor_id: tenant.vendorId,
        client_id: tenant.clientId,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, {
      action: 'api-token.created',
      entityType: 'api-token',
      entityId: row.id,
      details: { name: input.name, scope: input.scope },
    });
    return { id: row.id, name: input.name, token, scope: input.scope, createdAt: row.created_at.toISOString() };
  });
}

/** The tenant's live tokens, newest first, with who made them and when each was last used. */
export async function listApiTokens(ctx: ServiceContext): Promise<ApiToken[]> {
  const { column, id } = tenantColumns(integrationTenant(requireActor(ctx)));
  const rows = await ctx.db
    .selectFrom('api_tokens as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.name', 't.scope', 't.created_at', 't.last_used_at', 'u.username'])
    .where(`t.${column}`, '=', id)
    .where('t.revoked_at', 'is', null)
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.created_at.toISOString(),
    createdBy: row.username,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  }));
}

/** Revokes a token of the tenant at once: its next request is refused with 401. */
export async function revokeApiToken(ctx: ServiceContext, tokenId: number): Promise<void> {
  const { column, id } = tenantColumns(integrationTenant(requireActor(ctx)));
  await ctx.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('api_tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', tokenId)
      .where(column, '=', id)
      .where('revoked_at', 'is', null)
      .returning('name')
      .executeTakeFirst();
    if (!revoked) throw notFound('API token not found.');
    await recordAudit(trx, ctx, {
      action: 'api-token.revoked',
      entityType: 'api-token',
      entityId: tokenId,
      details: { name: revoked.name },
    });
  });
}
