import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { saveBlob } from '../../../lib/save-blob';
import type { W9Record } from './get-w9s';

/** GET /account/w9/{id}: the W-9 file, offered under its name from Content-Disposition. */
async function downloadW9(w9: Pick<W9Record, 'id' | 'filename'>): Promise<void> {
  const { blob, filename } = await http.getBlob(`/account/w9/${w9.id}`);
  saveBlob(blob, filename ?? w9.filename);
}

export function useDownloadW9() {
  return useMutation({ mutationFn: downloadW9 });
}
