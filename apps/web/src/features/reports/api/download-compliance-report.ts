import { useMutation } from '@tanstack/react-query';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { trackEvent } from '../../../api/track-event';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';

/** GET /reports/compliance/pdf?vendorId: the report as a PDF (portrait letter), offered for download. */
async function downloadComplianceReport(vendorId?: number): Promise<void> {
  const { blob, filename } = await http.getBlob('/reports/compliance/pdf', { query: { vendorId } });
  saveBlob(blob, filename ?? 'Compliance Report.pdf');
}

export function useDownloadComplianceReport() {
  return useMutation({
    mutationFn: downloadComplianceReport,
    onMutate: () => trackEvent(ANALYTIC_EVENTS.downloadReport, { report: 'compliance' }),
  });
}
