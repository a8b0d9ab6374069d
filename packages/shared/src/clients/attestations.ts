import { z } from 'zod';
import { text } from '../validation/text';
import { COMPLIANCE_FILTERS, type ComplianceFilter } from '../client/vendor-list';

/** Attestation page size (spec 002 §9). */
export const ATTESTATION_PAGE_SIZE = 25;

/**
 * Form status of an attestation row (spec 002 §4), in the upper snake case the calls send, with its text.
 * How a to-do's status and due date map onto these is decision 96 (`formStatusSql` on the server).
 */
export const FORM_STATUS_TEXT = {
  PAST_DUE: 'Past Due',
  PENDING: 'Pending',
  NOT_STARTED: 'Not Started',
  DUE: 'Due',
  COMPLETE: 'Complete',
} as const;
export type FormStatusCode = keyof typeof FORM_STATUS_TEXT;
export type FormStatusText = (typeof FORM_STATUS_TEXT)[FormStatusCode];
export const FORM_STATUS_CODES = Object.keys(FORM_STATUS_TEXT) as [FormStatusCode, ...FormStatusCode[]];

export const NEXT_DUE_DATE_MESSAGE = 'Next Due Date must be the first day of a month (YYYY-MM-01)';

/** Filters of the attestation list and its CSV (spec 002 §5 and §7). */
export const AttestationFilters = z.object({
  // TIN trimmed with dashes removed (spec 002 §5); matched exactly through the blind index.
  tin: text()
    .max(20)
    .transform((value) => value.trim().replace(/-/g, ''))
    .optional(),
  status: z.enum(FORM_STATUS_CODES).optional(),
  complianceStatus: z.enum(COMPLIANCE_FILTERS as [ComplianceFilter, ...ComplianceFilter[]]).optional(),
  nextCompletionDate: text()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, { message: NEXT_DUE_DATE_MESSAGE })
    .optional(),
  formName: text().trim().max(255).optional(),
});
export type AttestationFilters = z.input<typeof AttestationFilters>;

export const AttestationQuery = AttestationFilters.extend({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(ATTESTATION_PAGE_SIZE),
});

/** One form of one vendor group (spec 002 §3 Attestation row). TINs are masked to their last four digits. */
export const AttestationRow = z.object({
  covgId: z.number().int(),
  vendorNumbers: z.array(z.string()),
  businessNames: z.array(z.string()),
  tins: z.array(z.string()),
  managedBy: z.array(z.string()),
  complianceStatuses: z.array(z.string()),
  formName: z.string(),
  status: z.enum(Object.values(FORM_STATUS_TEXT) as [FormStatusText, ...FormStatusText[]]),
  nextCompletionDate: z.string().nullable(),
  lastCompletionDate: z.string().nullable(),
});
export type AttestationRow = z.infer<typeof AttestationRow>;

export const AttestationPage = z.object({ content: z.array(AttestationRow), size: z.number().int(), total: z.number().int() });
export type AttestationPage = z.infer<typeof AttestationPage>;

/** The user preference holding the table's column visibility (value: JSON list of {value, visible}). */
export const ATTESTATION_COLUMNS_PREFERENCE = 'attestations.columns';

/** Columns of the table and the CSV, in order. */
export const ATTESTATION_COLUMNS = [
  { value: 'vendorNumbers', text: 'Vendor Numbers' },
  { value: 'businessNames', text: 'Business Names' },
  { value: 'tins', text: 'TINs' },
  { value: 'managedBy', text: 'Managed By' },
  { value: 'complianceStatuses', text: 'Compliance Status' },
  { value: 'formName', text: 'Form Name' },
  { value: 'status', text: 'Form Status' },
  { value: 'nextCompletionDate', text: 'Next Due Date' },
  { value: 'lastCompletionDate', text: 'Last Completed' },
] as const;
export type AttestationColumn = (typeof ATTESTATION_COLUMNS)[number]['value'];

export const ColumnVisibility = z.array(z.object({ value: z.string().max(100), visible: z.boolean() })).max(50);
