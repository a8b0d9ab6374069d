import { z } from 'zod';
import { usDate } from '../platform/us-date';
import { LabelledField } from '../screening/list-record-fields';
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
      /** The list record as labelled fields (issue 31: never raw column codes). */
      recordFields: z.array(LabelledField),
      /** The alert's status in words (ALERT_STATUS_WORDS). */
      status: z.string(),
      history: z.array(z.object({ at: z.string(), change: z.string(), by: z.string(), note: z.string().nullable() })),
    }),
  ),
});
export type AuditRow = z.infer<typeof AuditRow>;

/** One line of an alert's history as the audit CSV and PDF print it: "11/27/2026 Under review to Excluded (confirmed) by reviewer". */
export function auditHistoryText(entry: AuditRow['alerts'][number]['history'][number]): string {
  return `${usDate(entry.at)} ${entry.change} by ${entry.by}${entry.note ? `: ${entry.note}` : ''}`;
}

export const OUTCOME_TEXT = {
  NO_MATCH: 'No match',
  UNDER_REVIEW: 'Possible match under review',
  CONFIRMED: 'Confirmed on a list',
} as const;
