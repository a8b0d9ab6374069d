import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';

/** GET /employees/{id}/audit-report?asOf=YYYY-MM-DD → the Individual Audit Report PDF, offered for download. */
async function downloadAuditReport({ employeeId, asOf }: { employeeId: number; asOf: string }): Promise<void> {
  const { blob, filename } = await http.getBlob(`/employees/${employeeId}/audit-report`, { query: { asOf } });
  saveBlob(blob, filename ?? `individual-audit-report-${asOf}.pdf`);
}

export function useDownloadAuditReport() {
  return useMutation({ mutationFn: downloadAuditReport });
}
