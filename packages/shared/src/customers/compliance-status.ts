/** Vendor compliance for one client (spec 002 §4; DOMAIN.md: the first that applies wins). */
export const COMPLIANCE_STATUS = {
  COMPLIANT: 'Compliant',
  NOT_ENROLLED: 'Not Compliant - Not Enrolled',
  EXCLUDED: 'Not Compliant - Excluded',
  OWNER_EXCLUDED: 'Not Compliant - Owner Excluded',
  EXPIRED: 'Not Compliant - Expired',
  WAIVER_REJECTED: 'Not Compliant - Waiver Rejected',
  MISSING_FORMS: 'Not Compliant - Missing Forms',
} as const;
export type ComplianceStatusText = (typeof COMPLIANCE_STATUS)[keyof typeof COMPLIANCE_STATUS];

/**
 * The note beside a status when matches of the vendor, its owners or employees wait for a decision
 * (issue 30): they do not change the status, every surface says so in these words.
 */
export function underReviewText(openAlerts: number): string {
  return openAlerts === 1 ? '1 match under review' : `${openAlerts} matches under review`;
}

/** A status as every report prints it: "Compliant, 3 matches under review". */
export function statusWithReview(status: string, openAlerts: number): string {
  return openAlerts > 0 ? `${status}, ${underReviewText(openAlerts)}` : status;
}

export const isCompliant = (status: string) => status === COMPLIANCE_STATUS.COMPLIANT;
