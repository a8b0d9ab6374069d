import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerList, type Customer } from '@app/shared/customers/customer';
import { http } from './http';
import { refetchUnlessPrefetched } from '../lib/prefetch-page-data';
import { queryKeys } from './query-keys';

/**
 * GET /customers: every customer of the vendor, compliant first. Here because the My Customers page and
 * the dashboard (Customers card, enrolment banner) read it; one cache entry serves both.
 */
async function getCustomers(): Promise<Customer[]> {
  return CustomerList.parse(await http.get('/customers'));
}

export const customersQuery = queryOptions({
  queryKey: queryKeys.customers.list(),
  queryFn: getCustomers,
  refetchOnMount: refetchUnlessPrefetched,
});

export function useCustomers() {
  return useQuery(customersQuery);
}
