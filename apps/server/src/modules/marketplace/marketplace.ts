import type { z } from 'zod';
import { MARKETPLACE_CATEGORIES, type MarketplaceProfile, type MarketplaceProfileInput } from '@app/shared/marketplace/marketplace-profile';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import { validationFailed } from '../../platform/errors';

export function marketplaceCategories() {
  return MARKETPLACE_CATEGORIES.map((name, index) => ({ id: index + 1, name }));
}

/** The vendor's Marketplace profile, or null before one is created. */
export async function getMarketplaceProfile(ctx: ServiceContext): Promise<MarketplaceProfile | null> {
  const vendorId = actingVendorId(requireActor(ctx));
  const row = await ctx.db
    .selectFrom('marketplace_profiles as m')
    .leftJoin('files as f', 'f.id', 'm.logo_file_id')
    .select(['m.profile', 'm.logo_file_id', 'f.filename'])
    .where('m.vendor_id', '=', vendorId)
    .executeTakeFirst();
  if (!row) return null;
  const profile = row.profile as Omit<MarketplaceProfile, 'logoUrl' | 'logoName' | 'showEditButton'>;
  return {
    ...profile,
    logoFileId: row.logo_file_id,
    logoUrl: row.logo_file_id ? `/services/files/${row.logo_file_id}` : null,
    logoName: row.filename ?? null,
    showEditButton: true,
  };
}

/** Creates or replaces the profile; the logo must be the vendor's own marketplace-logo upload. */
export async function saveMarketplaceProfile(
  ctx: ServiceContext,
  input: z.output<typeof MarketplaceProfileInput>,
): Promise<MarketplaceProfile> {
  const vendorId = actingVendorId(requireActor(ctx));
  if (input.logoFileId) {
    const logo = await ctx.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', input.logoFileId)
      .where('vendor_id', '=', vendorId)
      .where('directory', '=', 'marketplace-logo')
      .executeTakeFirst();
    if (!logo) throw validationFailed('Upload the logo again', { logoFileId: 'Upload the logo again' });
  }
  const known = new Map(marketplaceCategories().map((c) => [c.id, c.name]));
  if (input.categories.some((c) => known.get(c.id) !== c.name))
    throw validationFailed('Choose categories from the list', { categories: 'Choose categories from the list' });
  const { logoFileId, ...profile } = input;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('marketplace_profiles')
      .values({
        vendor_id: vendorId,
        profile: JSON.stringify({ ...profile, states: [...new Set(profile.states.map((s) => s.toUpperCase()))] }),
        logo_file_id: logoFileId,
      })
      .onConflict((oc) =>
        oc.column('vendor_id').doUpdateSet({
          profile: (eb) => eb.ref('excluded.profile'),
          logo_file_id: (eb) => eb.ref('excluded.logo_file_id'),
          updated_at: new Date(),
        }),
      )
      .execute();
    await recordAudit(trx, ctx, { action: 'marketplace.saved', entityType: 'marketplace-profile', entityId: vendorId });
  });
  return (await getMarketplaceProfile(ctx))!;
}
