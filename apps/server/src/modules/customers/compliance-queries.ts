import { sql } from 'kysely';
import type { ComplianceStatusText } from '@app/shared/customers/compliance-status';
import type { Db } from '../../platform/db/database';
import { complianceRowsSql } from './compliance-status-sql';

/** The vendor's compliance status for each of its customers (the rule is `complianceRowsSql`). One query for all customers. */
export async function complianceByClient(db: Db, vendorId: number): Promise<Map<number, ComplianceStatusText>> {
  const { rows } = await sql<{ client_id: number; compliance_status: ComplianceStatusText }>`
    SELECT r.client_id, r.compliance_status FROM (${complianceRowsSql({ vendorId })}) r`.execute(db);
  return new Map(rows.map((row) => [Number(row.client_id), row.compliance_status]));
}
