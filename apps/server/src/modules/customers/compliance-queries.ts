import { sql } from 'kysely';
import { COMPLIANCE_CODE_TEXT, type ComplianceCode } from '@app/shared/customers/compliance-code';
import type { ComplianceStatusText } from '@app/shared/customers/compliance-status';
import type { Db } from '../../platform/db/database';
import { complianceCodeSql } from './compliance-rule';

/**
 * The vendor's compliance status for each of its customers, by the one rule of `complianceCodeSql`
 * (DOMAIN.md: the first that applies). One query for all customers.
 */
export async function complianceByClient(db: Db, vendorId: number): Promise<Map<number, ComplianceStatusText>> {
  const { rows } = await sql<{ client_id: number; code: ComplianceCode }>`
    SELECT e.client_id, ${complianceCodeSql(sql.ref('e.vendor_id'), sql.ref('e.client_id'), sql.ref('e.enrollment_complete'))} AS code
      FROM enrollments e
     WHERE e.vendor_id = ${vendorId}`.execute(db);
  return new Map(rows.map((row) => [row.client_id, COMPLIANCE_CODE_TEXT[row.code]]));
}
