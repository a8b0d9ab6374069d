import { formatDisplayDate } from '../../../components/format-display-date';

/** Spec 001 §8. */
export const SCHEDULE_FAILED = 'Unable to schedule report.';
export const DELETE_FAILED = 'Unable to delete scheduled report';
export const DELETE_SUCCEEDED = 'The scheduled report was deleted successfully';
/** Spec 001 §6: what the Shared Reports tab and the Share a Report button need. */
export const SHARING_NEEDS_MONITORING = 'Shared Reports need an employee-monitoring subscription.';

export const FREQUENCY_LABELS = { ONE_TIME: 'One Time', MONTHLY: 'Monthly' } as const;

/** Names joined with "and": ['A'] → 'A', ['A', 'B'] → 'A and B', ['A', 'B', 'C'] → 'A and B and C'. */
export function joinWithAnd(names: readonly string[]): string {
  return names.join(' and ');
}

/**
 * "Your report has been scheduled to send via email on {date} to {recipients joined with and} of
 * {company}" (spec 001 §8), the date as MM/dd/yyyy.
 */
export function scheduledMessage({
  startDate,
  recipients,
  companyName,
}: {
  startDate: string;
  recipients: readonly { contactName: string }[];
  companyName: string;
}): string {
  return `Your report has been scheduled to send via email on ${formatDisplayDate(startDate)} to ${joinWithAnd(recipients.map((r) => r.contactName))} of ${companyName}`;
}
