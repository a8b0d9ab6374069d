import type { FeatureFlagList } from '@app/shared/platform/feature-flags';
import type { ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';

export async function listFeatureFlags(ctx: ServiceContext): Promise<FeatureFlagList> {
  const rows = await ctx.db.selectFrom('feature_flags').select(['name', 'enabled']).orderBy('name').execute();
  return rows.map((row) => ({ feature: row.name, enabled: row.enabled }));
}

/** Server-side check, e.g. MAINTENANCE_MODE refusing SignupID connection. */
export async function isFeatureEnabled(db: Db, name: string): Promise<boolean> {
  const row = await db.selectFrom('feature_flags').select('enabled').where('name', '=', name).executeTakeFirst();
  return row?.enabled ?? false;
}
