import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerDetail } from '@app/shared/customers/customer';
import { http } from '../../../api/http';
import { customerKeys } from './customer-query-keys';

/** GET /customers/{customerId}/detail: the customer with the vendor's certificate data. */
export async function getCustomerDetail(customerId: number): Promise<CustomerDetail> {
  return CustomerDetail.parse(await http.get(`/customers/${customerId}/detail`));
}

export const customerDetailQuery = (customerId: number) =>
  queryOptions({ queryKey: customerKeys.detail(customerId), queryFn: () => getCustomerDetail(customerId), retry: false });

export function useCustomerDetail(customerId: number, enabled = true) {
  return useQuery({ ...customerDetailQuery(customerId), enabled });
}
