import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ReportExport } from '@app/shared/reports/report-export';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';
import type { AuditQueryParams } from '../utils/audit-filters';
import { auditKeys } from './audit-query-keys';

/** POST /reports/exports: prepares an audit PDF too large for one request, in the background. */
async function startAuditPdfExport(query: AuditQueryParams): Promise<ReportExport> {
  return ReportExport.parse(await http.post('/reports/exports', { kind: 'AUDIT_PDF', query }));
}

export function useStartAuditPdfExport() {
  return useMutation({ mutationFn: startAuditPdfExport });
}

const POLL_MS = 1_000;

const reportExportQuery = (id: number) =>
  queryOptions({
    queryKey: auditKeys.export(id),
    queryFn: async () => ReportExport.parse(await http.get(`/reports/exports/${id}`)),
    // Polled while it is being prepared; a finished or failed export no longer changes.
    refetchInterval: (query) => (query.state.data && ['DONE', 'FAILED'].includes(query.state.data.status) ? false : POLL_MS),
  });

/** GET /reports/exports/{id}: the export's progress, then its file. */
export function useReportExport(id: number) {
  return useQuery(reportExportQuery(id));
}

/** GET /files/{fileId}: the prepared file, offered for download. */
async function downloadExportFile(reportExport: ReportExport): Promise<void> {
  const { blob, filename } = await http.getBlob(`/files/${reportExport.fileId}`);
  saveBlob(blob, filename ?? reportExport.filename);
}

export function useDownloadExportFile() {
  return useMutation({ mutationFn: downloadExportFile });
}
