import { StatusDot, type StatusDotColor } from './status-dot';

/** Compliant green; enrolment not finished amber; every other non-compliance red (spec 002 §4). */
export function complianceColor(status: string): StatusDotColor {
  if (status === 'Compliant') return 'success';
  if (status === 'Not Compliant - Not Enrolled') return 'warning';
  return 'error';
}

/** A vendor's compliance status as a coloured dot and its text. */
export function ComplianceStatusDot({ status }: { status: string }) {
  return <StatusDot color={complianceColor(status)} label={status} />;
}
