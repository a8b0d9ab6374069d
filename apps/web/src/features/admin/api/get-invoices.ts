import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AnnualSpend, InvoicePage, type InvoiceParams } from '@app/shared/invoices/invoices';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /invoices?page&size&sortBy&sortDesc&filters: one page of invoices (amounts in cents). */
export function useInvoices(query: InvoiceParams) {
  return useQuery({
    queryKey: adminKeys.invoices(query),
    queryFn: async () => InvoicePage.parse(await http.get('/invoices', { query: { ...query } })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /invoices/annual-spend/{vendorNumber}, only while a vendor number filter is set. */
export function useAnnualSpend(vendorNumber: string) {
  return useQuery({
    queryKey: adminKeys.annualSpend(vendorNumber),
    queryFn: async () => AnnualSpend.parse(await http.get(`/invoices/annual-spend/${encodeURIComponent(vendorNumber)}`)),
    enabled: vendorNumber !== '',
    retry: false,
  });
}
