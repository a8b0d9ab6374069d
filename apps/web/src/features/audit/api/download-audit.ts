import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';
import type { AuditQueryParams } from '../utils/audit-filters';

export type AuditFormat = 'csv' | 'pdf';

/** GET /reports/audit/csv|pdf with the current filters, offered for download. */
async function downloadAudit({ format, query }: { format: AuditFormat; query: AuditQueryParams }): Promise<void> {
  const { blob, filename } = await http.getBlob(`/reports/audit/${format}`, { query: { ...query } });
  saveBlob(blob, filename ?? `Monitoring audit ${query.from} to ${query.to}.${format}`);
}

export function useDownloadAudit() {
  return useMutation({ mutationFn: downloadAudit });
}
