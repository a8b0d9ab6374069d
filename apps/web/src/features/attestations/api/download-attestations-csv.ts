import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';
import type { AttestationFilterQuery } from '../utils/attestation-filters';

/** GET /attestations with Accept: text/csv and the filters: every matching row, offered for download. Answers the file's name. */
async function downloadAttestationsCsv(query: AttestationFilterQuery): Promise<string> {
  const { blob, filename } = await http.getBlob('/attestations', { query: { ...query }, headers: { Accept: 'text/csv' } });
  const name = filename ?? 'Attestations.csv';
  saveBlob(blob, name);
  return name;
}

export function useDownloadAttestationsCsv() {
  return useMutation({ mutationFn: downloadAttestationsCsv });
}
