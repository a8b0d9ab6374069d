import { z } from 'zod';
import { text } from '../validation/text';

/** Spec 002 §8, Reports texts. */
export const ASYNC_REPORT_TEXTS = {
  loadError: 'Error loading generated reports',
  noReportSelected: 'No report selected',
  generateError: 'Error generating report, please try again or contact us for support',
  generating: (report: string) => `Generating '${report}'. The table below will update when the report is done.`,
} as const;

/** Spec 002 §9: the table shows the latest 100 reports and refreshes every 5 seconds while one is not done. */
export const ASYNC_REPORTS_SHOWN = 100;
export const ASYNC_REPORTS_REFRESH_MS = 5_000;

/** Spec 002 §9: the billing-names report's default client. */
export const DEFAULT_BILLING_CLIENT_ID = '136';

/** Spec 002 §4 Report generation status. */
export const GENERATION_STATUSES = ['NOT_STARTED', 'GENERATING', 'FINISHED', 'ERROR'] as const;
export const GenerationStatus = z.enum(GENERATION_STATUSES);
export type GenerationStatus = z.infer<typeof GenerationStatus>;

/** Spec 002 §4: how each status reads in the table (anything else is Unknown). */
export function generationStatusLabel(status: string): string {
  const labels: Record<string, string> = { NOT_STARTED: 'Awaiting Start', GENERATING: 'Generating', FINISHED: 'Done', ERROR: 'Error' };
  return labels[status] ?? 'Unknown';
}

/** A report still to start or generating: the table keeps refreshing while it lists one. */
export const isGenerationOpen = (status: string) => status === 'NOT_STARTED' || status === 'GENERATING';

export const REPORT_IDENTIFIERS = [
  'salesforceInvoiceReportService',
  'vendorExportOneOrganizationService',
  'vendorNamesForBillingService',
] as const;
export const ReportIdentifier = z.enum(REPORT_IDENTIFIERS);
export type ReportIdentifier = z.infer<typeof ReportIdentifier>;

/** Spec 002 §3 Report definition parameter (`default` for a date range is computed: the previous month). */
export interface ReportParameterDefinition {
  identifier: 'clientId' | 'dateRange';
  name: string;
  type: 'text' | 'date';
  default: string | null;
  instructions: string | null;
}

export interface ReportDefinition {
  identifier: ReportIdentifier;
  name: string;
  parameters: readonly ReportParameterDefinition[];
}

/**
 * Spec 002 §3 points to a manage-clients page this product does not have (issue 33): the field looks the
 * client up instead, by ID or name, and shows whom the ID names.
 */
const CLIENT_ID_INSTRUCTIONS = "The client's ID. Type an ID or a client's name: the matching client and its ID show here.";

/** Spec 002 §3: the defined reports, in the dropdown's order. */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  { identifier: 'salesforceInvoiceReportService', name: 'Salesforce Invoice Export', parameters: [] },
  {
    identifier: 'vendorExportOneOrganizationService',
    name: 'Vendor Export One Organization',
    parameters: [{ identifier: 'clientId', name: 'Client ID', type: 'text', default: null, instructions: CLIENT_ID_INSTRUCTIONS }],
  },
  {
    identifier: 'vendorNamesForBillingService',
    name: 'Vendor Names for Billing',
    parameters: [
      { identifier: 'clientId', name: 'Client ID', type: 'text', default: DEFAULT_BILLING_CLIENT_ID, instructions: CLIENT_ID_INSTRUCTIONS },
      {
        identifier: 'dateRange',
        name: 'Date Range',
        type: 'date',
        default: null,
        instructions: 'Invoices dated from the first to the last day, both included (default: the previous month).',
      },
    ],
  },
];

/** The definition of a report identifier. */
export const reportDefinition = (identifier: ReportIdentifier): ReportDefinition =>
  REPORT_DEFINITIONS.find((definition) => definition.identifier === identifier)!;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Spec 002 §3: the date range's default, the first to the last day of the month before `today`
 * (a calendar date, yyyy-MM-dd).
 */
export function previousMonthRange(today: string): { start: string; end: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  // Day 0 of the current month is the previous month's last day.
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return { start: `${previousYear}-${pad(previousMonth)}-01`, end: `${previousYear}-${pad(previousMonth)}-${pad(lastDay)}` };
}

