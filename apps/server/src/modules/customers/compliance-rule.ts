import { sql, type RawBuilder } from 'kysely';
import type { ComplianceCode } from '@app/shared/customers/compliance-code';

/**
 * The compliance rule as one SQL expression (DOMAIN.md, the first that applies): Not Enrolled (no
 * enrolment or not complete) → Excluded (the vendor confirmed on a list) → Owner Excluded → Expired (the
 * client's subscription expired, none renewed) → Waiver Rejected → Missing Forms (a required to-do not
 * complete past its due date) → Compliant. `vendorId`, `clientId` and `enrollmentComplete` are column
 * references of the surrounding query, so the rule runs set-based over any number of vendor ↔ client
 * pairs (the vendor's customers, a client's vendors) and can be filtered on. The only copy of the rule.
 */
export function complianceCodeSql(
  vendorId: RawBuilder<unknown>,
  clientId: RawBuilder<unknown>,
  enrollmentComplete: RawBuilder<unknown>,
): RawBuilder<ComplianceCode> {
  return sql<ComplianceCode>`CASE
    WHEN ${vendorId} IS NULL OR NOT coalesce(${enrollmentComplete}, false) THEN 'NOT_ENROLLED'
    WHEN EXISTS (SELECT 1 FROM screening_alerts a WHERE a.vendor_id = ${vendorId} AND a.subject_type = 'VENDOR' AND a.status = 'CONFIRMED') THEN 'EXCLUDED'
    WHEN EXISTS (SELECT 1 FROM screening_alerts a WHERE a.vendor_id = ${vendorId} AND a.subject_type = 'OWNER' AND a.status = 'CONFIRMED') THEN 'OWNER_EXCLUDED'
    WHEN EXISTS (SELECT 1 FROM subscriptions s WHERE s.vendor_id = ${vendorId} AND s.client_id = ${clientId} AND s.status = 'EXPIRED'
                  AND NOT EXISTS (SELECT 1 FROM subscriptions n WHERE n.vendor_id = s.vendor_id AND n.client_id = s.client_id
                                   AND n.subscription_type = s.subscription_type AND n.status IN ('ACTIVE', 'WAIVER_APPROVED'))) THEN 'SUBSCRIPTION_EXPIRED'
    WHEN EXISTS (SELECT 1 FROM subscriptions s WHERE s.vendor_id = ${vendorId} AND s.client_id = ${clientId} AND s.status = 'WAIVER_NOT_APPROVED') THEN 'WAIVER_REJECTED'
    WHEN EXISTS (SELECT 1 FROM checklist_items c WHERE c.vendor_id = ${vendorId} AND c.client_id = ${clientId} AND c.required
                  AND c.status <> 'COMPLETE' AND c.due_date < CURRENT_DATE) THEN 'MISSING_FORMS'
    ELSE 'COMPLIANT' END`;
}
