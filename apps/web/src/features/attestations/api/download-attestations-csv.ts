import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';
import type { AttestationFilterQuery } from '../utils/attestation-filters';

/** GET /attestations with Accept: text/csv and the filters: every matching row, offered for download. */
async function downloadAttestationsCsv(query: AttestationFilterQuery): Promise<void> {
  const { blob, filename } = await http.getBlob('/attestations', { query: { ...query }, headers: { Accept: 'text/csv' } });
  saveBlob(blob, filename ?? 'Attestations.csv');
}

export function useDownloadAttestationsCsv() {
  return useMutation({ mutationFn: downloadAttestationsCsv });
}
