import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';

/** GET /files/{fileEntityId}: the attestation's uploaded proof, offered under its stored name. */
async function downloadProofFile({ fileEntityId, filename }: { fileEntityId: number; filename: string }): Promise<void> {
  const download = await http.getBlob(`/files/${fileEntityId}`);
  saveBlob(download.blob, download.filename ?? filename);
}

export function useDownloadProofFile() {
  return useMutation({ mutationFn: downloadProofFile });
}
