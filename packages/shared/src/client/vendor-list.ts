import { z } from 'zod';
import { COMPLIANCE_STATUS } from '../customers/compliance-status';
import { text } from '../validation/text';

/** Compliance statuses as the client's filters send them (spec 002 §7: upper snake case, expired → SUBSCRIPTION_EXPIRED). */
export const COMPLIANCE_FILTER = {
  COMPLIANT: COMPLIANCE_STATUS.COMPLIANT,
  EXCLUDED: COMPLIANCE_STATUS.EXCLUDED,
  OWNER_EXCLUDED: COMPLIANCE_STATUS.OWNER_EXCLUDED,
  SUBSCRIPTION_EXPIRED: COMPLIANCE_STATUS.EXPIRED,
  MISSING_FORMS: COMPLIANCE_STATUS.MISSING_FORMS,
  NOT_ENROLLED: COMPLIANCE_STATUS.NOT_ENROLLED,
  WAIVER_REJECTED: COMPLIANCE_STATUS.WAIVER_REJECTED,
} as const;
export type ComplianceFilter = keyof typeof COMPLIANCE_FILTER;
export const COMPLIANCE_FILTERS = Object.keys(COMPLIANCE_FILTER) as ComplianceFilter[];

/** The filter value of a status text ('Not Compliant - Expired' → SUBSCRIPTION_EXPIRED). */
export function complianceFilterOf(status: string): ComplianceFilter | undefined {
  return COMPLIANCE_FILTERS.find((key) => COMPLIANCE_FILTER[key] === status);
}

export const VENDOR_SORT_FIELDS = ['preferredName', 'category', 'complianceStatus', 'nextDueDate', 'openAlerts', 'enrollment'] as const;
export const VENDOR_PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /client/vendors: zero-based page (spec 002 §7), sort, search (name, vendor number or whole TIN), filters. */
export const ENROLLMENT_FILTERS = ['NOT_STARTED', 'IN_PROGRESS', 'RECENT'] as const;
export type EnrollmentFilter = (typeof ENROLLMENT_FILTERS)[number];
/** How the vendor list names an enrolment filter, as the dashboard card that opens it does. */
export const ENROLLMENT_FILTER_TEXT: Record<EnrollmentFilter, string> = {
  NOT_STARTED: 'Not started enrolling',
  IN_PROGRESS: 'Enrollment in progress',
  RECENT: 'Enrolled in the last 30 days',
};

export const ClientVendorQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
  sortBy: z.enum(VENDOR_SORT_FIELDS).default('preferredName'),
  sortDesc: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  search: text().trim().max(100).optional(),
  complianceStatus: z.enum(COMPLIANCE_FILTERS as [ComplianceFilter, ...ComplianceFilter[]]).optional(),
  facilityId: z.coerce.number().int().positive().optional(),
  /** The dashboard's onboarding figures: not started, in progress, enrolled in the last 30 days (issue 30). */
  enrollment: z.enum(ENROLLMENT_FILTERS).optional(),
});
/** The list's query as the web sends it (the schema coerces the text of the address). */
export interface ClientVendorParams {
  page?: number;
  size?: number;
  sortBy?: (typeof VENDOR_SORT_FIELDS)[number];
  sortDesc?: 'true' | 'false';
  search?: string;
  complianceStatus?: ComplianceFilter;
  facilityId?: number;
  enrollment?: EnrollmentFilter;
}

export const ENROLLMENT_STATE = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE'] as const;

/** One row of the client's vendor list: one COVG. TINs only masked (last four digits). */
export const ClientVendorRow = z.object({
  covgId: z.number().int(),
  preferredName: z.string(),
  vendorId: z.number().int().nullable(),
  ptid: z.string().nullable(),
  vendorNumbers: z.array(z.string()),
  maskedTins: z.array(z.string()),
  category: z.string().nullable(),
  facilities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  enrollment: z.enum(ENROLLMENT_STATE),
  enrollmentCompleteDate: z.string().nullable(),
  complianceStatus: z.string(),
  nextDueDate: z.string().nullable(),
  openAlerts: z.number().int(),
});
export type ClientVendorRow = z.infer<typeof ClientVendorRow>;

export const ClientVendorPage = z.object({ content: z.array(ClientVendorRow), total: z.number().int() });
export type ClientVendorPage = z.infer<typeof ClientVendorPage>;

/** The client and its sub-clients: the facility filter's options. */
export const ClientFacilities = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type ClientFacilities = z.infer<typeof ClientFacilities>;
