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

export const isCompliant = (status: string) => status === COMPLIANCE_STATUS.COMPLIANT;
