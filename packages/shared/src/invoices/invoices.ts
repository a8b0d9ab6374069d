import { z } from 'zod';
import { text } from '../validation/text';

/** Invoices page sizes (spec 002 §9); the admin list shows 50 by default. */
export const INVOICE_PAGE_SIZES = [50, 100, 250, 1000] as const;
export const DEFAULT_INVOICE_PAGE_SIZE = 50;

/** Linked: the invoice's vendor number names a COV of the client (spec 002 §2 linkOption). */
export const LINK_OPTIONS = ['All', 'Linked', 'Unlinked'] as const;
export type LinkOption = (typeof LINK_OPTIONS)[number];
/** The include-in-annual-spend filter (spec 002 §2); Included by default (§9). */
export const INCLUDE_OPTIONS = ['All', 'Included', 'Excluded'] as const;
export type IncludeOption = (typeof INCLUDE_OPTIONS)[number];

export const INVOICE_SORT_FIELDS = [
  'clientId',
  'facility',
  'accountName',
  'vendorNumber',
  'covId',
  'invoiceNumber',
  'invoiceDate',
  'paymentDate',
  'paymentDueDate',
  'paymentStatus',
  'includeInAnnualSpend',
  'amount',
] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

const PAGE_SIZE_MESSAGE = `Choose a page size of ${INVOICE_PAGE_SIZES.join(', ')}`;
const id = (message: string) => z.coerce.number({ message }).int({ message }).positive({ message }).optional();

/** GET /services/invoices (spec 002 §7): zero-based page, size, sort and the admin's filters. */
export const InvoiceQuery = z.object({
  page: z.coerce
    .number({ message: 'Enter a page number' })
    .int({ message: 'Enter a page number' })
    .min(0, { message: 'Enter a page number' })
    .default(0),
  size: z.coerce
    .number({ message: PAGE_SIZE_MESSAGE })
    .refine((size) => (INVOICE_PAGE_SIZES as readonly number[]).includes(size), { message: PAGE_SIZE_MESSAGE })
    .default(DEFAULT_INVOICE_PAGE_SIZE),
  sortBy: z.enum(INVOICE_SORT_FIELDS, { message: 'Choose a column to sort by' }).default('invoiceDate'),
  sortDesc: z
    .enum(['true', 'false'], { message: 'Choose true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  vendorNumber: text().trim().max(100).optional(),
  covId: id('Enter a COV ID'),
  covgId: id('Enter a COVG ID'),
  signupCode: text().trim().max(100).optional(),
  linkOption: z.enum(LINK_OPTIONS, { message: 'Choose All, Linked or Unlinked' }).default('All'),
  includeInAnnualSpendOption: z.enum(INCLUDE_OPTIONS, { message: 'Choose All, Included or Excluded' }).default('All'),
});

/** The list's query as the web sends it (the schema coerces the text of the address). */
export interface InvoiceParams {
  page: number;
  size: number;
  sortBy?: InvoiceSortField;
  sortDesc?: 'true' | 'false';
  vendorNumber?: string;
  covId?: number;
  covgId?: number;
  signupCode?: string;
  linkOption: LinkOption;
  includeInAnnualSpendOption: IncludeOption;
}

/** One invoice row (spec 002 §3); amount in cents. Facility: the importing client; account name: the COV's legal name. */
export const InvoiceRow = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  facility: z.string(),
  accountName: z.string().nullable(),
  vendorNumber: z.string(),
  covId: z.number().int().nullable(),
  invoiceNumber: z.string(),
  invoiceDate: z.string().nullable(),
  paymentDate: z.string().nullable(),
  paymentDueDate: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  includeInAnnualSpend: z.boolean(),
  amount: z.number().int(),
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

export const InvoicePage = z.object({ total: z.number().int(), content: z.array(InvoiceRow) });
export type InvoicePage = z.infer<typeof InvoicePage>;

/** Annual spend of a vendor number (cents): the included invoices paid in the last 365 days, and per COV with its group's. */
export const AnnualSpend = z.object({
  annualSpend: z.number().int(),
  vendorNumber: z.string(),
  covs: z.array(z.object({ id: z.number().int(), annualSpend: z.number().int(), groupAnnualSpend: z.number().int() })),
});
export type AnnualSpend = z.infer<typeof AnnualSpend>;

export const AnnualSpendParams = z.object({ vendorNumber: text().trim().min(1, { message: 'Enter a vendor number' }).max(100) });
