import { readStoredConfiguration } from '@app/shared/clients/client-configuration';
import type { OwnerRequirements } from '@app/shared/owners/owner';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';

/**
 * The owner rules the acting vendor must follow: those of one client (the signup wizard), or the
 * strictest of all its customers (the account page), from each client's configuration requirementMap.
 */
export async function ownerRequirements(ctx: ServiceContext, input: { clientId?: number } = {}): Promise<OwnerRequirements> {
  const vendorId = actingVendorId(requireActor(ctx));
  const { clientId } = input;
  let query = ctx.db.selectFrom('clients as c').select('c.configuration');
  query = clientId
    ? query.where('c.id', '=', clientId)
    : query.innerJoin('enrollments as e', 'e.client_id', 'c.id').where('e.vendor_id', '=', vendorId);
  const maps = (await query.execute()).map((row) => readStoredConfiguration(row.configuration).requirementMap);
  return {
    dobRequired: maps.some((map) => map.OWNER_DOB),
    taxIdRequired: maps.some((map) => map.OWNER_TIN),
    requiredAtSignup: maps.some((map) => map.OWNER_REQUIRED_AT_SIGNUP),
  };
}
