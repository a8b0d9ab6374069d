import { z } from 'zod';

/**
 * The UI events the web sends with POST /analytic (spec 000 §7, 001 §2), named once. Properties carry
 * no personal data: only kinds, counts and choices (see docs/api.md "Analytics events").
 */
export const ANALYTIC_EVENTS = {
  /** The Reports page opened (spec 001 §2). No properties. */
  reportsLanding: 'Reports Landing',
  /** Connect SignupID pressed. No properties (the code itself is a capability, not sent). */
  connectSignupId: 'Connect SignupID Clicked',
  /** Save (or Save and Add Another) on the add-employee form. No properties. */
  addEmployee: 'Add Employee Clicked',
  /** Save on the bulk upload preview. `{ validOnly: boolean }`. */
  uploadRoster: 'Upload Roster Clicked',
  /** Pay on a subscription payment. `{ subscriptionType }`. */
  pay: 'Pay Clicked',
  /** Download of the Certificate of Enrollment. No properties. */
  downloadCertificate: 'Download Certificate Clicked',
  /** Download of a report. `{ report: 'compliance' }`. */
  downloadReport: 'Download Report Clicked',
  /** Save in the Share a Report dialog. `{ frequency, isNew: boolean }`. */
  scheduleReport: 'Schedule Report Clicked',
  /** Submit of a disclosure form. No properties. */
  submitDisclosure: 'Submit Disclosure Clicked',
} as const;
export type AnalyticEventName = (typeof ANALYTIC_EVENTS)[keyof typeof ANALYTIC_EVENTS];

/** GET /admin/analytics/daily: how many of each event were sent per day (UTC), newest day first. */
export const AnalyticDailyQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const AnalyticDailyCount = z.object({ day: z.string(), eventName: z.string(), count: z.number().int() });
export const AnalyticDailyCounts = z.array(AnalyticDailyCount);
export type AnalyticDailyCount = z.infer<typeof AnalyticDailyCount>;
