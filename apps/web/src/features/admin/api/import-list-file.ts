import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportOutcome } from '@app/shared/screening/lists';
import { http } from '../../../api/http';
import { uploadFileWithProgress } from '../../../api/upload-file-with-progress';
import { adminKeys } from './admin-query-keys';

/**
 * Uploads a list file (progress through `onProgress`, then `onImporting` once the file is in) and
 * imports it as a new snapshot of the source (POST /admin/screening/imports); the sources and
 * snapshots refresh afterwards, whatever the outcome.
 */
export function useImportListFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sourceId: string; file: File; onProgress: (fraction: number) => void; onImporting: () => void }) => {
      const uploaded = await uploadFileWithProgress(input.file, { 'directory-name': 'listImport' }, input.onProgress);
      input.onImporting();
      return ImportOutcome.parse(await http.post('/admin/screening/imports', { sourceId: input.sourceId, fileId: uploaded.id }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.screening }),
  });
}
