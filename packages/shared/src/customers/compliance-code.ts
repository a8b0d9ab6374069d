import { COMPLIANCE_STATUS, type ComplianceStatusText } from './compliance-status';

/**
 * Compliance statuses as the client calls send them (spec 002 §7: upper snake case, the 'Not Compliant - '
 * prefix dropped, Expired sent as SUBSCRIPTION_EXPIRED), with the text each one shows.
 */
export const COMPLIANCE_CODE_TEXT = {
  COMPLIANT: COMPLIANCE_STATUS.COMPLIANT,
  EXCLUDED: COMPLIANCE_STATUS.EXCLUDED,
  SUBSCRIPTION_EXPIRED: COMPLIANCE_STATUS.EXPIRED,
  MISSING_FORMS: COMPLIANCE_STATUS.MISSING_FORMS,
  NOT_ENROLLED: COMPLIANCE_STATUS.NOT_ENROLLED,
  OWNER_EXCLUDED: COMPLIANCE_STATUS.OWNER_EXCLUDED,
  WAIVER_REJECTED: COMPLIANCE_STATUS.WAIVER_REJECTED,
} as const satisfies Record<string, ComplianceStatusText>;
export type ComplianceCode = keyof typeof COMPLIANCE_CODE_TEXT;
export const COMPLIANCE_CODES = Object.keys(COMPLIANCE_CODE_TEXT) as [ComplianceCode, ...ComplianceCode[]];
