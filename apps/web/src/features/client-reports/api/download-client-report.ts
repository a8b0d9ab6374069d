import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';

/** GET a client report (vendor compliance summary CSV/PDF, alert history CSV) and offer it for download. */
async function downloadClientReport(input: { path: string; query: Record<string, string>; fallbackName: string }) {
  const { blob, filename } = await http.getBlob(input.path, { query: input.query });
  saveBlob(blob, filename ?? input.fallbackName);
}

export function useDownloadClientReport() {
  return useMutation({ mutationFn: downloadClientReport });
}
