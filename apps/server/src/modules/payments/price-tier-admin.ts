import type { z } from 'zod';
import type { SavePriceTiersRequest } from '@app/shared/payments/price-tier-rules';
import type { PriceTier } from '@app/shared/payments/pricing';
import { ADMIN_ROLE } from '@app/shared/users/current-user';
import { actingVendorId } from '../../platform/auth/access';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireActor, type ServiceContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { priceTiersOf } from './price-queries';

/**
 * The vendor whose tiers are read or saved: an admin names any vendor with `vendorId`, or gets the
 * vendor selected in the acting-as picker; a vendor user only ever its own (naming another is 403).
 */
function tierVendorId(ctx: ServiceContext, requested: number | undefined): number {
  const actor = requireActor(ctx);
  if (actor.role !== ADMIN_ROLE) {
    const own = actingVendorId(actor);
    if (requested !== undefined && requested !== own) throw forbidden();
    return own;
  }
  return requested ?? actingVendorId(actor);
}

async function existingVendor(ctx: ServiceContext, vendorId: number): Promise<void> {
  const vendor = await ctx.db.selectFrom('vendors').select('id').where('id', '=', vendorId).executeTakeFirst();
  if (!vendor) throw notFound('Vendor not found.');
}

/** The employee-monitoring tiers in effect for a vendor: its own when an admin set them, else the defaults. */
export async function vendorPriceTiers(ctx: ServiceContext, query: { vendorId?: number }): Promise<PriceTier[]> {
  const vendorId = tierVendorId(ctx, query.vendorId);
  if (query.vendorId !== undefined) await existingVendor(ctx, vendorId);
  return priceTiersOf(ctx.db, vendorId);
}

/**
 * Admin: replaces a vendor's tiers with `tiers` (already checked contiguous from 0 to unbounded by the
 * request schema); an empty list removes its own tiers, so the defaults apply again. The vendor row is
 * locked first so two saves for one vendor cannot interleave their delete and insert. Renewals and the
 * subscription page read the same rows (`priceTiersOf`).
 */
export async function saveVendorPriceTiers(
  ctx: ServiceContext,
  query: { vendorId?: number },
  tiers: z.output<typeof SavePriceTiersRequest>,
): Promise<PriceTier[]> {
  const vendorId = tierVendorId(ctx, query.vendorId);
  await ctx.db.transaction().execute(async (trx) => {
    const vendor = await trx.selectFrom('vendors').select('id').where('id', '=', vendorId).forUpdate().executeTakeFirst();
    if (!vendor) throw notFound('Vendor not found.');
    const before = await trx
      .selectFrom('price_tiers')
      .select(['min_employees', 'max_employees', 'price_cents', 'price_per_employee_cents'])
      .where('vendor_id', '=', vendorId)
      .orderBy('min_employees')
      .execute();
    await trx.deleteFrom('price_tiers').where('vendor_id', '=', vendorId).execute();
    if (tiers.length) {
      await trx
        .insertInto('price_tiers')
        .values(
          tiers.map((tier) => ({
            vendor_id: vendorId,
            min_employees: tier.minEmployees,
            max_employees: tier.maxEmployees,
            price_cents: tier.price,
            price_per_employee_cents: tier.pricePerEmployee,
          })),
        )
        .execute();
    }
    await recordAudit(trx, ctx, {
      action: tiers.length ? 'price-tiers.saved' : 'price-tiers.reset',
      entityType: 'vendor',
      entityId: vendorId,
      details: {
        before: before.map((row) => ({
          minEmployees: row.min_employees,
          maxEmployees: row.max_employees,
          price: row.price_cents,
          pricePerEmployee: row.price_per_employee_cents,
        })),
        after: tiers,
      },
    });
  });
  return priceTiersOf(ctx.db, vendorId);
}
