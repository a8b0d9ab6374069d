import {
  DEFAULT_INVOICE_PAGE_SIZE,
  INCLUDE_OPTIONS,
  INVOICE_PAGE_SIZES,
  INVOICE_SORT_FIELDS,
  LINK_OPTIONS,
  type IncludeOption,
  type InvoiceParams,
  type InvoiceSortField,
  type LinkOption,
} from '@app/shared/invoices/invoices';
import { urlParam } from '../../lib/use-url-state';

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

/** The tab's filters, sort and page in the address (newest invoice first, 50 a page). */
export const INVOICE_LIST_PARAMS = {
  vendorNumber: urlParam.text(),
  covId: urlParam.text(),
  covgId: urlParam.text(),
  signupCode: urlParam.text(),
  linkOption: urlParam.oneOf(LINK_OPTIONS, DEFAULT_INVOICE_FILTERS.linkOption),
  includeInAnnualSpendOption: urlParam.oneOf(INCLUDE_OPTIONS, DEFAULT_INVOICE_FILTERS.includeInAnnualSpendOption),
  page: urlParam.int(0),
  size: urlParam.oneOf<number>(INVOICE_PAGE_SIZES, DEFAULT_INVOICE_PAGE_SIZE),
  sortBy: urlParam.oneOf(INVOICE_SORT_FIELDS, 'invoiceDate'),
  sortDesc: urlParam.flag(true),
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
