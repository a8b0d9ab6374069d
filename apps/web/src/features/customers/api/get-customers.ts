import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerList, type Customer } from '@app/shared/customers/customer';
import { http } from '../../../api/http';
import { customerKeys } from './customer-query-keys';

/** GET /customers: every customer of the vendor, compliant first. */
export async function getCustomers(): Promise<Customer[]> {
  return CustomerList.parse(await http.get('/customers'));
}

export const customersQuery = queryOptions({ queryKey: customerKeys.list(), queryFn: getCustomers });

export function useCustomers() {
  return useQuery(customersQuery);
}
