import type { IncludeOption, InvoiceParams, InvoiceSortField, LinkOption } from '@app/shared/invoices/invoices';

/** The Invoices tab's filters as typed (spec 002 §2); ids stay text until sent. */
export interface InvoiceFilters {
  vendorNumber: string;
  covId: string;
  covgId: string;
  signupCode: string;
  linkOption: LinkOption;
  includeInAnnualSpendOption: IncludeOption;
}

/** What Reset restores: no filter, and include-in-annual-spend back to Included (spec 002 §2, §9). */
export const DEFAULT_INVOICE_FILTERS: InvoiceFilters = {
  vendorNumber: '',
  covId: '',
  covgId: '',
  signupCode: '',
  linkOption: 'All',
  includeInAnnualSpendOption: 'Included',
};

/** The list call's query: trimmed filters, empty ones left out, ids as numbers (a non-number id is left out). */
export function invoiceQuery(
  filters: InvoiceFilters,
  paging: { page: number; size: number; sortBy: InvoiceSortField; sortDesc: boolean },
): InvoiceParams {
  const text = (value: string) => value.trim() || undefined;
  const id = (value: string) => (/^\d+$/.test(value.trim()) && Number(value) > 0 ? Number(value) : undefined);
  const query: InvoiceParams = {
    page: paging.page,
    size: paging.size,
    sortBy: paging.sortBy,
    sortDesc: paging.sortDesc ? 'true' : 'false',
    vendorNumber: text(filters.vendorNumber),
    covId: id(filters.covId),
    covgId: id(filters.covgId),
    signupCode: text(filters.signupCode),
    linkOption: filters.linkOption,
    includeInAnnualSpendOption: filters.includeInAnnualSpendOption,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as InvoiceParams;
}
