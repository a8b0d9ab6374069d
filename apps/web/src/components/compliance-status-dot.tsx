import { statusWithReview } from '@app/shared/customers/compliance-status';
import { StatusDot, type StatusDotColor } from './status-dot';

/** Compliant green; enrolment not finished amber; every other non-compliance red (spec 002 §4). */
export function complianceColor(status: string): StatusDotColor {
  if (status === 'Compliant') return 'success';
  if (status === 'Not Compliant - Not Enrolled') return 'warning';
  return 'error';
}

/**
 * A vendor's compliance status as a coloured dot and its text; with matches under review (issue 30) the
 * status stays and the note follows it ("Compliant, 2 matches under review").
 */
export function ComplianceStatusDot({ status, openAlerts = 0 }: { status: string; openAlerts?: number }) {
  return <StatusDot color={complianceColor(status)} label={statusWithReview(status, openAlerts)} />;
}
