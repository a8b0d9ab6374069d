import { todayIso } from '@app/shared/employees/employee';
import { SEND_DATE_IN_PAST, ScheduledReportInput, type ScheduledReport } from '@app/shared/reports/scheduled-report';

export interface RecipientValues {
  companyName: string;
  contactName: string;
  email: string;
}

/** The dialog's values: the repeat schedule starts unchosen ('') so it must be picked. */
export interface ScheduledReportFormValues {
  startDate: string;
  frequency: '' | 'ONE_TIME' | 'MONTHLY';
  recipients: RecipientValues[];
}

export const EMPTY_RECIPIENT: RecipientValues = { companyName: '', contactName: '', email: '' };

export const emptyScheduledReportForm = (): ScheduledReportFormValues => ({
  startDate: '',
  frequency: '',
  recipients: [{ ...EMPTY_RECIPIENT }],
});

/** The shared schema plus the "not before today" rule in the browser's day (the server judges it again in the vendor's time zone). */
export const ScheduledReportForm = ScheduledReportInput.refine((input) => input.startDate >= todayIso(), {
  message: SEND_DATE_IN_PAST,
  path: ['startDate'],
});

/** The values of a saved report, for edit mode. */
export function scheduledReportFormValues(report: ScheduledReport): ScheduledReportFormValues {
  return {
    startDate: report.startDate,
    frequency: report.frequency,
    recipients: report.recipients.map((recipient) => ({ ...recipient })),
  };
}
