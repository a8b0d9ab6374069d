import type { ServiceContext } from '../../../platform/context';
import { renderPdf } from '../../../platform/pdf/render-pdf';
import { auditReportDocument } from './audit-report-document';
import { loadAuditReport } from './load-audit-report';

/** The Individual Audit Report of one employee as of a day, as a PDF with its download name. */
export async function auditReportPdf(
  ctx: ServiceContext,
  input: { employeeId: number; asOf: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const data = await loadAuditReport(ctx, input.employeeId, input.asOf);
  return {
    filename: `Individual Audit Report - ${data.employee.firstName} ${data.employee.lastName} - ${data.asOf}.pdf`,
    pdf: await renderPdf(auditReportDocument, { data }),
  };
}
