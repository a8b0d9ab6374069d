import { z } from 'zod';

/** The vendor master file's header (issue 15): one COV a row, matched exactly (case-insensitive). */
export const VENDOR_MASTER_HEADER = ['Vendor Number', 'Legal Name', 'TIN', 'Facility', 'Category', 'Address'] as const;
/** The invoice file's header (issue 15): one invoice a row; dates MM/DD/YYYY, amount in dollars. */
export const INVOICE_FILE_HEADER = [
  'Vendor Number',
  'Invoice Number',
  'Invoice Date',
  'Payment Date',
  'Due Date',
  'Amount',
  'Status',
] as const;

export const CLIENT_IMPORT_KINDS = ['VENDOR_MASTER', 'INVOICES'] as const;
export type ClientImportKind = (typeof CLIENT_IMPORT_KINDS)[number];
export const CLIENT_IMPORT_KIND_LABELS: Record<ClientImportKind, string> = { VENDOR_MASTER: 'Vendor master', INVOICES: 'Invoices' };

/** The header a kind of file must have. */
export const clientImportHeader = (kind: ClientImportKind): readonly string[] =>
  kind === 'VENDOR_MASTER' ? VENDOR_MASTER_HEADER : INVOICE_FILE_HEADER;

/** 404 for a file whose header is not the kind's (the employee upload's answer to a wrong template). */
export const clientImportHeaderMessage = (kind: ClientImportKind) =>
  `Invalid file. Please upload a CSV file with these columns in this order: ${clientImportHeader(kind).join(', ')}`;

/** The upload directory (`directory-name` header) of client import files. */
export const CLIENT_IMPORT_DIRECTORY = 'clientImport';

/** POST /services/client-imports: check a stored file; with bad rows 400 (the preview) unless `validOnly`. */
export const SubmitClientImportRequest = z.object({
  fileId: z.number({ message: 'Choose a file' }).int().positive({ message: 'Choose a file' }),
  kind: z.enum(CLIENT_IMPORT_KINDS, { message: 'Choose Vendor master or Invoices' }),
  validOnly: z.boolean().default(false),
});

export const SubmitClientImportResponse = z.object({ importId: z.number().int(), rowsAccepted: z.number().int() });
export type SubmitClientImportResponse = z.infer<typeof SubmitClientImportResponse>;

export const CLIENT_IMPORT_STATUSES = ['PENDING', 'RUNNING', 'COMPLETE', 'FAILED'] as const;

/** One import in the history, with the apply job's progress (rowsDone of rowsTotal) and what it changed. */
export const ClientImport = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_IMPORT_KINDS),
  filename: z.string(),
  username: z.string(),
  submittedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(CLIENT_IMPORT_STATUSES),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
});
export type ClientImport = z.infer<typeof ClientImport>;

export const ClientImportParams = z.object({ importId: z.coerce.number().int().positive() });
/** The latest imports, newest first. */
export const ClientImportHistory = z.array(ClientImport);
export const CLIENT_IMPORT_HISTORY_LIMIT = 50;

export const CLIENT_SPEND_PAGE_SIZES = [10, 25, 50] as const;

/** GET /services/client-imports/annual-spend: the acting client's annual spend per vendor number, paged. */
export const ClientAnnualSpendQuery = z.object({
  page: z.coerce
    .number({ message: 'Enter a page number' })
    .int({ message: 'Enter a page number' })
    .min(0, { message: 'Enter a page number' })
    .default(0),
  size: z.coerce
    .number({ message: 'Choose a page size of 10, 25, 50' })
    .refine((size) => (CLIENT_SPEND_PAGE_SIZES as readonly number[]).includes(size), { message: 'Choose a page size of 10, 25, 50' })
    .default(10),
});

export const ClientAnnualSpendRow = z.object({
  vendorNumber: z.string(),
  /** The linked COV's legal name; null while no COV has the number. */
  legalName: z.string().nullable(),
  /** Cents: included invoices paid in the last 365 days. */
  annualSpend: z.number().int(),
  invoiceCount: z.number().int(),
});
export const ClientAnnualSpendPage = z.object({ total: z.number().int(), content: z.array(ClientAnnualSpendRow) });
export type ClientAnnualSpendPage = z.infer<typeof ClientAnnualSpendPage>;
