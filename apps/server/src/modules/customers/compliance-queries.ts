import { sql } from 'kysely';
import type { ComplianceStatusText } from '@app/shared/customers/compliance-status';
import type { Db } from '../../platform/db/database';
import { complianceRowsSql } from './compliance-status-sql';
import { preparedRows } from '../../platform/db/prepared-query';

export interface CustomerCompliance {
  status: ComplianceStatusText;
  /** Matches under review on the vendor, its owners and active employees. */
  openAlerts: number;
}

/** The vendor's compliance for each of its customers (the rule is `complianceRowsSql`). One query for all customers. */
export async function complianceByClient(db: Db, vendorId: number): Promise<Map<number, CustomerCompliance>> {
  const rows = await preparedRows(
    db,
    sql<{ client_id: number; compliance_status: ComplianceStatusText; open_alerts: number }>`
    SELECT r.client_id, r.compliance_status, r.open_alerts FROM (${complianceRowsSql({ vendorId })}) r`,
  );
  return new Map(rows.map((row) => [Number(row.client_id), { status: row.compliance_status, openAlerts: row.open_alerts }]));
}
