import { useQuery } from '@tanstack/react-query';
import { CustomerDetail } from '@app/shared/customers/customer';
import { http } from '../../../api/http';
import { certificateKeys } from './certificate-query-keys';

/**
 * The certificate's data (spec 000 §6): GET /customers/{customerId}/detail/{vendorId} when a vendor id
 * is given (the vendor itself, its client, an admin), otherwise the own-scoped /customers/{customerId}/detail.
 */
export async function getCertificateCustomer(customerId: number, vendorId: number | null): Promise<CustomerDetail> {
  const path = vendorId ? `/customers/${customerId}/detail/${vendorId}` : `/customers/${customerId}/detail`;
  return CustomerDetail.parse(await http.get(path));
}

export function useCertificateCustomer(customerId: number, vendorId: number | null) {
  return useQuery({
    queryKey: certificateKeys.customer(customerId, vendorId),
    queryFn: () => getCertificateCustomer(customerId, vendorId),
    retry: false,
  });
}
