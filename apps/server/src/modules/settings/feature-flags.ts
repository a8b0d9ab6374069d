import { isFeatureFlagLocked, type AdminFeatureFlag, type FeatureFlagList } from '@app/shared/platform/feature-flags';
import type { Selectable } from 'kysely';
import type { FeatureFlagsTable } from '../../db/schema';
import { recordAudit } from '../../platform/audit/audit-log';
import type { ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { appEnvironment } from './environment';

export async function listFeatureFlags(ctx: ServiceContext): Promise<FeatureFlagList> {
  const rows = await ctx.db.selectFrom('feature_flags').select(['name', 'enabled']).orderBy('name').execute();
  return rows.map((row) => ({ feature: row.name, enabled: row.enabled }));
}

/** Server-side check, e.g. MAINTENANCE_MODE refusing SignupID connection. */
export async function isFeatureEnabled(db: Db, name: string): Promise<boolean> {
  const row = await db.selectFrom('feature_flags').select('enabled').where('name', '=', name).executeTakeFirst();
  return row?.enabled ?? false;
}

type FlagRow = Selectable<FeatureFlagsTable>;

function flagRows(db: Db) {
  return db
    .selectFrom('feature_flags')
    .select([
      'id',
      'name',
      'description',
      'enabled',
      'initial_state',
      'irreversible',
      'production_ready',
      'hidden',
      'documents',
      'created_date',
    ]);
}

function toAdminFlag(row: FlagRow): AdminFeatureFlag {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    initialState: row.initial_state,
    irreversible: row.irreversible,
    productionReady: row.production_ready,
    hidden: row.hidden,
    createdDate: row.created_date.toISOString(),
    documents: row.documents,
  };
}

/** Every flag with its whole row, for the admin hub's Feature Flags tab (spec 002 §3). */
export async function listAdminFeatureFlags(ctx: ServiceContext): Promise<AdminFeatureFlag[]> {
  const rows = await flagRows(ctx.db).orderBy('name').execute();
  return rows.map(toAdminFlag);
}

/**
 * Turns a flag on or off (spec 002 §4). Refused with 409 when the flag is irreversible and already left
 * its initial state (its switch is locked), and with 409 in production for a flag that is not
 * production-ready (`host` decides production, decision 113). The row is locked for the check, so two
 * admins cannot both pass it; the change and its audit entry commit together. Setting the state the flag
 * already has changes nothing and records nothing.
 */
export async function updateFeatureFlag(
  ctx: ServiceContext,
  input: { id: number; enabled: boolean; host: string },
): Promise<AdminFeatureFlag> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await flagRows(trx).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!row) throw notFound('Feature flag not found.');
    if (row.enabled === input.enabled) return toAdminFlag(row);
    if (!row.production_ready && appEnvironment(ctx, { host: input.host }).production) {
      throw conflict(`${row.name} is not production-ready and cannot be toggled in production.`);
    }
    if (isFeatureFlagLocked({ irreversible: row.irreversible, enabled: row.enabled, initialState: row.initial_state })) {
      throw conflict(`${row.name} is irreversible and was already changed from its initial state.`);
    }
    await trx.updateTable('feature_flags').set({ enabled: input.enabled }).where('id', '=', input.id).execute();
    await recordAudit(trx, ctx, {
      action: input.enabled ? 'feature-flag.enabled' : 'feature-flag.disabled',
      entityType: 'feature_flag',
      entityId: row.id,
      details: { name: row.name, from: row.enabled, to: input.enabled, irreversible: row.irreversible },
    });
    return toAdminFlag({ ...row, enabled: input.enabled });
  });
}
