import { sql } from 'kysely';
import { COMPLIANCE_STATUS, type ComplianceStatusText } from '@app/shared/customers/compliance-status';
import type { Db } from '../../platform/db/database';

interface ComplianceFacts {
  client_id: number;
  enrollment_complete: boolean;
  vendor_excluded: boolean;
  owner_excluded: boolean;
  subscription_expired: boolean;
  waiver_rejected: boolean;
  forms_missing: boolean;
}

/**
 * The vendor's compliance status for each of its customers (DOMAIN.md: the first that applies):
 * Not Enrolled → Excluded (the vendor confirmed on a list) → Owner Excluded → Expired (the client's
 * subscription expired) → Waiver Rejected → Missing Forms (a required to-do not complete past its due
 * date) → Compliant. One query for all customers.
 */
export async function complianceByClient(db: Db, vendorId: number): Promise<Map<number, ComplianceStatusText>> {
  const { rows } = await sql<ComplianceFacts>`
    SELECT e.client_id, e.enrollment_complete,
           EXISTS (SELECT 1 FROM screening_alerts a WHERE a.vendor_id = e.vendor_id AND a.subject_type = 'VENDOR' AND a.status = 'CONFIRMED') AS vendor_excluded,
           EXISTS (SELECT 1 FROM screening_alerts a WHERE a.vendor_id = e.vendor_id AND a.subject_type = 'OWNER' AND a.status = 'CONFIRMED') AS owner_excluded,
           EXISTS (SELECT 1 FROM subscriptions s WHERE s.vendor_id = e.vendor_id AND s.client_id = e.client_id AND s.status = 'EXPIRED'
                    AND NOT EXISTS (SELECT 1 FROM subscriptions n WHERE n.vendor_id = s.vendor_id AND n.client_id = s.client_id
                                     AND n.subscription_type = s.subscription_type AND n.status IN ('ACTIVE', 'WAIVER_APPROVED'))) AS subscription_expired,
           EXISTS (SELECT 1 FROM subscriptions s WHERE s.vendor_id = e.vendor_id AND s.client_id = e.client_id AND s.status = 'WAIVER_NOT_APPROVED') AS waiver_rejected,
           EXISTS (SELECT 1 FROM checklist_items c WHERE c.vendor_id = e.vendor_id AND c.client_id = e.client_id AND c.required
                    AND c.status <> 'COMPLETE' AND c.due_date < CURRENT_DATE) AS forms_missing
      FROM enrollments e
     WHERE e.vendor_id = ${vendorId}`.execute(db);
  return new Map(rows.map((row) => [row.client_id, statusOf(row)]));
}

function statusOf(facts: ComplianceFacts): ComplianceStatusText {
  if (!facts.enrollment_complete) return COMPLIANCE_STATUS.NOT_ENROLLED;
  if (facts.vendor_excluded) return COMPLIANCE_STATUS.EXCLUDED;
  if (facts.owner_excluded) return COMPLIANCE_STATUS.OWNER_EXCLUDED;
  if (facts.subscription_expired) return COMPLIANCE_STATUS.EXPIRED;
  if (facts.waiver_rejected) return COMPLIANCE_STATUS.WAIVER_REJECTED;
  if (facts.forms_missing) return COMPLIANCE_STATUS.MISSING_FORMS;
  return COMPLIANCE_STATUS.COMPLIANT;
}
