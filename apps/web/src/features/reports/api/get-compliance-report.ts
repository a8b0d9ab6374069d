import { queryOptions, useQuery } from '@tanstack/react-query';
import { ComplianceReport } from '@app/shared/reports/compliance-report';
import { http } from '../../../api/http';
import { reportKeys } from './report-query-keys';

/** GET /reports/compliance?vendorId: the acting vendor's compliance report, or the given vendor's. */
async function getComplianceReport(vendorId?: number): Promise<ComplianceReport> {
  return ComplianceReport.parse(await http.get('/reports/compliance', { query: { vendorId } }));
}

const complianceReportQuery = (vendorId?: number) =>
  queryOptions({ queryKey: reportKeys.compliance(vendorId), queryFn: () => getComplianceReport(vendorId) });

export function useComplianceReport(vendorId?: number) {
  return useQuery(complianceReportQuery(vendorId));
}
