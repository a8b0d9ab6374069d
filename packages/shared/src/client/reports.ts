import { z } from 'zod';
import { text } from '../validation/text';

const isoDate = (label: string) => text().regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date` });

/** GET /client/reports/alert-history: alerts on the client's vendors and owners raised or changed in a period. */
export const AlertHistoryQuery = z
  .object({ from: isoDate('From'), to: isoDate('To') })
  .refine((q) => q.from <= q.to, { message: 'From must not be after To', path: ['to'] });
export type AlertHistoryQuery = z.input<typeof AlertHistoryQuery>;

export const VendorSummaryQuery = z.object({ format: z.enum(['csv', 'pdf']).default('csv') });