const ENTER_CLIENT_ID = 'Enter a client ID';
const ClientIdParameter = text({ error: ENTER_CLIENT_ID })
  .trim()
  .regex(/^[1-9]\d{0,14}$/, { message: ENTER_CLIENT_ID });
/** A real calendar day written yyyy-MM-dd. */
const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const day = (message: string) => text({ error: message }).refine(isDay, { message });

export const DateRangeParameter = z
  .object({ start: day('Enter a start date'), end: day('Enter an end date') })
  // Compared only once both are days (each bad one has its own message).
  .refine((range) => !isDay(range.start) || !isDay(range.end) || range.start <= range.end, {
    message: 'The end date must not be before the start date',
    path: ['end'],
  });
export type DateRangeParameter = z.infer<typeof DateRangeParameter>;

/**
 * POST /services/asyncReports (spec 002 §7: identifier, name, parameters). The name is the definition's
 * (a sent one is ignored); the billing report's parameters may be left out for their defaults.
 */
export const GenerateReportRequest = z.discriminatedUnion(
  'identifier',
  [
    z.object({
      identifier: z.literal('salesforceInvoiceReportService'),
      name: text().optional(),
      parameters: z.object({}).optional(),
    }),
    z.object({
      identifier: z.literal('vendorExportOneOrganizationService'),
      name: text().optional(),
      parameters: z.object({ clientId: ClientIdParameter }, { message: ENTER_CLIENT_ID }),
    }),
    z.object({
      identifier: z.literal('vendorNamesForBillingService'),
      name: text().optional(),
      parameters: z.object({ clientId: ClientIdParameter.optional(), dateRange: DateRangeParameter.optional() }).optional(),
    }),
  ],
  { message: 'Choose a report' },
);
export type GenerateReportRequest = z.infer<typeof GenerateReportRequest>;

/** Spec 002 §3 Generated report. `reportFileLink` is the download address once FINISHED. */
export const GeneratedReport = z.object({
  id: z.number().int(),
  name: z.string(),
  identifier: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  requestingUser: z.string().nullable(),
  reportFileId: z.number().int().nullable(),
  reportFileLink: z.string().nullable(),
  generationStatus: z.string(),
  notes: z.string().nullable(),
  parameters: z.record(z.string(), z.union([z.string(), z.object({ start: z.string(), end: z.string() })])),
});
export type GeneratedReport = z.infer<typeof GeneratedReport>;

/** GET /services/asyncReports: the latest 100, newest first. */
export const GeneratedReportList = z.object({ content: z.array(GeneratedReport) });

/** Spec 002 §9: generation time as hours, minutes, seconds ("1h 2m 3s"; "2m 5s"; "4s"). */
export function formatGenerationTime(startIso: string | null, endIso: string | null): string {
  if (!startIso || !endIso) return '';
  const ms = Date.parse(endIso) - Date.parse(startIso);
  if (Number.isNaN(ms) || ms < 0) return '';
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours) return `${hours}h ${minutes}m ${seconds}s`;
  if (minutes) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

/**
 * Spec 002 §9 date display: the time only if today, month-day and time if this year, otherwise with the
 * year (MM/dd HH:mm, MM/dd/yyyy HH:mm), in the reader's local time.
 */
export function formatReportTime(iso: string | null, now: Date): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const sameYear = date.getFullYear() === now.getFullYear();
  if (sameYear && date.getMonth() === now.getMonth() && date.getDate() === now.getDate()) return time;
  const monthDay = `${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  return sameYear ? `${monthDay} ${time}` : `${monthDay}/${date.getFullYear()} ${time}`;
}

/** A report's parameters in words: "Client ID: 136; Date Range: 10/01/2026 to 10/31/2026". */
export function formatReportParameters(identifier: string, parameters: GeneratedReport['parameters']): string {
  const definition = REPORT_DEFINITIONS.find((candidate) => candidate.identifier === identifier);
  const usDay = (value: string) => value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
  return Object.entries(parameters)
    .map(([key, value]) => {
      const name = definition?.parameters.find((parameter) => parameter.identifier === key)?.name ?? key;
      return `${name}: ${typeof value === 'string' ? value : `${usDay(value.start)} to ${usDay(value.end)}`}`;
    })
    .join('; ');
}
