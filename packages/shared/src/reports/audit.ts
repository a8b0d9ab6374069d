import { z } from 'zod';
import { isRealDate } from '../employees/employee';
import { text } from '../validation/text';

export const AuditQuery = z
  .object({
    // A real calendar day, not only its shape: 2026-02-30 must not reach PostgreSQL's date type.
    from: text()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'From must be a date' })
      .refine(isRealDate, { message: 'From must be a date' }),
    to: text()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'To must be a date' })
      .refine(isRealDate, { message: 'To must be a date' }),
    subjectType: z.enum(['VENDOR', 'OWNER', 'EMPLOYEE']).optional(),
    outcome: z.enum(['NO_MATCH', 'UNDER_REVIEW', 'CONFIRMED']).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'From must not be after To', path: ['to'] });

/** One monitored subject's evidence over the audited period (issue 8, Audit page). */
export const AuditRow = z.object({
  subjectType: z.enum(['VENDOR', 'OWNER', 'EMPLOYEE']),
  subjectId: z.number().int(),
  subjectName: z.string(),
  monitoredSince: z.string(),
  listsChecked: z.string(),
  outcome: z.enum(['NO_MATCH', 'UNDER_REVIEW', 'CONFIRMED']),
  alerts: z.array(
    z.object({
      listName: z.string(),
      recordName: z.string(),
      status: z.string(),
      history: z.array(z.object({ at: z.string(), change: z.string(), by: z.string(), note: z.string().nullable() })),
    }),
  ),
});
export type AuditRow = z.infer<typeof AuditRow>;

export const OUTCOME_TEXT = {
  NO_MATCH: 'No match',
  UNDER_REVIEW: 'Possible match under review',
  CONFIRMED: 'Confirmed on a list',
} as const;
