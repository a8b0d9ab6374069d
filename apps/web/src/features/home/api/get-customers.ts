import { queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerList, type Customer } from '@app/shared/customers/customer';
import { http } from '../../../api/http';
import { homeKeys } from './home-query-keys';

/** GET /customers: the vendor's customers, compliant first. */
export async function getCustomers(): Promise<Customer[]> {
  return CustomerList.parse(await http.get('/customers'));
}

export const customersQuery = queryOptions({ queryKey: homeKeys.customers, queryFn: getCustomers });

/** The Customers card and the enrolment banner. */
export function useCustomers() {
  return useQuery(customersQuery);
}
