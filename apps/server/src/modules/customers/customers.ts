import type { Customer, CustomerDetail } from '@app/shared/customers/customer';
import { assertClientReadable, readableVendorId, readerClientId } from '../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../platform/context';
import { customerOfVendor, customersOfVendor } from './customer-queries';

/**
 * The customers of the acting vendor with their compliance status; with `vendorId` (the compliance
 * report), those of a vendor the actor may read. A client reading sees only its own relationship.
 */
export async function listCustomers(ctx: ServiceContext, input: { vendorId?: number } = {}): Promise<Customer[]> {
  return customersOfVendor(ctx.db, await readableVendorId(ctx, input.vendorId), readerClientId(ctx));
}

/**
 * One customer of the acting vendor; with `vendorId`, of that vendor for the vendor itself, a client
 * user of that customer (or its parent) or an admin (certificate access). 404 when not enrolled.
 */
export async function customerDetail(ctx: ServiceContext, input: { customerId: number; vendorId?: number }): Promise<CustomerDetail> {
  const vendorId = await readableVendorId(ctx, input.vendorId);
  await assertClientReadable(ctx, input.customerId);
  return customerOfVendor(ctx.db, vendorId, input.customerId);
}
