import { statusWithReview } from '@app/shared/customers/compliance-status';
import { StatusDot, type StatusDotColor } from './status-dot';

/** Compliant green, amber while matches are under review; every Not Compliant status red (issue 30). */
export function complianceColor(status: string, openAlerts = 0): StatusDotColor {
  if (status !== 'Compliant') return 'error';
  return openAlerts > 0 ? 'warning' : 'success';
}

/**
 * A vendor's compliance status as a coloured dot and its text; with matches under review (issue 30) the
 * status stays and the note follows it ("Compliant, 2 matches under review").
 */
export function ComplianceStatusDot({ status, openAlerts = 0 }: { status: string; openAlerts?: number }) {
  return <StatusDot color={complianceColor(status, openAlerts)} label={statusWithReview(status, openAlerts)} />;
}
