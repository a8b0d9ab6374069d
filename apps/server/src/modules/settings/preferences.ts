import type { PreferenceValue } from '@app/shared/platform/preferences';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { validationFailed } from '../../platform/errors';

export async function getPreference(ctx: ServiceContext, key: string): Promise<PreferenceValue> {
  const row = await ctx.db
    .selectFrom('user_preferences')
    .select('value')
    .where('user_id', '=', requireActor(ctx).userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return { key, value: row?.value ?? null };
}

/** Values are JSON documents (e.g. column visibility); invalid JSON is refused rather than stored. */
export async function putPreference(ctx: ServiceContext, key: string, value: string): Promise<PreferenceValue> {
  try {
    JSON.parse(value);
  } catch {
    throw validationFailed('The preference value must be JSON', { value: 'The preference value must be JSON' });
  }
  const userId = requireActor(ctx).userId;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_preferences')
      .values({ user_id: userId, key, value, updated_at: new Date() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: new Date() }))
      .execute();
    await recordAudit(trx, ctx, { action: 'preference.set', entityType: 'user-preference', entityId: `${userId}:${key}` });
  });
  return { key, value };
}
