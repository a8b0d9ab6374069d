import { z } from 'zod';
import { isRealDate } from '../employees/employee';
import { text } from '../validation/text';
import { ClientVendorQuery } from './vendor-list';

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused here, not by PostgreSQL). */
const isoDate = (label: string) =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date` })
    .refine(isRealDate, { message: `${label} must be a date` });

/** GET /client/reports/alert-history: alerts on the client's vendors and owners raised or changed in a period. */
export const AlertHistoryQuery = z
  .object({ from: isoDate('From'), to: isoDate('To') })
  .refine((q) => q.from <= q.to, { message: 'From must not be after To', path: ['to'] });
export type AlertHistoryQuery = z.input<typeof AlertHistoryQuery>;

/**
 * The most vendor groups the summary PDF lists, by name (decision 313): about 20 pages, rendered in
 * seconds. Its summary line still counts every group; the CSV lists them all.
 */
export const VENDOR_SUMMARY_PDF_MAX_ROWS = 500;

/** The summary of all vendors, or of those the vendor list's filters select (its Export CSV). */
export const VendorSummaryQuery = ClientVendorQuery.pick({
  search: true,
  complianceStatus: true,
  facilityId: true,
  enrollment: true,
}).extend({
  format: z.enum(['csv', 'pdf']).default('csv'),
});
