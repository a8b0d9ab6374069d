import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerDetail } from '@app/shared/customers/customer';
import { http } from './http';
import { queryKeys } from './query-keys';

/**
 * The customer with the vendor's certificate data (spec 000 §6): GET /customers/{customerId}/detail/{vendorId}
 * when a vendor id is given (the vendor itself, its client, an admin), otherwise the own-scoped
 * /customers/{customerId}/detail. Here because the customer page and the Proof of Enrollment page read it.
 */
async function getCustomerDetail(customerId: number, vendorId: number | null = null): Promise<CustomerDetail> {
  const path = vendorId ? `/customers/${customerId}/detail/${vendorId}` : `/customers/${customerId}/detail`;
  return CustomerDetail.parse(await http.get(path));
}

const customerDetailQuery = (customerId: number, vendorId: number | null = null) =>
  queryOptions({
    queryKey: queryKeys.customers.detail(customerId, vendorId),
    queryFn: () => getCustomerDetail(customerId, vendorId),
    retry: false,
  });

export function useCustomerDetail(
  customerId: number,
  { vendorId = null, enabled = true }: { vendorId?: number | null; enabled?: boolean } = {},
) {
  return useQuery({ ...customerDetailQuery(customerId, vendorId), enabled });
}
