import { z } from 'zod';
import { text } from '../validation/text';
import { messages } from '../validation/messages';
import { ZIP_PATTERN } from '../validation/fields';
import { isUsStateCode } from '../platform/us-states';
import { isCountryCode } from '../platform/countries';

export const EMPLOYEE_PAGE_SIZES = [10, 25, 50] as const;
export const DOB_IN_FUTURE = 'Date of Birth cannot be later than today';
export const UNKNOWN_STATE = 'Choose a state from the list';
export const UNKNOWN_COUNTRY = 'Choose a country from the list';
export const NO_MONITORING_SUBSCRIPTION =
  'Employee monitoring needs an active Employee Monitoring subscription. Start Employee Monitoring to manage your roster.';

/** Today as YYYY-MM-DD in the user's (browser) or server's local time. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const requiredText = (field: string, max = 100) =>
  text({ error: messages.required(field) })
    .trim()
    .min(1, { message: messages.required(field) })
    .max(max, { message: messages.maxChars(max) });

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { message: messages.maxChars(max) })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** Date of birth: an ISO date (YYYY-MM-DD), a real calendar day, not after today. */
export const dobField = () =>
  text({ error: messages.required('Date of Birth') })
    .min(1, { message: messages.required('Date of Birth') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date of Birth must be a valid date' })
    .refine((value) => isRealDate(value), { message: 'Date of Birth must be a valid date' })
    .refine((value) => value <= todayIso(), { message: DOB_IN_FUTURE });

export function isRealDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The employee form (spec 000 §5): names, SSN and DOB required; NPI 10 digits; address optional. */
export const EmployeeInput = z.object({
  firstName: requiredText('First Name'),
  lastName: requiredText('Last Name'),
  ssn: text({ error: messages.required('SSN') })
    .transform((value) => value.replace(/[-\s]/g, ''))
    .refine((value) => value.length > 0, { message: messages.required('SSN') })
    .refine((value) => value === '' || /^\d{9}$/.test(value), { message: messages.nDigits('SSN', 9) }),
  dob: dobField(),
  npi: text()
    .transform((value) => value.replace(/[-\s]/g, ''))
    .refine((value) => value === '' || /^\d{10}$/.test(value), { message: messages.nDigits('NPI', 10) })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  street1: optionalText(200),
  street2: optionalText(200),
  city: optionalText(100),
  state: text()
    .trim()
    .optional()
    .nullable()
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || isUsStateCode(value), { message: UNKNOWN_STATE }),
  postalCode: text()
    .trim()
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || ZIP_PATTERN.test(value), { message: messages.zip }),
  country: text()
    .trim()
    .optional()
    .nullable()
    .transform((value) => (value ? value.toUpperCase() : 'US'))
    .refine((value) => isCountryCode(value), { message: UNKNOWN_COUNTRY }),
});
export type EmployeeInput = z.input<typeof EmployeeInput>;
export type EmployeeValues = z.output<typeof EmployeeInput>;

export const EmployeeStatusName = z.enum(['COMPLIANT', 'NON_COMPLIANT']);
export const EmployeeStatus = z.object({ name: EmployeeStatusName, desc: z.string() });
export type EmployeeStatus = z.infer<typeof EmployeeStatus>;

/** A roster row: never carries the SSN. */
export const EmployeeListItem = z.object({
  employeeId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** ISO date; null only for rows of a bulk file that had none. */
  dob: z.string().nullable(),
  npi: z.string().nullable(),
  street1: z.string().nullable(),
  street2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  status: EmployeeStatus,
  /** Alerts not cleared (open, answered, confirmed). */
  matchCount: z.number().int(),
});
export type EmployeeListItem = z.infer<typeof EmployeeListItem>;

/** One employee (GET by id): the only answer that carries the SSN. */
export const Employee = EmployeeListItem.extend({ ssn: z.string() });
export type Employee = z.infer<typeof Employee>;

/** The roster's status filter: no open alert, a match under review (open or answered), a confirmed exclusion. */
export const EmployeeStatusFilter = z.enum(['COMPLIANT', 'POSSIBLE_MATCH', 'EXCLUDED']);
export type EmployeeStatusFilter = z.infer<typeof EmployeeStatusFilter>;
export const EMPLOYEE_STATUS_FILTER_LABELS: Record<EmployeeStatusFilter, string> = {
  COMPLIANT: 'Compliant',
  POSSIBLE_MATCH: 'Possible match',
  EXCLUDED: 'Excluded',
};

export const EmployeeSortBy = z.enum(['firstName', 'lastName', 'dob', 'status']);
export const EmployeeListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce
    .number()
    .int()
    .refine((value) => (EMPLOYEE_PAGE_SIZES as readonly number[]).includes(value), { message: 'Page size must be 10, 25 or 50' })
    .default(25),
  sortBy: EmployeeSortBy.default('lastName'),
  sortDesc: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  filter: text().trim().max(100).default(''),
  status: EmployeeStatusFilter.optional(),
});
export type EmployeeListQuery = z.input<typeof EmployeeListQuery>;

export const EmployeeListResponse = z.object({ content: z.array(EmployeeListItem), total: z.number().int() });
export type EmployeeListResponse = z.infer<typeof EmployeeListResponse>;
