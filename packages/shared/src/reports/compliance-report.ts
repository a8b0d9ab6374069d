import { z } from 'zod';
import { CheckedList } from '../screening/lists-checked';

/** The vendor compliance report (issue 8): what a customer's compliance officer relies on. */
export const ComplianceReport = z.object({
  generatedAt: z.string(),
  vendor: z.object({
    vendorId: z.number().int(),
    name: z.string(),
    ptid: z.string(),
    maskedTin: z.string().nullable(),
    address: z.string(),
  }),
  customers: z.array(
    z.object({
      customerName: z.string(),
      enrollmentComplete: z.boolean(),
      enrollmentCompleteDate: z.string().nullable(),
      complianceStatus: z.string(),
      openAlerts: z.number().int(),
      requiredForms: z.object({ total: z.number().int(), complete: z.number().int(), overdue: z.number().int() }),
    }),
  ),
  monitoring: z.array(
    z.object({
      type: z.enum(['COMPANY_MONITORING', 'OWNER_MONITORING', 'EMPLOYEE_MONITORING']),
      startDate: z.string().nullable(),
      subjectsMonitored: z.number().int(),
      openMatches: z.number().int(),
      confirmedMatches: z.number().int(),
    }),
  ),
  /** The federal lists and every state list in force, each with its day (lists-checked.ts). */
  lists: z.array(CheckedList),
  lastScreeningRun: z.object({ kind: z.string(), finishedAt: z.string().nullable(), subjects: z.number().int() }).nullable(),
});
export type ComplianceReport = z.infer<typeof ComplianceReport>;

export const MONITORING_LABELS = {
  COMPANY_MONITORING: 'Company',
  OWNER_MONITORING: 'Owners',
  EMPLOYEE_MONITORING: 'Employees',
} as const;

/**
 * What a customer reads for a screening run's kind (the stored SUBJECT / SNAPSHOT / FULL are internal:
 * a SNAPSHOT run re-screens everyone against a newly imported list).
 */
export function screeningRunText(kind: string): string {
  if (kind === 'SNAPSHOT') return 'Screening against a newly published list';
  if (kind === 'FULL') return 'Full screening';
  return 'Screening of one subject';
}

/**
 * A customer's required forms in the report, in words that agree with its status (issue 33): the forms
 * not complete are either overdue (what makes it Not Compliant - Missing Forms) or not yet due (which
 * leave it Compliant), so "Compliant" never stands beside a bare "1 of 4 complete".
 */
export function requiredFormsText(forms: { total: number; complete: number; overdue: number }): string {
  if (forms.total === 0) return 'None required';
  const notYetDue = forms.total - forms.complete - forms.overdue;
  const open = [forms.overdue ? `${forms.overdue} overdue` : '', notYetDue ? `${notYetDue} not yet due` : ''].filter(Boolean);
  return [`${forms.complete} of ${forms.total} complete`, ...open].join(', ');
}
